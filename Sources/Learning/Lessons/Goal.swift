import PromptLanguage
import TutorSupport

/// A condition on the state, as written in a lesson: `left == 3`, `rows.count >= 2`,
/// `rows[id: 1].seconds > 0`, `child == nil`.
public struct Goal: Equatable, Sendable, CustomStringConvertible {
  public enum Comparison: String, Equatable, Sendable, CaseIterable {
    case equal = "==", notEqual = "!=", lessOrEqual = "<=", greaterOrEqual = ">=", less = "<", greater = ">"
  }

  public let path: ValuePath
  /// The path ended in `.count`: compare the number of elements.
  public let counts: Bool
  public let comparison: Comparison
  public let value: Value
  public let text: String

  public var description: String { text }

  /// Reads `path op literal`.
  public static func parse(_ text: String) throws(InputError) -> Goal {
    for comparison in Comparison.allCases.sorted(by: { $0.rawValue.count > $1.rawValue.count }) {
      guard let range = text.range(of: " \(comparison.rawValue) ") else { continue }
      var pathText = String(text[..<range.lowerBound]).trimmingWhitespace()
      let counts = pathText.hasSuffix(".count")
      if counts { pathText = String(pathText.dropLast(".count".count)) }
      let path = try ValuePath.parse(pathText)
      let value = try ExpressionParser.parseValue(
        String(text[range.upperBound...]).trimmingWhitespace()
      ).value
      return Goal(path: path, counts: counts, comparison: comparison, value: value, text: text)
    }
    throw InputError(.emptyInput)
  }

  /// Whether the goal holds for an encoded state.
  public func holds(in state: Value) -> Bool {
    guard var actual = try? state.lookup(path) else {
      return comparison == .equal && value == .nil ? true : false
    }
    if counts {
      switch actual {
      case .array(let elements): actual = .int(elements.count)
      case .keyed(let fields): actual = .int(fields.count)
      default: return false
      }
    }
    switch comparison {
    case .equal: return actual.matches(value)
    case .notEqual: return !actual.matches(value)
    default:
      guard let a = actual.number, let b = value.number else { return false }
      switch comparison {
      case .less: return a < b
      case .lessOrEqual: return a <= b
      case .greater: return a > b
      case .greaterOrEqual: return a >= b
      case .equal, .notEqual: return false
      }
    }
  }
}

extension Goal {
  /// The number at the goal's path when it went past the goal's target since `start` (the step's
  /// own initial state): `responses == 1` started at 0 and is now 2; `count <= 3` held and is now
  /// 4. A learner who overshot should hear so, as going on will not reach the goal. Nil otherwise,
  /// and for a goal still on the side it started (`right == -1` at 0 is not overshot).
  public func overshoot(in state: Value, from start: @autoclosure () -> Value?) -> Double? {
    guard comparison == .equal || comparison == .less || comparison == .lessOrEqual,
      let now = number(in: state), let target = value.number
    else { return nil }
    switch comparison {
    case .equal:
      guard now != target, let before = start().flatMap(number(in:)), before != target else { return nil }
      return (before < target) != (now < target) ? now : nil
    default:
      let past = comparison == .less ? now >= target : now > target
      guard past, let before = start().flatMap(number(in:)) else { return nil }
      let pastBefore = comparison == .less ? before >= target : before > target
      return pastBefore ? nil : now
    }
  }

  /// The number the goal compares in `state` (a count, for `.count` paths).
  private func number(in state: Value) -> Double? {
    guard let actual = try? state.lookup(path) else { return nil }
    guard counts else { return actual.number }
    switch actual {
    case .array(let elements): return Double(elements.count)
    case .keyed(let fields): return Double(fields.count)
    default: return nil
    }
  }
}

extension Value {
  /// The value as a number, when it is one.
  var number: Double? {
    switch self {
    case .int(let n): Double(n)
    case .double(let d): d
    default: nil
    }
  }
}
