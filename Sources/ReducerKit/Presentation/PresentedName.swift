import Synchronization

/// `editor` for `\.$editor`: the presented property as it was written, for people (effect
/// listings, warnings).
///
/// `$editor` is a computed property, whose key path does not describe itself; its storage,
/// `_editor`, is found by reflecting the parent state: the one `Presented` of that type, or, when
/// there are several, the one presenting the same ``PresentationID``. Worked out once per key
/// path; while it cannot be told, the child type's name stands in.
func presentedName<Root, Value>(of keyPath: KeyPath<Root, Presented<Value>>, in root: Root) -> String {
  let described = propertyName(of: keyPath)
  if !described.hasPrefix("<") { return described.hasPrefix("$") ? String(described.dropFirst()) : described }
  if let known = PresentedNames.shared.name(of: keyPath) { return known }
  var candidates: [(name: String, wrapper: Presented<Value>)] = []
  for child in Mirror(reflecting: root).children {
    guard let label = child.label, let wrapper = child.value as? Presented<Value> else { continue }
    candidates.append((label.hasPrefix("_") ? String(label.dropFirst()) : label, wrapper))
  }
  let name: String?
  if candidates.count == 1 {
    name = candidates[0].name
  } else if let id = root[keyPath: keyPath].id {
    name = candidates.first { $0.wrapper.id == id }?.name
  } else {
    name = nil
  }
  guard let name else { return "\(Value.self)" }
  PresentedNames.shared.remember(name, for: keyPath)
  return name
}

/// The names of presented properties worked out so far, by key path.
final class PresentedNames: Sendable {
  static let shared = PresentedNames()
  private let names = Mutex<[KeyPathIdentity: String]>([:])

  func name(of keyPath: AnyKeyPath) -> String? { names.withLock { $0[KeyPathIdentity(keyPath)] } }

  func remember(_ name: String, for keyPath: AnyKeyPath) {
    names.withLock { $0[KeyPathIdentity(keyPath)] = name }
  }
}
