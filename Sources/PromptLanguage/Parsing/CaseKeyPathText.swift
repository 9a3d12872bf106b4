import TutorSupport

/// A case key path typed at the prompt, as TCA's tests write actions: `\.left.inc`,
/// `\.rows[id: 0].tick`. It stands for the action it names: `.left(.inc)`,
/// `.rows(.element(id: 0, action: .tick))`.
struct CaseKeyPathText {
  enum Segment {
    /// `.name`: a case.
    case name(String)
    /// `[id: value]`: an element of an `IdentifiedAction` (or a stack's `.element(id:action:)`).
    case element(id: Value)
  }

  var segments: [Segment]
  var source: String
  var column: Int

  /// The action the path names, with `payload` in its last case (`send(\.setTo, 5)`); with no
  /// payload the last case has none.
  func action(payload: ParsedValue?) throws(InputError) -> ParsedValue {
    var inner: Value?
    if let payload { inner = payload.value }
    for segment in segments.reversed() {
      switch segment {
      case .name(let name):
        inner = .caseValue(name: name, arguments: inner.map { [Value.Argument(nil, $0)] } ?? [])
      case .element(let id):
        guard let action = inner else {
          // `\.rows[id: 0]` alone names no action: which of the element's?
          throw InputError(.unexpectedEnd(expected: .caseName), column: column + source.count)
        }
        inner = .caseValue(name: "element", arguments: [.init("id", id), .init("action", action)])
      }
    }
    guard let value = inner else { throw InputError(.unexpectedEnd(expected: .caseName), column: column) }
    let text = payload.map { "\(source), \($0.source)" } ?? source
    return ParsedValue(value: value, source: text, column: column, columns: SourceColumns())
  }
}

extension ExpressionParser {
  /// `\` followed by `.name` and `[id: value]` segments, the first a name.
  mutating func caseKeyPath() throws(InputError) -> CaseKeyPathText {
    let start = current
    advance()
    var segments: [CaseKeyPathText.Segment] = []
    var end = start.endColumn
    while true {
      switch current.kind {
      case .dot:
        advance()
        guard case .identifier(let name) = current.kind else { throw unexpected(.caseName) }
        end = current.endColumn
        advance()
        segments.append(.name(name))
      case .leftBracket where !segments.isEmpty:
        advance()
        guard case .identifier("id") = current.kind, peek(1).kind == .colon else { throw unexpected(.label) }
        advance()
        advance()
        let id = try parsedValue().value
        end = current.endColumn
        try expect(.rightBracket, "]")
        segments.append(.element(id: id))
      default:
        guard !segments.isEmpty else { throw unexpected(.caseName) }
        return CaseKeyPathText(
          segments: segments, source: source(from: start.column, to: end), column: start.column)
      }
    }
  }
}
