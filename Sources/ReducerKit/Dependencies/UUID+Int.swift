import Foundation

extension UUID {
  /// A UUID made from a whole number, as swift-dependencies' (which TCA re-exports): the number
  /// in hexadecimal in the last twelve digits, `UUID(0)` being
  /// `00000000-0000-0000-0000-000000000000` and `UUID(1)` `…-000000000001`, the ids
  /// ``UUIDGenerator/incrementing`` hands out, in order.
  ///
  ///     $0.todos[id: UUID(0)]?.isComplete = true
  ///
  /// Only the low 48 bits are kept, so every whole number makes a UUID (a negative one, its
  /// two's complement).
  public init(_ intValue: Int) {
    let digits = String(UInt64(truncatingIfNeeded: intValue) & 0xFFFF_FFFF_FFFF, radix: 16, uppercase: true)
    let tail = String(repeating: "0", count: 12 - digits.count) + digits
    // Always 32 hexadecimal digits in the 8-4-4-4-12 layout: the fallback is never taken.
    self = UUID(uuidString: "00000000-0000-0000-0000-\(tail)") ?? UUID()
  }
}
