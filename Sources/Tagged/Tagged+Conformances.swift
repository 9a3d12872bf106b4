// What a tagged value is when its raw value is: each conformance forwards to the raw value.

extension Tagged: Equatable where RawValue: Equatable {}

extension Tagged: Hashable where RawValue: Hashable {}

extension Tagged: Comparable where RawValue: Comparable {
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension Tagged: CustomStringConvertible {
  /// The raw value's description: a tagged id prints as its raw value does.
  public var description: String { String(describing: rawValue) }
}

extension Tagged: LosslessStringConvertible where RawValue: LosslessStringConvertible {
  /// The tagged raw value parsed from `description`, or nil when the raw value cannot be.
  public init?(_ description: String) {
    guard let rawValue = RawValue(description) else { return nil }
    self.init(rawValue: rawValue)
  }
}

extension Tagged: Identifiable where RawValue: Identifiable {
  public var id: RawValue.ID { rawValue.id }
}

extension Tagged: Error where RawValue: Error {}

extension Tagged: AdditiveArithmetic where RawValue: AdditiveArithmetic {
  public static var zero: Self { Self(rawValue: .zero) }
  public static func + (lhs: Self, rhs: Self) -> Self { Self(rawValue: lhs.rawValue + rhs.rawValue) }
  public static func - (lhs: Self, rhs: Self) -> Self { Self(rawValue: lhs.rawValue - rhs.rawValue) }
}
