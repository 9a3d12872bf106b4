/// An ordered collection of elements with unique ids, addressable by id in O(1).
///
/// Order is that of insertion (like `Array`); each element's id is read through a key path and must be
/// unique and stable: an element stored under an id keeps that id for as long as it is stored.
///
/// ```swift
/// struct Todo: Identifiable { let id: Int; var title: String }
/// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk")]
/// todos[id: 1]?.title = "Oat milk"
/// todos.append(Todo(id: 2, title: "Eggs"))
/// todos.ids  // [1, 2]
/// ```
///
/// Storage is three parallel structures: the ids in order, the elements in order, and a table from id to
/// position. Reads and in-place updates by id are O(1); removals and insertions that shift positions
/// are O(n). The last few insertions and removals are also remembered, so that a lift can tell which
/// elements a reducer removed without comparing every id (`addressesRemoved(since:)`).
public struct IdentifiedArray<ID: Hashable, Element> {
  /// Reads an element's id.
  @usableFromInline let _idPath: KeyPath<Element, ID> & Sendable
  /// Where the id sits in an element when `_idPath` is a stored property (read through a pointer,
  /// not the key path's runtime projection: this check runs on every in-place update); -1 when
  /// it is not.
  @usableFromInline let _idOffset: Int
  /// Reads an element's id without the key path, for `Identifiable` elements (whose `\.id` is
  /// the protocol's requirement, which a key path reaches only through the runtime); `nil` for
  /// arrays made with a key path of their own.
  @usableFromInline let _readID: _IDReader<Element, ID>?
  /// The ids, in order. Kept as a plain array so that unchanged ids compare by buffer identity.
  @usableFromInline var _ids: [ID]
  /// The elements, in order; `_elements[i]` has id `_ids[i]`.
  @usableFromInline var _elements: [Element]
  /// The position of each id in `_ids` and `_elements`.
  @usableFromInline var _positions: [ID: Int]
  /// Which history this value belongs to: new for every array an initializer makes, kept by copies
  /// and by every change. Versions (below) are comparable only within one lineage.
  @usableFromInline var _lineage: UInt64
  /// The latest insertions and removals, oldest first, so that a lift can ask which ids went away
  /// since a snapshot in O(changes) instead of comparing every id (`addressesRemoved(since:)`).
  /// At most ``_changeLimit`` are kept; a reordering drops them all.
  @usableFromInline var _changes: [_Change]
  /// The version before `_changes[0]`: the current version is `_changesStart + _changes.count`.
  @usableFromInline var _changesStart: Int

  /// Creates an identified array from a sequence of elements whose ids, read through `id`, are unique.
  ///
  /// ```swift
  /// let lessons = IdentifiedArray(id: \Lesson.slug, uniqueElements: [intro, forEach])
  /// ```
  ///
  /// Duplicate ids are a programmer error and stop the program.
  ///
  /// - Complexity: O(n), where n is the number of elements.
  public init(id: KeyPath<Element, ID> & Sendable, uniqueElements elements: some Sequence<Element>) {
    self.init(id: id)
    _appendUnique(elements)
  }

  /// Creates an empty identified array whose elements' ids are read through `id`.
  ///
  /// ```swift
  /// var lessons = IdentifiedArray(id: \Lesson.slug)
  /// ```
  ///
  /// - Complexity: O(1).
  public init(id: KeyPath<Element, ID> & Sendable) {
    self.init(id: id, readID: nil)
  }

  /// An empty array whose ids are read through `id`, or `readID` when given (which must read the
  /// same id).
  @usableFromInline
  init(id: KeyPath<Element, ID> & Sendable, readID: _IDReader<Element, ID>?) {
    _idPath = id
    _idOffset = readID == nil ? MemoryLayout<Element>.offset(of: id) ?? -1 : -1
    _readID = readID
    _ids = []
    _elements = []
    _positions = [:]
    _lineage = _newLineage()
    _changes = []
    _changesStart = 0
  }

  /// The ids of the elements, in order.
  ///
  /// ```swift
  /// todos.ids  // [1, 2]
  /// ```
  ///
  /// The array is stored, not computed, so `before.ids == after.ids` is a buffer-identity check when no
  /// element was added, removed or moved in between.
  ///
  /// - Complexity: O(1).
  public var ids: [ID] { _ids }

  /// The elements, in order, as a plain array.
  ///
  /// ```swift
  /// todos.elements.map(\.title)  // ["Milk", "Eggs"]
  /// ```
  ///
  /// - Complexity: O(1).
  public var elements: [Element] { _elements }

  /// Whether an element with the given id is present.
  ///
  /// ```swift
  /// todos.contains(id: 1)  // true
  /// ```
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func contains(id: ID) -> Bool {
    _positions[id] != nil
  }

  /// The position of the element with the given id, or `nil` if there is none.
  ///
  /// ```swift
  /// todos.index(id: 2)  // 1
  /// ```
  ///
  /// - Complexity: O(1) on average.
  public func index(id: ID) -> Int? {
    _positions[id]
  }

  /// Reads, replaces, inserts or removes the element with the given id.
  ///
  /// ```swift
  /// todos[id: 1]?.title = "Oat milk"       // update in place
  /// todos[id: 3] = Todo(id: 3, title: "")  // absent id: appends
  /// todos[id: 2] = nil                     // removes
  /// ```
  ///
  /// Assigning an element whose own id differs from `id` is a programmer error and stops the program.
  ///
  /// - Complexity: O(1) on average to read, update or append; O(n) to remove.
  @inlinable
  public subscript(id id: ID) -> Element? {
    get {
      guard let index = _positions[id] else { return nil }
      return _elements[index]
    }
    set {
      if let index = _positions[id] {
        if let newValue {
          _checkStable(newValue, expected: id, at: "subscript(id: \(id))")
          _elements[index] = newValue
        } else {
          _remove(at: index)
        }
      } else if let newValue {
        _checkStable(newValue, expected: id, at: "subscript(id: \(id))")
        _appendNew(newValue, id: id)
      }
    }
    _modify {
      guard let index = _positions[id] else {
        var value: Element? = nil
        defer {
          if let value {
            _checkStable(value, expected: id, at: "subscript(id: \(id))")
            _appendNew(value, id: id)
          }
        }
        yield &value
        return
      }
      // Move the element out (swap it to the end, pop it) so the caller mutates the only copy, then put
      // it back. Nothing is copied, so nested copy-on-write storage stays uniquely referenced.
      let last = _elements.count - 1
      _elements.swapAt(index, last)
      var value: Element? = _elements.removeLast()
      defer {
        if let value {
          _elements.append(value)
          _elements.swapAt(index, last)
          _checkStable(value, expected: id, at: "subscript(id: \(id))")
        } else {
          if index != last {
            // The former last element sits at `index`; move it back to the end so the rest keep order.
            let moved = _elements.remove(at: index)
            _elements.append(moved)
          }
          _forgetID(at: index)
        }
      }
      yield &value
    }
  }

}

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  /// Creates an identified array of `Identifiable` elements, whose ids must be unique.
  ///
  /// ```swift
  /// let todos = IdentifiedArrayOf<Todo>(uniqueElements: [milk, eggs])
  /// ```
  ///
  /// Duplicate ids are a programmer error and stop the program.
  ///
  /// - Complexity: O(n), where n is the number of elements.
  public init(uniqueElements elements: some Sequence<Element>) {
    self.init()
    _appendUnique(elements)
  }

  /// Creates an empty identified array of `Identifiable` elements.
  ///
  /// ```swift
  /// var todos = IdentifiedArrayOf<Todo>()
  /// ```
  ///
  /// - Complexity: O(1).
  public init() {
    self.init(id: \.id, readID: _IDReader { $0.id })
  }
}

extension IdentifiedArray {
  /// An id that came or went, at its position at that moment.
  @usableFromInline
  struct _Change {
    let id: ID
    let position: Int
    let isRemoval: Bool
  }
}

// Sendable is declared here, not in its own file: the compiler checks a conditional `Sendable`
// conformance only in the file that declares the type (elsewhere it must be `@unchecked`).
extension IdentifiedArray: Sendable where ID: Sendable, Element: Sendable {}
extension IdentifiedArray._Change: Sendable where ID: Sendable {}

// MARK: - Internals

extension IdentifiedArray {
  /// Appends an element whose id is known to be absent and returns its position.
  ///
  /// - Complexity: O(1) amortised on average.
  @discardableResult
  @usableFromInline
  mutating func _appendNew(_ element: Element, id: ID, recording: Bool = true) -> Int {
    let index = _elements.count
    _elements.append(element)
    _ids.append(id)
    _positions[id] = index
    if recording { _record(_Change(id: id, position: index, isRemoval: false)) }
    return index
  }

  /// Removes and returns the element at a valid position.
  ///
  /// - Complexity: O(n).
  @discardableResult
  @usableFromInline
  mutating func _remove(at index: Int) -> Element {
    let element = _elements.remove(at: index)
    _forgetID(at: index)
    return element
  }

  /// Removes the id at a valid position (its element already removed) and shifts later positions.
  ///
  /// - Complexity: O(n).
  @usableFromInline
  mutating func _forgetID(at index: Int) {
    let id = _ids.remove(at: index)
    _positions[id] = nil
    _reindex(from: index)
    _record(_Change(id: id, position: index, isRemoval: true))
  }

  /// Rewrites the position table for every id from `start` on.
  ///
  /// - Complexity: O(n - start).
  mutating func _reindex(from start: Int) {
    for index in start..<_ids.count {
      _positions[_ids[index]] = index
    }
  }
}
