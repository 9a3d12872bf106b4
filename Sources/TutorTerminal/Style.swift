/// Tiny ANSI styling that turns into plain text when colours are off.
///
///     let style = Style(enabled: TerminalCapabilities.detect().usesColor)
///     print(style.green("✓") + " " + style.bold("Well done"))
public struct Style: Equatable, Sendable {
  /// Whether escape codes are written at all.
  public let enabled: Bool

  public init(enabled: Bool) {
    self.enabled = enabled
  }

  /// A style that never writes escape codes.
  public static let plain = Style(enabled: false)

  public func bold(_ text: String) -> String { wrap(text, "1", "22") }
  public func dim(_ text: String) -> String { wrap(text, "2", "22") }
  public func red(_ text: String) -> String { wrap(text, "31", "39") }
  public func green(_ text: String) -> String { wrap(text, "32", "39") }
  public func yellow(_ text: String) -> String { wrap(text, "33", "39") }
  public func cyan(_ text: String) -> String { wrap(text, "36", "39") }

  /// `text` between the SGR codes `on` and `off`; each style resets only its own attribute,
  /// so styles nest: `style.bold(style.red("x"))`.
  private func wrap(_ text: String, _ on: String, _ off: String) -> String {
    guard enabled, !text.isEmpty else { return text }
    return "\u{1B}[\(on)m\(text)\u{1B}[\(off)m"
  }

  /// `text` without ANSI escape sequences (CSI sequences such as colours, and OSC strings).
  public static func stripped(_ text: String) -> String {
    var result = ""
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\u{1B}" else {
        result.unicodeScalars.append(scalar)
        continue
      }
      guard let kind = scalars.next() else { break }
      switch kind {
      case "[":
        // CSI: parameters and intermediates, then one final byte in @...~.
        while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
      case "]":
        // OSC: up to BEL or ESC \.
        while let next = scalars.next() {
          if next == "\u{07}" { break }
          if next == "\u{1B}" {
            _ = scalars.next()
            break
          }
        }
      default:
        break  // a two-character escape such as ESC 7
      }
    }
    return result
  }
}
