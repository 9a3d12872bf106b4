/// The initializers swift-identified-collections spells, beside ``IdentifiedArray/init(id:uniqueElements:)``.
extension IdentifiedArray {
  /// Creates an identified array from elements whose ids, read through `id`, are unique.
  ///
  /// ```swift
  /// let lessons = IdentifiedArray(uniqueElements: [intro, forEach], id: \Lesson.slug)
  /// ```
  ///
  /// Duplicate ids are a programmer error and stop the program.
  ///
  /// - Complexity: O(n).
  public init(uniqueElements elements: some Sequence<Element>, id: KeyPath<Element, ID> & Sendable) {
    self.init(id: id, uniqueElements: elements)
  }

  /// Creates an identified array from elements the caller promises have unique ids: no check in
  /// release builds (a debug build still stops on a duplicate, which would corrupt the array).
  ///
  /// ```swift
  /// let lessons = IdentifiedArray(uncheckedUniqueElements: slugsFromDisk, id: \Lesson.slug)
  /// ```
  ///
  /// - Complexity: O(n).
  @_disfavoredOverload
  public init(uncheckedUniqueElements elements: some Sequence<Element>, id: KeyPath<Element, ID> & Sendable) {
    self.init(id: id)
    _appendUnchecked(elements)
  }

  /// Creates an identified array from elements that may share ids, keeping for each id the
  /// element `combine` makes of the one kept so far and the next one, at the first one's position.
  ///
  /// ```swift
  /// IdentifiedArray([a1, b, a2], id: \.slug) { first, _ in first }  // [a1, b]
  /// ```
  ///
  /// - Complexity: O(n), plus the calls to `combine`.
  public init(
    _ elements: some Sequence<Element>, id: KeyPath<Element, ID> & Sendable,
    uniquingIDsWith combine: (Element, Element) throws -> Element
  ) rethrows {
    self.init(id: id)
    try _appendUniquing(elements, combine)
  }

  /// A copy of `elements` (what `IdentifiedArray(todos)` spells).
  ///
  /// ```swift
  /// let copy = IdentifiedArray(todos)
  /// ```
  ///
  /// - Complexity: O(1).
  public init(_ elements: Self) {
    self = elements
  }

  /// An identified array of a slice's elements, read with the same id as the array it came from.
  ///
  /// ```swift
  /// let firstTwo = IdentifiedArray(todos[..<2])
  /// ```
  ///
  /// - Complexity: O(k) for the k elements of the slice.
  public init(_ elements: Slice<Self>) {
    self.init(id: elements.base._idPath, readID: elements.base._readID)
    _appendUnchecked(elements)
  }

  /// How its elements' ids are read.
  ///
  /// ```swift
  /// lessons.id  // \Lesson.slug
  /// ```
  ///
  /// - Complexity: O(1).
  public var id: KeyPath<Element, ID> { _idPath }
}

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  /// Creates an identified array of `Identifiable` elements the caller promises have unique ids (a
  /// debug build still stops on a duplicate).
  ///
  /// ```swift
  /// let todos = IdentifiedArrayOf<Todo>(uncheckedUniqueElements: rowsFromDatabase)
  /// ```
  ///
  /// - Complexity: O(n).
  @_disfavoredOverload
  public init(uncheckedUniqueElements elements: some Sequence<Element>) {
    self.init()
    _appendUnchecked(elements)
  }

  /// Creates an identified array of `Identifiable` elements that may share ids, keeping for each
  /// id what `combine` makes of the element kept so far and the next one.
  ///
  /// ```swift
  /// IdentifiedArrayOf<Todo>([milk, eggs, oatMilk]) { _, latest in latest }
  /// ```
  ///
  /// - Complexity: O(n), plus the calls to `combine`.
  public init(
    _ elements: some Sequence<Element>, uniquingIDsWith combine: (Element, Element) throws -> Element
  ) rethrows {
    self.init()
    try _appendUniquing(elements, combine)
  }
}

extension IdentifiedArray {
  /// Appends elements whose ids are promised unique; checked only by `assert`.
  mutating func _appendUnchecked(_ elements: some Sequence<Element>) {
    let expected = elements.underestimatedCount
    _ids.reserveCapacity(expected)
    _elements.reserveCapacity(expected)
    _positions.reserveCapacity(expected)
    for element in elements {
      let elementID = _id(of: element)
      assert(
        _positions[elementID] == nil,
        "IdentifiedArray(uncheckedUniqueElements:): duplicate id \(elementID)")
      _appendNew(element, id: elementID, recording: false)
    }
  }

  /// Appends elements, combining each with the one already stored under its id.
  mutating func _appendUniquing(
    _ elements: some Sequence<Element>, _ combine: (Element, Element) throws -> Element
  ) rethrows {
    for element in elements {
      let elementID = _id(of: element)
      guard let index = _positions[elementID] else {
        _appendNew(element, id: elementID, recording: false)
        continue
      }
      let combined = try combine(_elements[index], element)
      _checkStable(combined, expected: elementID, at: "init(_:uniquingIDsWith:)")
      _elements[index] = combined
    }
  }
}
