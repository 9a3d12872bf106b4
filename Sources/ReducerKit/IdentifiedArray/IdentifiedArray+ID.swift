/// Reading elements' ids, which every insertion and every in-place update does.
extension IdentifiedArray {
  /// The id of `element`, as `_idPath` reads it.
  ///
  /// - Complexity: O(1).
  @inlinable
  func _id(of element: Element) -> ID {
    Self._id(of: element, readID: _readID, idOffset: _idOffset, idPath: _idPath)
  }

  /// The id of `element` read the way the given fields say (a static function, so that a
  /// caller holding the array `inout` can read an id without lending the whole array).
  @inlinable
  static func _id(
    of element: Element, readID: _IDReader<Element, ID>?, idOffset: Int, idPath: KeyPath<Element, ID>
  ) -> ID {
    if let readID { return readID.read(element) }
    guard idOffset >= 0 else { return element[keyPath: idPath] }
    return withUnsafePointer(to: element) { pointer in
      UnsafeRawPointer(pointer).advanced(by: idOffset).assumingMemoryBound(to: ID.self).pointee
    }
  }

  /// Stops the program if `element`'s own id is not `expected`.
  ///
  /// - Complexity: O(1).
  @inlinable
  func _checkStable(_ element: Element, expected: ID, at site: @autoclosure () -> String) {
    let actual = _id(of: element)
    guard actual != expected else { return }
    preconditionFailure(
      "IdentifiedArray.\(site()): element has id \(actual) but is stored under id \(expected); "
        + "an element's id must not change"
    )
  }

  /// Appends elements to a new array; a duplicate id stops the program.
  @usableFromInline
  mutating func _appendUnique(_ elements: some Sequence<Element>) {
    let expected = elements.underestimatedCount
    _ids.reserveCapacity(expected)
    _elements.reserveCapacity(expected)
    _positions.reserveCapacity(expected)
    for element in elements {
      let elementID = _id(of: element)
      if let index = _positions[elementID] {
        preconditionFailure(
          "IdentifiedArray(uniqueElements:): duplicate id \(elementID) (already at index \(index))")
      }
      // A new lineage has no snapshot to answer to: its first elements are not recorded as changes.
      _appendNew(element, id: elementID, recording: false)
    }
  }
}

/// Reads an `Identifiable` element's `id` (a closure made where the conformance is known).
///
/// `@unchecked Sendable`: the closure captures only the element and id types, and reads its
/// argument; nothing it holds can change.
@usableFromInline
struct _IDReader<Element, ID>: @unchecked Sendable {
  @usableFromInline let read: (Element) -> ID

  @usableFromInline
  init(_ read: @escaping (Element) -> ID) { self.read = read }
}
