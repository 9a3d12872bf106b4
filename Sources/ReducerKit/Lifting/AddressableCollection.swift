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

  /// What a lift keeps of the collection while its parent runs, to find out afterwards which
  /// elements the parent removed. By default the collection itself; a lighter snapshot keeps the
  /// parent's changes from copying the whole collection (`IdentifiedArray`: its ids and version;
  /// `Array`: its count).
  associatedtype AddressSnapshot = Self

  /// A snapshot of the addresses, to give to ``addressesRemoved(since:)`` later.
  /// - Complexity: should be O(1): a lift takes one on every action.
  var addressSnapshot: AddressSnapshot { get }

  /// The addresses in `snapshot` that this collection no longer has, in the snapshot's order.
  /// - Complexity: O(removed) for identified arrays changed in place and for arrays; otherwise
  ///   O(n), or O(1) when ``sameAddresses(_:_:)`` can tell nothing changed.
  func addressesRemoved(since snapshot: AddressSnapshot) -> [Address]
}

extension AddressableCollection where AddressSnapshot == Self {
  /// The collection itself.
  public var addressSnapshot: Self { self }

  /// Every address of `before` that is not in this collection.
  public func addressesRemoved(since before: Self) -> [Address] {
    guard !Self.sameAddresses(before, self) else { return [] }
    return before.addresses.filter { !contains(address: $0) }
  }
}

extension IdentifiedArray: AddressableCollection {
  public var addresses: [ID] { ids }

  @inlinable
  public func contains(address: ID) -> Bool { contains(id: address) }

  @inlinable
  public func element(at address: ID) -> Element? { self[id: address] }

  @inlinable
  public mutating func modifyElement<R>(at address: ID, _ body: (inout Element) -> R) -> R? {
    guard let index = _positions[address] else { return nil }
    // In place, without copying the storage; the element must keep its id (read with the
    // fields taken first, so that the check does not copy the array).
    let (readID, idOffset, idPath) = (_readID, _idOffset, _idPath)
    let result = body(&_elements[index])
    let actual = Self._id(of: _elements[index], readID: readID, idOffset: idOffset, idPath: idPath)
    if actual != address {
      _checkStable(_elements[index], expected: address, at: "subscript(id: \(address))")
    }
    return result
  }

  public static func describe(_ address: ID) -> String { "[id: \(literal(address))]" }

  /// - Complexity: O(1) when neither side changed its ids (shared storage), else O(n).
  public static func sameAddresses(_ lhs: Self, _ rhs: Self) -> Bool { lhs.ids == rhs.ids }

  /// Which ids an identified array had, and when: see ``addressesRemoved(since:)``.
  public struct AddressSnapshot {
    @usableFromInline let lineage: UInt64
    @usableFromInline let version: Int
    /// For when the array no longer remembers the changes since then: held, not copied.
    @usableFromInline let ids: [ID]

    @usableFromInline
    init(lineage: UInt64, version: Int, ids: [ID]) {
      self.lineage = lineage
      self.version = version
      self.ids = ids
    }
  }

  /// - Complexity: O(1).
  @inlinable
  public var addressSnapshot: AddressSnapshot {
    AddressSnapshot(lineage: _lineage, version: _version, ids: _ids)
  }

  /// - Complexity: O(1) when no id came or went since the snapshot; O(removed) when this array was
  ///   changed in place by at most 32 insertions and removals since; otherwise (another array was
  ///   assigned, the elements were reordered, or many ids changed) O(n).
  @inlinable
  public func addressesRemoved(since snapshot: AddressSnapshot) -> [ID] {
    // The usual case, inlined: nothing came or went.
    if snapshot.lineage == _lineage && snapshot.version == _version { return [] }
    return _addressesRemoved(since: snapshot)
  }

  @usableFromInline
  func _addressesRemoved(since snapshot: AddressSnapshot) -> [ID] {
    if snapshot.lineage == _lineage, let removed = _removedIDs(since: snapshot.version) { return removed }
    guard snapshot.ids != _ids else { return [] }
    return snapshot.ids.filter { _positions[$0] == nil }
  }
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

  /// An array's addresses are its positions, so its count is enough.
  public var addressSnapshot: Int { count }

  /// The positions past the end.
  /// - Complexity: O(removed).
  public func addressesRemoved(since count: Int) -> [Int] { [Int](self.count..<Swift.max(count, self.count)) }
}

/// A value as a Swift literal would read: strings quoted, everything else described.
func literal(_ value: Any) -> String {
  if let string = value as? String { return "\"\(string)\"" }
  return String(describing: value)
}
