import ReducerKitTestingCore

/// The paths into a state, as they can be typed: `rows`, `rows[id: 0]`, `rows[id: 0].seconds`,
/// `scores["ana"]`, `detail.seconds` — or in an assertion's Swift spelling, with `?.` after an
/// optional: `rows[id: 0]?.seconds`.
enum StatePaths {
  /// At most this many paths are offered, and this deep.
  static let limit = 400
  static let maximumDepth = 6

  static func paths(in root: Any, optionalChaining: Bool) -> [String] {
    var paths: [String] = []
    func visit(_ value: Any, prefix: String, optional: Bool, depth: Int) {
      guard depth < maximumDepth, paths.count < limit, let unwrapped = LiveState.unwrap(value) else {
        return
      }
      let isOptional = optional || Mirror(reflecting: value).displayStyle == .optional
      let separator = prefix.isEmpty ? "" : (optionalChaining && isOptional ? "?." : ".")
      let mirror = Mirror(reflecting: unwrapped)
      func add(_ path: String, _ child: Any, optional: Bool) {
        guard paths.count < limit else { return }
        paths.append(path)
        visit(child, prefix: path, optional: optional, depth: depth + 1)
      }
      // A navigation stack's elements are typed by id, as its subscript takes them: `path[id: 0]`,
      // and their case after it: `path[id: 0].detail`, in Swift `path[id: 0, case: \.detail]`.
      if let stack = unwrapped as? any StackStateValue {
        for (number, element) in stack.numberedElements {
          add(prefix + "[id: \(number)]", element, optional: true)
          guard let payload = Mirror(reflecting: element).children.first, let name = payload.label else {
            continue
          }
          let path =
            prefix + (optionalChaining ? "[id: \(number), case: \\.\(name)]" : "[id: \(number)].\(name)")
          add(path, payload.value, optional: true)
        }
        return
      }
      switch mirror.displayStyle {
      case .struct, .class:
        for child in mirror.children {
          guard let label = LiveState.fieldName(of: child) else { continue }
          add(prefix + separator + label, child.value, optional: LiveState.isPresentedField(child))
        }
      case .collection:
        for (index, child) in mirror.children.enumerated() {
          if let id = LiveState.elementID(of: child.value) {
            add(prefix + "[id: \(id)]", child.value, optional: true)
          } else {
            add(prefix + "[\(index)]", child.value, optional: false)
          }
        }
      case .dictionary:
        for entry in mirror.children {
          let pair = Array(Mirror(reflecting: entry.value).children)
          guard pair.count == 2 else { continue }
          add(prefix + "[\(actionDump(pair[0].value))]", pair[1].value, optional: true)
        }
      default:
        break
      }
    }
    visit(root, prefix: "", optional: false, depth: 0)
    return paths
  }
}
