extension Shared: Equatable where Value: Equatable {
  /// Equal when the values are: two states holding `@Shared` compare by what they share.
  ///
  /// While a TestStore compares two states (``SharedReading/comparing(old:new:)``), the left side
  /// is read from the older snapshot and the right side from the newer one, so that a shared
  /// value, a single reference in both states, can still differ between them.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch SharedReading.current {
    case .comparing(let old, let new):
      return lhs.location.read(in: old) == rhs.location.read(in: new)
    case .live, .snapshot:
      return lhs.wrappedValue == rhs.wrappedValue
    }
  }
}

extension Shared: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}

extension Shared: CustomStringConvertible {
  /// `Shared<Int>(value: 1)`, or the key: `Shared<Int>(.inMemory("count"))`.
  public var description: String { location.description }
}

/// `@Shared` and `@SharedReader` storage, as dumps print it (custom-dump's way: the field as
/// stored, `_count`, and the value after the identity of what it shares, `#1 0`).
package protocol SharedPropertyWrapper {
  /// The identity of the shared value: equal for every `Shared` made from the same one.
  var sharedIdentity: ObjectIdentifier { get }
  /// The value now (as the comparison in force reads it).
  var sharedValue: Any { get }
  /// The type of the value.
  var sharedValueType: Any.Type { get }
}

extension Shared: SharedPropertyWrapper {
  package var sharedIdentity: ObjectIdentifier { boxID }
  package var sharedValue: Any { wrappedValue }
  package var sharedValueType: Any.Type { Value.self }
}

extension SharedReader: SharedPropertyWrapper {
  package var sharedIdentity: ObjectIdentifier { shared.boxID }
  package var sharedValue: Any { wrappedValue }
  package var sharedValueType: Any.Type { Value.self }
}
