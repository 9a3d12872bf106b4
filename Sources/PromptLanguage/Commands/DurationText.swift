/// Durations the way they are typed at the prompt: `1s`, `250ms`, `1.5s`, `2m`, `1h`.
package enum DurationText {
  /// The smallest step the prompt's clock takes: durations are counted in whole milliseconds.
  package static let resolution = Duration.milliseconds(1)

  /// The units a duration may be typed in, with their length in milliseconds.
  static let units: [(name: String, milliseconds: Double)] = [
    ("ms", 1), ("s", 1000), ("min", 60_000), ("m", 60_000), ("h", 3_600_000),
  ]

  /// Why a typed duration was refused.
  enum Problem: Error, Equatable {
    /// Not a number followed by a unit (or negative, or far too long).
    case notADuration
    /// More than zero but less than ``resolution``, or not a whole number of it.
    case finerThanResolution
    /// Longer than ``largest``.
    case tooLarge
  }

  /// The longest duration accepted, in milliseconds (a million million seconds, about 31,700
  /// years: far past any bound on the work of a line, and well within `Duration`).
  static let largestMilliseconds: Double = 1e15
  /// ``largestMilliseconds`` as typed: `1000000000000s`.
  package static var largest: String { format(.milliseconds(Int64(largestMilliseconds))) }

  /// `1s`, `250ms`, `1.5s`, `2m`, `2min`, `1h`, with `_` digit separators and spaces allowed.
  static func parse(_ text: String) -> Result<Duration, Problem> {
    let text = text.filter { $0 != " " && $0 != "_" }
    guard
      let unit = units.sorted(by: { $0.name.count > $1.name.count }).first(where: { text.hasSuffix($0.name) }
      ),
      let number = Double(text.dropLast(unit.name.count)),
      text.first?.isNumber == true || text.first == ".",
      number >= 0, number.isFinite
    else { return .failure(.notADuration) }
    let milliseconds = number * unit.milliseconds
    guard milliseconds <= largestMilliseconds else { return .failure(.tooLarge) }
    let whole = milliseconds.rounded()
    // Within a rounding error of a whole millisecond counts as whole (`0.1s` is 100.00000000000001).
    guard abs(milliseconds - whole) < 1e-6 * max(1, milliseconds) else {
      return .failure(.finerThanResolution)
    }
    return .success(.milliseconds(Int64(whole)))
  }

  package static func format(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    if milliseconds % 1000 == 0 { return "\(milliseconds / 1000)s" }
    if milliseconds < 1000 { return "\(milliseconds)ms" }
    return "\(Double(milliseconds) / 1000)s"
  }
}
