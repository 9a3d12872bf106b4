/// A collection whose elements a lift can reach one at a time by an address: an
/// `IdentifiedArray` by id, a `Dictionary` by key, an `Array` by position.
public protocol AddressableCollection {
  associatedtype Address: Hashable
  associatedtype ElementState

  /// Every address, in the collection's order (dictionaries: sorted by how the key prints, so
  /// that broadcasting is deterministic).
  var addresses: [Address] { get }

  /// Whether an element is at `address`.
  func contains(address: Address) -> Bool

  /// The element at `address`, if any.
  /// - Complexity: O(1) for identified arrays, dictionaries and arrays.
  func element(at address: Address) -> ElementState?

  /// Changes the element at `address` in place; returns nil without calling `body` when there
  /// is none.
  /// - Complexity: O(1) for identified arrays, dictionaries and arrays.
  mutating func modifyElement<R>(at address: Address, _ body: (inout ElementState) -> R) -> R?

  /// How an address reads after the collection's name: `[id: 2]`, `["a"]`, `[1]`.
  static func describe(_ address: Address) -> String

  /// Whether two collections surely hold the same addresses, answered cheaply when it can be
  /// (false means "maybe not").
  static func sameAddresses(_ lhs: Self, _ rhs: Self) -> Bool
}

extension IdentifiedArray: AddressableCollection {
  public var addresses: [ID] { ids }

  public func contains(address: ID) -> Bool { contains(id: address) }

  public func element(at address: ID) -> Element? { self[id: address] }

  public mutating func modifyElement<R>(at address: ID, _ body: (inout Element) -> R) -> R? {
    guard contains(id: address) else { return nil }
    // `subscript(id:)` modifies in place without copying the storage.
    return body(&self[id: address]!)
  }

  public static func describe(_ address: ID) -> String { "[id: \(literal(address))]" }

  /// - Complexity: O(1) when neither side changed its ids (shared storage), else O(n).
  public static func sameAddresses(_ lhs: Self, _ rhs: Self) -> Bool { lhs.ids == rhs.ids }
}

extension Dictionary: AddressableCollection {
  public var addresses: [Key] { keys.sorted { literal($0) < literal($1) } }

  public func contains(address: Key) -> Bool { self[address] != nil }

  public func element(at address: Key) -> Value? { self[address] }

  public mutating func modifyElement<R>(at address: Key, _ body: (inout Value) -> R) -> R? {
    guard self[address] != nil else { return nil }
    return body(&self[address]!)
  }

  public static func describe(_ address: Key) -> String { "[\(literal(address))]" }

  public static func sameAddresses(_ lhs: Self, _ rhs: Self) -> Bool {
    lhs.count == rhs.count && lhs.keys.allSatisfy { rhs[$0] != nil }
  }
}

extension Array: AddressableCollection {
  public var addresses: [Int] { Array<Int>(indices) }

  public func contains(address: Int) -> Bool { indices.contains(address) }

  public func element(at address: Int) -> Element? { indices.contains(address) ? self[address] : nil }

  public mutating func modifyElement<R>(at address: Int, _ body: (inout Element) -> R) -> R? {
    guard indices.contains(address) else { return nil }
    return body(&self[address])
  }

  public static func describe(_ address: Int) -> String { "[\(address)]" }

  public static func sameAddresses(_ lhs: Self, _ rhs: Self) -> Bool { lhs.count == rhs.count }
}

/// A value as a Swift literal would read: strings quoted, everything else described.
func literal(_ value: Any) -> String {
  if let string = value as? String { return "\"\(string)\"" }
  return String(describing: value)
}
