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

/// `@Shared` and `@SharedReader` storage: dumps name the field as the property (`count`, not
/// `_count`).
package protocol SharedPropertyWrapper {}
extension Shared: SharedPropertyWrapper {}
extension SharedReader: SharedPropertyWrapper {}
