import ReducerKitTestingCore

/// The case names of an action type, harvested from examples of it, as a tree: which cases can
/// follow which. `.rows(.element(id: 0, action: .tick))` gives `rows` › `element` › `tick`.
/// Used for "did you mean" where a key type cannot list its own names.
struct CaseTree: Equatable, Sendable {
  /// The cases that may come next, by name, in the order first seen.
  private(set) var names: [String] = []
  private var children: [String: CaseTree] = [:]

  init() {}

  init(examples: [some Any]) {
    for example in examples { add(example) }
  }

  /// Every case name anywhere in the tree.
  var allNames: [String] {
    var all = names
    for name in names {
      for nested in children[name]?.allNames ?? [] where !all.contains(nested) { all.append(nested) }
    }
    return all
  }

  /// The tree below the case `name`.
  func child(_ name: String) -> CaseTree { children[name] ?? CaseTree() }

  private mutating func add(_ value: Any) {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else {
      for child in mirror.children { add(child.value) }
      return
    }
    let name = mirror.children.first?.label ?? String(describing: value)
    if !names.contains(name) { names.append(name) }
    var child = children[name] ?? CaseTree()
    for payload in mirror.children { child.add(payload.value) }
    children[name] = child
  }
}
