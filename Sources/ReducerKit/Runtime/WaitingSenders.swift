/// The effects waiting in `await send(action)` for their action to settle, and the order in
/// which the store lets them go on.
///
/// Oldest first — effects woken at the same moment (timers with one deadline) go on in the order
/// they sent, so they sleep, and wake next time, in that order too — except that a sender never
/// goes on before the senders its own action set off: `await send(a)` returns only after `a` and
/// everything it started have settled. A waiter's *parent* is the waiter whose action started the
/// sending effect, while that waiter still waits.
struct WaitingSenders {
  private struct Waiter {
    let parent: Int?
    let continuation: CheckedContinuation<Void, Never>
    /// How many waiting senders have this one as an ancestor.
    var waitingDescendants = 0
  }

  /// Waiter ids, oldest first; ids already let go are skipped.
  private var order: [Int] = []
  private var head = 0
  private var waiters: [Int: Waiter] = [:]
  private var nextID = 0

  var isEmpty: Bool { waiters.isEmpty }

  /// Adds a waiting sender; returns its id, the parent of whatever its action starts.
  mutating func add(_ continuation: CheckedContinuation<Void, Never>, parent: Int?) -> Int {
    let id = nextID
    nextID += 1
    let parent = parent.flatMap { waiters[$0] == nil ? nil : $0 }
    waiters[id] = Waiter(parent: parent, continuation: continuation)
    order.append(id)
    adjustAncestors(of: parent, by: 1)
    return id
  }

  /// The oldest waiting sender none of whose descendants still waits. - Complexity: O(1) in
  /// the usual case (the oldest one qualifies); O(waiting) at worst.
  mutating func takeNext() -> CheckedContinuation<Void, Never>? {
    if waiters.isEmpty { return nil }
    while head < order.count, waiters[order[head]] == nil { head += 1 }
    var index = head
    while index < order.count {
      let id = order[index]
      if let waiter = waiters[id], waiter.waitingDescendants == 0 {
        waiters[id] = nil
        adjustAncestors(of: waiter.parent, by: -1)
        if index == head { head += 1 }
        if head == order.count {
          order.removeAll(keepingCapacity: true)
          head = 0
        }
        return waiter.continuation
      }
      index += 1
    }
    return nil
  }

  private mutating func adjustAncestors(of parent: Int?, by delta: Int) {
    var ancestor = parent
    while let id = ancestor, var waiter = waiters[id] {
      waiter.waitingDescendants += delta
      waiters[id] = waiter
      ancestor = waiter.parent
    }
  }
}
