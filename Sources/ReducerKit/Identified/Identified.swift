/// A value with an id beside it, as swift-identified-collections' `Identified` (which TCA
/// re-exports): a selection that may not be loaded yet, say, `Identified<Row.ID, Counter.State?>`.
/// Its value's members read through it (`selection.count` is `selection.value.count`).
///
///     state.selection = Identified(nil, id: row.id)      // selected, still loading
///     state.selection?.value = Counter.State(count: 3)   // loaded
@dynamicMemberLookup
public struct Identified<ID: Hashable, Value>: Identifiable {
  public let id: ID
  public var value: Value

  /// `value` with the id `id`.
  public init(_ value: Value, id: ID) {
    self.id = id
    self.value = value
  }

  /// `value` with the id found at `id` in it.
  public init(_ value: Value, id: KeyPath<Value, ID>) {
    self.init(value, id: value[keyPath: id])
  }

  /// A member of the value: `identified.count`.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Member {
    get { value[keyPath: keyPath] }
    set { value[keyPath: keyPath] = newValue }
  }

  /// A member of the value that can only be read.
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> Member {
    value[keyPath: keyPath]
  }
}

// Equal, hashable, sendable, encodable and decodable where its id and value are (in this file:
// the compiler synthesizes them only here). Equal means the same id and the same value, as in
// swift-identified-collections.
extension Identified: Equatable where Value: Equatable {}
extension Identified: Hashable where Value: Hashable {}
extension Identified: Sendable where ID: Sendable, Value: Sendable {}
extension Identified: Encodable where ID: Encodable, Value: Encodable {}
extension Identified: Decodable where ID: Decodable, Value: Decodable {}
