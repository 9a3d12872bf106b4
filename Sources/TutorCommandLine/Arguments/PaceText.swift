import Foundation

/// `--pace` values: `300ms`, `1s`, `0.5s`, or a bare number of milliseconds.
enum PaceText {
  /// The most a pace may be: a minute between lines is already too slow for a class.
  static let longest = Duration.seconds(60)

  static func parse(_ text: String) -> Duration? {
    let text = text.trimmingWhitespace().lowercased()
    let (number, scale): (Substring, Double)
    if text.hasSuffix("ms") {
      (number, scale) = (text.dropLast(2), 1)
    } else if text.hasSuffix("s") {
      (number, scale) = (text.dropLast(), 1000)
    } else {
      (number, scale) = (Substring(text), 1)
    }
    guard let value = Double(number), value.isFinite, value >= 0 else { return nil }
    // Compared before converting: a huge number would overflow `Int64`.
    let milliseconds = (value * scale).rounded()
    guard milliseconds <= Double(longest.components.seconds * 1000) else { return nil }
    return .milliseconds(Int64(milliseconds))
  }
}
