/// Builds the `DumpNode` trees of two values for a diff, without dumping what did not change.
///
/// `DumpNodeBuilder` dumps a whole value; a diff of a large state that changed in one place then
/// costs the size of the state. This builder walks the two values side by side instead: a pair
/// of equal values (`Equatable` and of one type) is dumped once, and only as far as the diff can
/// print it — an unchanged field next to a change prints as one line or collapses to `Name(…)`,
/// so past ``lineBudget`` leaves it is cut short; an unchanged element of a collection too long
/// for one line is never printed, so it becomes a placeholder matched by its key. Structs and
/// collections of one type are paired field by field and element by element (by `id`, by key,
/// or by position); everything else is dumped whole, as before. The lines of the diff are those
/// of the full dumps.
///
/// - Complexity: O(changed + e), where e is the number of elements of the collections on the
///   path to a change (each compared once), instead of O(size of both values).
struct PairedDumpBuilder {
  var builder = DumpNodeBuilder()
  /// The numbers each side gives shared values (`SharedNumbers`): the sides number on their own.
  private var oldNumbers = SharedNumbers()
  private var newNumbers = SharedNumbers()

  /// More leaves than this cannot print on one line of `DumpLayout.width` characters.
  static let lineBudget = DumpLayout.width / 2 + 1

  static func nodes(old: Any, new: Any) -> (old: DumpNode, new: DumpNode) {
    var paired = PairedDumpBuilder()
    return paired.pair(old, new)
  }

  mutating func pair(_ old: Any, _ new: Any) -> (old: DumpNode, new: DumpNode) {
    guard type(of: old) == type(of: new), isPlain(new) else { return whole(old, new) }
    if areEqual(old, new) {
      builder.sharedNumbers = oldNumbers
      let node = bounded(new)
      guard builder.sharedNumbers != oldNumbers else { return (node, node) }
      // It holds shared values: the new side numbers them too.
      oldNumbers = builder.sharedNumbers
      builder.sharedNumbers = newNumbers
      let newNode = bounded(new)
      newNumbers = builder.sharedNumbers
      return (node, newNode)
    }
    if let elements = new as? any IdentifiedElements, let pair = elements.pairedNodes(old: old, into: &self) {
      return pair
    }
    let oldMirror = Mirror(reflecting: old)
    let newMirror = Mirror(reflecting: new)
    switch newMirror.displayStyle {
    case .struct where !(type(of: new) is AnyClass):
      return structure(old, new, oldMirror, newMirror)
    case .collection:
      let oldElements = oldMirror.children.map(\.value)
      let newElements = newMirror.children.map(\.value)
      guard oldElements.count >= Self.lineBudget || newElements.count >= Self.lineBudget,
        let pair = identified(oldElements, newElements)
      else { return whole(old, new) }
      return pair
    default:
      return whole(old, new)
    }
  }

  mutating func whole(_ old: Any, _ new: Any) -> (old: DumpNode, new: DumpNode) {
    (oldNode(for: old), newNode(for: new))
  }

  /// The dump of a value of the old side: shared values (`@Shared`) read as that side holds them
  /// when a TestStore compares two states (`SharedReading`).
  mutating func oldNode(for value: Any) -> DumpNode {
    builder.sharedNumbers = oldNumbers
    defer { oldNumbers = builder.sharedNumbers }
    return SharedReading.on(.old) { builder.node(for: value) }
  }

  /// The dump of a value of the new side.
  mutating func newNode(for value: Any) -> DumpNode {
    builder.sharedNumbers = newNumbers
    defer { newNumbers = builder.sharedNumbers }
    return SharedReading.on(.new) { builder.node(for: value) }
  }

  /// Values the plain builder would dump by their mirror, with nothing substituted.
  private func isPlain(_ value: Any) -> Bool {
    !(value is any CustomDumpRepresentable) && !(value is String) && !(value is AnyHashable)
      && !(value is Any.Type)
  }

  private mutating func structure(_ old: Any, _ new: Any, _ oldMirror: Mirror, _ newMirror: Mirror)
    -> (old: DumpNode, new: DumpNode)
  {
    let oldFields = Array(oldMirror.children)
    let newFields = Array(newMirror.children)
    guard oldFields.count == newFields.count, !newFields.isEmpty,
      !isOnlyStorage(newFields)
    else { return whole(old, new) }
    var oldEntries: [DumpEntry] = []
    var newEntries: [DumpEntry] = []
    for (offset, (oldField, newField)) in zip(oldFields, newFields).enumerated() {
      let label = dumpLabel(of: newField)
      let (oldNode, newNode) = pair(oldField.value, newField.value)
      oldEntries.append(DumpEntry(label: label, key: label ?? ".\(offset)", node: oldNode))
      newEntries.append(DumpEntry(label: label, key: label ?? ".\(offset)", node: newNode))
    }
    let name = TypeName.of(type(of: new))
    func group(_ children: [DumpEntry]) -> DumpNode {
      .group(
        DumpGroup(kind: .fields, head: name, open: "(", close: ")", empty: name + "()", children: children))
    }
    return (group(oldEntries), group(newEntries))
  }

  /// Elements of two collections matched by `id`; `nil` when they are not all identifiable, or
  /// when some moved.
  private mutating func identified(_ old: [Any], _ new: [Any]) -> (old: DumpNode, new: DumpNode)? {
    guard let oldIDs = identities(old), let newIDs = identities(new) else { return nil }
    var oldIndex: [String: Int] = [:]
    for (offset, id) in oldIDs.enumerated() { oldIndex[id] = offset }
    var pairedOld: [Int: DumpNode] = [:]
    var newEntries: [DumpEntry] = []
    var lastMatch = -1
    for (offset, element) in new.enumerated() {
      let id = newIDs[offset]
      guard let match = oldIndex[id] else {
        newEntries.append(DumpEntry(label: id, key: id, node: newNode(for: element)))
        continue
      }
      // A moved element is printed on both sides: it needs its whole dump.
      guard match > lastMatch else { return nil }
      lastMatch = match
      let (oldNode, newNode) = elementPair(old[match], element)
      pairedOld[match] = oldNode
      newEntries.append(DumpEntry(label: id, key: id, node: newNode))
    }
    let oldEntries = old.enumerated().map { offset, element in
      DumpEntry(
        label: oldIDs[offset], key: oldIDs[offset], node: pairedOld[offset] ?? oldNode(for: element))
    }
    func group(_ children: [DumpEntry]) -> DumpNode {
      .group(DumpGroup(kind: .keyed, head: "", open: "[", close: "]", empty: "[]", children: children))
    }
    return (group(oldEntries), group(newEntries))
  }

  /// An element and its counterpart: equal ones become one placeholder (never printed).
  private mutating func elementPair(_ old: Any, _ new: Any) -> (old: DumpNode, new: DumpNode) {
    if type(of: old) == type(of: new), areEqual(old, new) { return (.leaf("\u{2026}"), .leaf("\u{2026}")) }
    return pair(old, new)
  }

  private mutating func identities(_ elements: [Any]) -> [String]? {
    var result: [String] = []
    result.reserveCapacity(elements.count)
    for element in elements {
      guard let identifiable = element as? any Identifiable else { return nil }
      result.append(label(forID: Self.identity(of: identifiable)))
    }
    return result.isEmpty ? nil : result
  }

  /// An element's `#id` label, as the builder prints it.
  mutating func label(forID id: Any) -> String {
    switch id {
    // The common ids, without a mirror each.
    case let number as Int: return "#\(number)"
    case let text as String: return "#" + StringEscaping.quoted(text)
    default: return "#" + builder.node(for: id).singleLine
    }
  }

  private static func identity(of element: any Identifiable) -> Any { element.id }

  /// The dump of a value that the diff prints at most as one line: whole when it can fit on a
  /// line, else a stand-in with the same brackets that collapses the same way.
  private mutating func bounded(_ value: Any) -> DumpNode {
    let mirror = Mirror(reflecting: value)
    if isPlain(value),
      mirror.displayStyle == .collection || mirror.displayStyle == .set
        || mirror.displayStyle == .dictionary, mirror.children.count >= Self.lineBudget
    {
      let filler = DumpEntry(label: nil, key: "", node: .leaf("\u{2026}"))
      let empty = mirror.displayStyle == .dictionary ? "[:]" : "[]"
      return .group(
        DumpGroup(
          kind: .list, head: "", open: "[", close: "]", empty: empty,
          children: Array(repeating: filler, count: Self.lineBudget)))
    }
    if isPlain(value), mirror.displayStyle == .struct, !(type(of: value) is AnyClass) {
      let fields = Array(mirror.children)
      if !fields.isEmpty, !isOnlyStorage(fields) {
        let name = TypeName.of(type(of: value))
        let children = fields.enumerated().map { offset, field in
          let label = dumpLabel(of: field)
          return DumpEntry(label: label, key: label ?? ".\(offset)", node: bounded(field.value))
        }
        return .group(
          DumpGroup(kind: .fields, head: name, open: "(", close: ")", empty: name + "()", children: children))
      }
    }
    return builder.node(for: value)
  }
}

/// Whether two values of one dynamic type are equal by their own `==`; false when not `Equatable`.
func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
  guard let lhs = lhs as? any Equatable else { return false }
  // `lhs == rhs`, in that order: a shared value compared in a TestStore reads its left side
  // from the older snapshot.
  func equals<T: Equatable>(_ lhs: T) -> Bool { (rhs as? T).map { lhs == $0 } ?? false }
  return equals(lhs)
}
