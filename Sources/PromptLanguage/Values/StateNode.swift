import TutorSupport

/// A state that a path such as `rows[id: 2].seconds` can be followed through.
///
/// State is walked in two forms: the live value a sandbox holds, read by reflection
/// (`LiveState`, for `state PATH`, `scope`, completion), and the encoded tree a step's assertion
/// edits (`Value`, for `$0.rows[id: 2].seconds += 1`). Both follow a path with `following(_:)`, so
/// the order of the steps, where an empty optional stops the walk and which component a failure
/// is charged to are decided once. Each form says how it takes one step; each caller words a
/// failure its own way (the prompt's `state` command and an assertion's statement say different
/// things, in their own catalogs).
package protocol StateNode {
  /// Where a child sits in its parent, for a walk that writes the child back (`Void` when none
  /// does).
  associatedtype Place
  /// This node with an optional around it taken off, or `nil` when it holds nothing now.
  var present: Self? { get }
  /// The child `component` names, one step down from a node that is present.
  func step(_ component: ValuePath.Component) -> StateStep<Self>
}

/// One step down a state: the child and where it sits, or why there is none.
package enum StateStep<Node: StateNode> {
  case child(Node, Node.Place)
  case failed(StateStepFailure)
}

/// Why a step found no child.
package enum StateStepFailure: Error, Equatable, Sendable {
  /// No field of that name; the names there are.
  case noField(among: [String])
  /// No element with that id.
  case noElement
  /// The collection's elements have no `id` to pick them by.
  case noIDField
  case indexOutOfRange(count: Int)
  /// No entry with this key (an index into a dictionary is the key it spells).
  case noKey(Value)
  /// Not a collection: there is nothing to pick with `[…]`.
  case notAList
}

/// Where following a path ended.
package enum StateWalk<Node: StateNode> {
  case found(Node)
  /// The component at this position could not be taken: what it steps from is empty now.
  case isNil(at: Int)
  /// The component at this position found no child.
  case failed(StateStepFailure, at: Int)
}

extension StateNode {
  /// The part of this state at `components`, or where and why the walk stopped. The part found
  /// is given as it is, an empty optional included.
  package func following(_ components: [ValuePath.Component]) -> StateWalk<Self> {
    var node = self
    for index in components.indices {
      guard let present = node.present else { return .isNil(at: index) }
      switch present.step(components[index]) {
      case .child(let child, _): node = child
      case .failed(let failure): return .failed(failure, at: index)
      }
    }
    return .found(node)
  }
}
