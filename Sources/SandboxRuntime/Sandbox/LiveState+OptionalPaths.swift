extension LiveState {
  /// The dotted paths of the optional stored properties of `value` (and of the structs inside
  /// it, and of optionals that hold a value now).
  package static func optionalPaths(of value: Any, prefix: String = "") -> Set<String> {
    var paths: Set<String> = []
    for child in Mirror(reflecting: value).children {
      guard let label = fieldName(of: child) else { continue }
      let path = prefix.isEmpty ? label : prefix + "." + label
      if isPresentedField(child) {
        paths.insert(path)
        continue
      }
      let mirror = Mirror(reflecting: child.value)
      switch mirror.displayStyle {
      case .optional:
        paths.insert(path)
        if let wrapped = mirror.children.first?.value {
          paths.formUnion(optionalPaths(of: wrapped, prefix: path))
        }
      case .struct:
        paths.formUnion(optionalPaths(of: child.value, prefix: path))
      default:
        break
      }
    }
    return paths
  }
}
