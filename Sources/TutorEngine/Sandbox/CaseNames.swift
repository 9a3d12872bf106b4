import ReducerKitTesting

/// The case names of an action type, harvested from examples of it, as a tree: which cases can
/// follow which. `.rows(.element(id: 0, action: .tick))` gives `rows` › `element` › `tick`.
/// Used for "did you mean" and for completing the case names valid at the cursor.
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

  /// The cases valid inside `scope` and inside the cases still open before the cursor:
  /// in `.rows(.element(id: 0, action: .` they are the row's actions.
  func completions(scope: SandboxScope, typed: String) -> [String] {
    var node = self
    for step in scope.steps {
      node = node.child(step.field)
      if step.element != nil { node = node.child("element") }
    }
    for name in Self.openCases(in: typed) { node = node.child(name) }
    return node.names.map { "." + $0 }
  }

  /// The cases opened with `.name(` and not yet closed, outermost first.
  static func openCases(in text: String) -> [String] {
    var stack: [String] = []
    var word = ""
    var afterDot = false
    var inString = false
    for character in text {
      if inString {
        if character == "\"" { inString = false }
        continue
      }
      switch character {
      case "\"": inString = true
      case ".":
        afterDot = true
        word = ""
      case "(":
        stack.append(afterDot ? word : "")
        afterDot = false
        word = ""
      case ")":
        if !stack.isEmpty { stack.removeLast() }
        afterDot = false
      default:
        if afterDot, character.isLetter || character.isNumber || character == "_" {
          word.append(character)
        } else {
          afterDot = false
        }
      }
    }
    return stack.filter { !$0.isEmpty }
  }

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
