import ReducerKitTesting

/// Harvests the case names of an action type from examples of it: `.rows(.element(id: 0,
/// action: .tick))` gives `rows`, `element`, `tick`. Used for "did you mean" and completion.
enum CaseNames {
  static func harvest(from examples: [some Any]) -> [String] {
    var names: [String] = []
    func visit(_ value: Any) {
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle == .enum {
        let name = mirror.children.first?.label ?? String(describing: value)
        if !names.contains(name) { names.append(name) }
      }
      for child in mirror.children { visit(child.value) }
    }
    for example in examples { visit(example) }
    return names
  }
}
