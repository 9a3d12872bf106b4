import ReducerKit
import ReducerKitTestingCore
import TutorSupport

/// A lesson's feature, ready to be played with at the prompt: any reducer whose state and action
/// are `Codable` and `Equatable`. A new lesson needs one of these, and no engine code.
public struct SandboxDefinition: Sendable {
  /// The lesson id this sandbox belongs to (`pullback`).
  public let id: String
  /// An action to suggest first, as typed (`.left(.inc)`).
  public var firstExample: String { exampleLines.first ?? ".action" }
  /// The state's optional properties, as dotted paths, for the lint of Swift spelling.
  package var optionalPaths: Set<String> { findOptionalPaths() }
  /// Every example action, as typed: the prompt's `help` draws on them.
  public var exampleLines: [String] { dumpExamples() }
  // Worked out when asked, not when the table of sandboxes is made: dumping every lesson's
  // examples by reflection took a third of the tutor's start-up.
  private let findOptionalPaths: @Sendable () -> Set<String>
  private let dumpExamples: @Sendable () -> [String]
  /// Makes a fresh sandbox; `true` runs its effects on the real clock.
  let make: @Sendable (_ realtime: Bool) -> any Sandbox
  /// What its sandboxes work out by reflection, once for all of them.
  let knowledge: SandboxKnowledge

  public init<R: Reducer>(
    id: String,
    initialState: R.State,
    reducer: @escaping @Sendable () -> R,
    examples: [R.Action]
  )
  where R.State: Codable & Equatable & Sendable, R.Action: Codable & Equatable {
    self.id = id
    self.findOptionalPaths = { LiveState.optionalPaths(of: initialState) }
    self.dumpExamples = { examples.map { StackIDSpelling.typable(actionDump($0)) } }
    let knowledge = SandboxKnowledge(initialState: initialState, reducer: reducer, examples: examples)
    self.knowledge = knowledge
    self.make = { realtime in
      TypedSandbox(initialState: initialState, makeReducer: reducer, knowledge: knowledge, realtime: realtime)
    }
  }
}
