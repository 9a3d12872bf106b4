/// Builds a `DumpNode` tree from any value with `Mirror`.
///
/// Rules, in order: shared values (`@Shared`) print after their number (`SharedNumbers`);
/// `CustomDumpRepresentable` values are replaced by their `dumpValue`; strings,
/// substrings and characters become quoted literals; metatypes print as `Name.self`; `UUID`s as
/// `UUID(XXXXXXXX-…)`; `AnyHashable` as its base; then by `Mirror.displayStyle`: optionals unwrap
/// (or `nil`), enums print `.case` / `.case(payload)`, tuples `(a, b)`, collections and sets `[…]`
/// (identifiable elements labelled `#id`), dictionaries `[key: value]`, structs and classes
/// `Name(field: value)`. A `CustomStringConvertible` value with no fields, or only underscored
/// storage fields (e.g. `Duration`), prints its `description`; other childless values
/// (numbers, `Bool`) print `String(describing:)`. A class instance met again inside itself prints
/// `Name(↩︎)`.
struct DumpNodeBuilder {
  /// Objects being dumped on the current path, to cut reference cycles.
  private var visiting: Set<ObjectIdentifier> = []
  /// The numbers given so far to shared values (`@Shared`).
  var sharedNumbers = SharedNumbers()

  static let cycleMarker = "\u{21A9}\u{FE0E}"

  static func node(for value: Any) -> DumpNode {
    var builder = DumpNodeBuilder()
    return builder.node(for: value)
  }

  mutating func node(for value: Any) -> DumpNode {
    if let shared = value as? any SharedPropertyWrapper {
      return sharedNode(shared)
    }
    if let representable = value as? any CustomDumpRepresentable {
      let substitute = representable.dumpValue
      if type(of: substitute) != type(of: value) {
        return node(for: substitute)
      }
    }
    if let special = specialLeaf(for: value) {
      return .leaf(special)
    }
    if type(of: value) == AnyHashable.self, let hashable = value as? AnyHashable {
      return node(for: hashable.base)
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first else { return .leaf("nil") }
      return node(for: wrapped.value)
    case .enum:
      return enumNode(value, mirror)
    case .tuple:
      return .group(
        DumpGroup(
          kind: .fields, head: "", open: "(", close: ")", empty: "()",
          children: fieldEntries(mirror.children)))
    case .collection:
      return collectionNode(mirror.children.map(\.value), sorted: false)
    case .set:
      return collectionNode(mirror.children.map(\.value), sorted: true)
    case .dictionary:
      return dictionaryNode(mirror)
    case nil where mirror.children.isEmpty:
      return .leaf(String(describing: value))
    default:
      // Structs, classes, foreign references, and children without a display style.
      return structuredNode(value, mirror)
    }
  }

  private func specialLeaf(for value: Any) -> String? {
    switch value {
    case let string as String: return StringEscaping.quoted(string)
    case let substring as Substring: return StringEscaping.quoted(substring)
    case let character as Character: return StringEscaping.quoted(String(character))
    case let metatype as Any.Type: return TypeName.of(metatype) + ".self"
    default: break
    }
    let reflected = TypeName.reflected(type(of: value))
    if reflected == "Foundation.UUID" || reflected == "FoundationEssentials.UUID" {
      return "UUID(\(value))"
    }
    return nil
  }

  private mutating func enumNode(_ value: Any, _ mirror: Mirror) -> DumpNode {
    guard let payload = mirror.children.first else {
      let name = String(describing: value)
      return .leaf(Self.isIdentifier(name) ? "." + name : name)
    }
    let caseName = payload.label ?? String(describing: value)
    let payloadMirror = Mirror(reflecting: payload.value)
    let children: [DumpEntry]
    if payloadMirror.displayStyle == .tuple {
      children = fieldEntries(payloadMirror.children)
    } else {
      children = [DumpEntry(label: nil, key: ".0", node: node(for: payload.value))]
    }
    return .group(
      DumpGroup(
        kind: .fields, head: "." + caseName, open: "(", close: ")", empty: "." + caseName,
        children: children))
  }

  private mutating func structuredNode(_ value: Any, _ mirror: Mirror) -> DumpNode {
    let name = TypeName.of(type(of: value))
    var fields: [Mirror.Child] = []
    var ancestor = mirror.superclassMirror
    while let current = ancestor {
      fields.insert(contentsOf: current.children, at: 0)
      ancestor = current.superclassMirror
    }
    fields.append(contentsOf: mirror.children)

    let onlyStorage = isOnlyStorage(fields)
    if onlyStorage, let describable = value as? any CustomStringConvertible {
      return .leaf(describable.description)
    }

    var object: ObjectIdentifier?
    if type(of: value) is AnyClass {
      let identifier = ObjectIdentifier(value as AnyObject)
      if visiting.contains(identifier) {
        return .leaf("\(name)(\(Self.cycleMarker))")
      }
      visiting.insert(identifier)
      object = identifier
    }
    defer {
      if let object { visiting.remove(object) }
    }
    return .group(
      DumpGroup(
        kind: .fields, head: name, open: "(", close: ")", empty: name + "()",
        children: fieldEntries(fields)))
  }

  /// Fields of a struct, class or tuple; tuple positions (`.0`, `.1`) print without a label.
  private mutating func fieldEntries(_ children: some Collection<Mirror.Child>) -> [DumpEntry] {
    children.enumerated().map { offset, child in
      let label = dumpLabel(of: child)
      return DumpEntry(label: label, key: label ?? ".\(offset)", node: node(for: child.value))
    }
  }

  private mutating func collectionNode(_ elements: [Any], sorted: Bool) -> DumpNode {
    let identities = elements.map { ($0 as? any Identifiable).map(Self.identity(of:)) }
    let identified = !elements.isEmpty && identities.allSatisfy { $0 != nil }
    var entries: [DumpEntry] = []
    for (offset, element) in elements.enumerated() {
      let elementNode = node(for: element)
      if identified, let id = identities[offset] {
        let idText = "#" + node(for: id).singleLine
        entries.append(DumpEntry(label: idText, key: idText, node: elementNode))
      } else {
        let key = sorted ? elementNode.singleLine : "[\(offset)]"
        entries.append(DumpEntry(label: nil, key: key, node: elementNode))
      }
    }
    if sorted {
      entries.sort { DumpKeyOrder.areInIncreasingOrder($0.key, $1.key) }
    }
    return .group(
      DumpGroup(
        kind: identified || sorted ? .keyed : .list, head: "", open: "[", close: "]", empty: "[]",
        children: entries))
  }

  private mutating func dictionaryNode(_ mirror: Mirror) -> DumpNode {
    var entries: [DumpEntry] = []
    for pair in mirror.children {
      let parts = Array(Mirror(reflecting: pair.value).children)
      guard parts.count == 2 else { continue }
      let keyText = node(for: parts[0].value).singleLine
      entries.append(DumpEntry(label: keyText, key: keyText, node: node(for: parts[1].value)))
    }
    entries.sort { DumpKeyOrder.areInIncreasingOrder($0.key, $1.key) }
    return .group(
      DumpGroup(kind: .keyed, head: "", open: "[", close: "]", empty: "[:]", children: entries))
  }

  private static func identity(of element: any Identifiable) -> Any {
    element.id
  }

  private static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.first, first == "_" || first.isLetter else { return false }
    return text.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
  }
}
