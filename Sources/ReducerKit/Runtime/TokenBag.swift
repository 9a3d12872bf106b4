/// The live cancellation tokens of one id in one scope, in the order they were made.
///
/// Many effects can run under one id (a timer per line typed, none cancelled in flight): a
/// finishing effect's token is marked removed and the list compacted now and then, so removing
/// one is amortised O(1) rather than a search of all the others. Order is kept: cancelling an
/// id cancels its effects oldest first, so what they do next comes in a fixed order.
struct TokenBag: Sequence {
  private var tokens: [CancelToken] = []
  private var removed = 0

  var isEmpty: Bool { tokens.count == removed }

  mutating func append(_ token: CancelToken) { tokens.append(token) }

  /// - Complexity: amortised O(1).
  mutating func remove(_ token: CancelToken) {
    guard !token.isRemoved else { return }
    token.isRemoved = true
    removed += 1
    if removed == tokens.count {
      tokens.removeAll(keepingCapacity: true)
      removed = 0
    } else if removed > 16 && removed * 2 > tokens.count {
      tokens.removeAll { $0.isRemoved }
      removed = 0
    }
  }

  func makeIterator() -> LazyFilterSequence<[CancelToken]>.Iterator {
    tokens.lazy.filter { !$0.isRemoved }.makeIterator()
  }
}
