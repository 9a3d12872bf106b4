import TutorSupport

/// The entries one keyed container offers, and which keys the decoding type asked for and took.
///
/// From this the decoder tells a misspelt label from a missing one, and after a type has
/// decoded, which arguments or fields it never took (extra arguments, unknown fields).
final class KeyUsage {
  enum Owner: Equatable {
    /// The single key of an enum: the case name.
    case enumSelector(caseName: String)
    /// The payload of a case.
    case enumCase(caseName: String)
    /// The fields of a struct literal or keyed value; the name as written or known.
    case structType(String)
    case dictionary(String)
  }

  struct Entry {
    var key: String
    var value: Value
    /// The source node of the value.
    var node: [Int]
    /// The label as written, nil for an unlabelled argument.
    var label: String?
    var position: Int
  }

  let owner: Owner
  let entries: [Entry]
  /// Whether `Key(stringValue:)` of the container's key type accepts a name.
  let accepts: (String) -> Bool
  private(set) var requested: [String] = []
  private(set) var consumed: Set<String> = []
  /// For an enum selector: whether the payload was opened or decoded.
  var payloadHandled = false

  init(owner: Owner, entries: [Entry], accepts: @escaping (String) -> Bool) {
    self.owner = owner
    self.entries = entries
    self.accepts = accepts
  }

  func request(_ key: String) {
    if !requested.contains(key) { requested.append(key) }
  }

  func entry(_ key: String, intValue: Int?) -> Entry? {
    entries.first { $0.key == key } ?? intValue.flatMap { int in entries.first { Int($0.key) == int } }
  }

  func consume(_ entry: Entry) {
    consumed.insert(entry.key)
  }

  /// The field name used in messages for an entry's value.
  func field(of entry: Entry) -> String {
    switch owner {
    case .enumSelector(let name): "." + name
    case .enumCase(let name): entry.label ?? "." + name
    case .structType(let type): entry.label ?? type
    case .dictionary: entry.key
    }
  }

  private static func isPositional(_ key: String) -> Bool {
    key.hasPrefix("_") && key.count > 1 && key.dropFirst().allSatisfy(\.isNumber)
  }

  /// The error for a key the type needs that is not there.
  func missing(_ key: String, at node: ValueDecodingNode) -> InputError {
    let context = node.context
    let open = entries.filter { !consumed.contains($0.key) && !accepts($0.key) }
    let unknownLabelled = open.filter { $0.label != nil }
    let unlabelled = open.filter { $0.label == nil }
    let position = requested.firstIndex(of: key) ?? 0
    func labelled(_ entry: Entry) -> String { entry.label ?? entry.key }
    /// The unknown label the learner most likely meant as `key`.
    func misspelt() -> Entry? {
      if unknownLabelled.count == 1 { return unknownLabelled[0] }
      if let nearest = EditDistance.nearest(to: key, among: unknownLabelled.map(labelled)) {
        return unknownLabelled.first { labelled($0) == nearest }
      }
      return unknownLabelled.first { $0.position == position }
    }
    switch owner {
    case .enumSelector(let name):
      return InputError(.unknownCase(name: name, suggestion: nil), column: node.column)
    case .enumCase(let name):
      if entries.isEmpty {
        return InputError(
          .missingArgument(caseName: name, label: Self.isPositional(key) ? nil : key), column: node.column)
      }
      if Self.isPositional(key) {
        if let entry = unknownLabelled.first(where: { $0.position == position }) ?? unknownLabelled.first {
          return InputError(
            .labelNotExpected(caseName: name, label: labelled(entry)),
            column: context.labelColumn(of: entry.node))
        }
        return InputError(.missingArgument(caseName: name, label: nil), column: node.column)
      }
      if let entry = misspelt() {
        return InputError(
          .unexpectedArgument(caseName: name, label: labelled(entry), suggestion: key),
          column: context.labelColumn(of: entry.node))
      }
      if let entry = unlabelled.first(where: { $0.position == position }) ?? unlabelled.first {
        return InputError(.missingLabel(caseName: name, label: key), column: context.column(of: entry.node))
      }
      return InputError(.missingArgument(caseName: name, label: key), column: node.column)
    case .structType(let type):
      if let entry = misspelt() {
        return InputError(
          .unknownField(type: type, field: labelled(entry), suggestion: key),
          column: context.labelColumn(of: entry.node))
      }
      if let entry = unlabelled.first(where: { $0.position == position }) ?? unlabelled.first {
        return InputError(.missingFieldLabel(type: type, field: key), column: context.column(of: entry.node))
      }
      return InputError(.missingField(type: type, field: key), column: node.column)
    case .dictionary(let type):
      return InputError(.missingField(type: type, field: key), column: node.column)
    }
  }

  /// After the type has decoded: the first argument or field it did not take, as an error.
  func unused(at node: ValueDecodingNode) -> InputError? {
    let context = node.context
    switch owner {
    case .enumSelector(let name):
      guard !payloadHandled, case .caseValue(_, let arguments) = node.value, !arguments.isEmpty
      else { return nil }
      return InputError(.takesNoArguments(caseName: name), column: context.labelColumn(of: node.node + [0]))
    case .enumCase(let name):
      guard let entry = entries.first(where: { !consumed.contains($0.key) }) else { return nil }
      let column = context.labelColumn(of: entry.node)
      if requested.isEmpty { return InputError(.takesNoArguments(caseName: name), column: column) }
      guard let label = entry.label else {
        return InputError(
          .tooManyArguments(caseName: name, expected: consumed.count, given: entries.count), column: column)
      }
      let open = requested.filter { !consumed.contains($0) }
      return InputError(
        .unexpectedArgument(
          caseName: name, label: label, suggestion: EditDistance.nearest(to: label, among: open)),
        column: column)
    case .structType(let type):
      guard let entry = entries.first(where: { !consumed.contains($0.key) }) else { return nil }
      let column = context.labelColumn(of: entry.node)
      guard let label = entry.label else { return InputError(.unlabelledValue(type: type), column: column) }
      let open = requested.filter { !consumed.contains($0) }
      return InputError(
        .unknownField(type: type, field: label, suggestion: EditDistance.nearest(to: label, among: open)),
        column: column)
    case .dictionary:
      return nil
    }
  }
}
