import Foundation
import TutorSupport

/// Number literals: whole numbers and decimals, with the sign the learner typed.
extension ExpressionParser {
  static func integer(_ text: String, negative: Bool, column: Int) throws(InputError) -> Int {
    let typed = (negative ? "-" : "") + text
    var digits = text.replacingOccurrences(of: "_", with: "")
    var radix = 10
    for (prefix, base) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
      digits.removeFirst(2)
      radix = base
    }
    guard !digits.isEmpty, digits.allSatisfy({ ($0.hexDigitValue ?? radix) < radix }) else {
      throw InputError(.unexpectedToken(found: typed, expected: .value), column: column)
    }
    guard let number = Int((negative ? "-" : "") + digits, radix: radix) else {
      throw InputError(.numberOutOfRange(typed), column: column)
    }
    return number
  }

  static func decimal(_ text: String, negative: Bool, column: Int) throws(InputError) -> Double {
    let typed = (negative ? "-" : "") + text
    guard let number = Double(typed.replacingOccurrences(of: "_", with: "")) else {
      throw InputError(.unexpectedToken(found: typed, expected: .value), column: column)
    }
    guard number.isFinite else { throw InputError(.numberOutOfRange(typed), column: column) }
    return number
  }
}
