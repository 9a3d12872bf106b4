/// A binary min-heap: the smallest element is at hand, adding and taking it cost O(log n).
///
/// ``VirtualClock`` keeps its sleepers' wake-up order in one.
struct MinHeap<Element: Comparable> {
  private(set) var elements: [Element] = []

  init() {}

  /// A heap of `elements`, arranged in O(n).
  init(_ elements: [Element]) {
    self.elements = elements
    for index in stride(from: elements.count / 2 - 1, through: 0, by: -1) { siftDown(from: index) }
  }

  var count: Int { elements.count }
  var isEmpty: Bool { elements.isEmpty }

  /// The smallest element. - Complexity: O(1).
  var min: Element? { elements.first }

  /// - Complexity: O(log n).
  mutating func insert(_ element: Element) {
    elements.append(element)
    siftUp(from: elements.count - 1)
  }

  /// Removes and returns the smallest element. - Complexity: O(log n).
  @discardableResult
  mutating func removeMin() -> Element? {
    guard !elements.isEmpty else { return nil }
    elements.swapAt(0, elements.count - 1)
    let smallest = elements.removeLast()
    if !elements.isEmpty { siftDown(from: 0) }
    return smallest
  }

  private mutating func siftUp(from start: Int) {
    var child = start
    while child > 0 {
      let parent = (child - 1) / 2
      guard elements[child] < elements[parent] else { return }
      elements.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(from start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      guard left < elements.count else { return }
      var smallest = left
      let right = left + 1
      if right < elements.count && elements[right] < elements[left] { smallest = right }
      guard elements[smallest] < elements[parent] else { return }
      elements.swapAt(parent, smallest)
      parent = smallest
    }
  }
}
