/// Text held in state, as TCA writes the titles, messages and button labels of alerts: plain
/// values that tests compare (swift-navigation's `TextState`).
///
///     TextState("Delete \(item.name)?")
///     TextState("Delete").bold() + TextState(" forever")
///
/// Styling is kept as part of the value (two texts with different styles are not equal) but
/// not rendered: there is no SwiftUI here.
public struct TextState: Hashable, Sendable, CustomStringConvertible {
  /// One run of text and the styles applied to it.
  struct Run: Hashable, Sendable {
    var text: String
    var styles: [String]
  }

  var runs: [Run]

  /// Text from a string.
  public init(_ content: some StringProtocol) { runs = [Run(text: String(content), styles: [])] }

  /// Text from a string, as written (no localisation lookup; the same as ``init(_:)`` here).
  public init(verbatim content: String) { runs = [Run(text: content, styles: [])] }

  /// The text without its styles.
  public var description: String { runs.map(\.text).joined() }

  /// One text after the other.
  public static func + (lhs: TextState, rhs: TextState) -> TextState {
    var joined = lhs
    joined.runs += rhs.runs
    return joined
  }

  private func styled(_ style: String) -> TextState {
    var copy = self
    for index in copy.runs.indices { copy.runs[index].styles.append(style) }
    return copy
  }

  public func bold() -> TextState { styled("bold") }
  public func italic() -> TextState { styled("italic") }
  public func underline() -> TextState { styled("underline") }
  public func strikethrough() -> TextState { styled("strikethrough") }
  public func monospacedDigit() -> TextState { styled("monospacedDigit") }
}

extension String {
  /// The characters of a ``TextState``, without its styles.
  public init(state: TextState) { self = state.description }
}
