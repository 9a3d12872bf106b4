import Synchronization
import Testing

@testable import ReducerKit

/// A number that counts how often it is compared.
struct Compared: Comparable {
  static let comparisons = Mutex(0)
  let value: Int

  static func < (lhs: Compared, rhs: Compared) -> Bool {
    comparisons.withLock { $0 += 1 }
    return lhs.value < rhs.value
  }

  static func == (lhs: Compared, rhs: Compared) -> Bool { lhs.value == rhs.value }
}

/// The heap ``VirtualClock`` orders its sleepers' wake-ups with: cancelling a sleeper among many
/// no longer searches the list of sleepers (it is a dictionary removal); waking the earliest costs
/// O(log n) comparisons instead of three passes over every sleeper.
@Suite("MinHeap")
struct MinHeapTests {
  func comparisons(_ body: () -> Void) -> Int {
    let before = Compared.comparisons.withLock { $0 }
    body()
    return Compared.comparisons.withLock { $0 } - before
  }

  @Test("Takes elements out smallest first, ties in any order")
  func order() {
    var generator = SplitMix(seed: 3)
    let values = (0..<500).map { _ in Int.random(in: 0..<100, using: &generator) }
    var heap = MinHeap<Int>()
    for value in values { heap.insert(value) }
    var out: [Int] = []
    while let next = heap.removeMin() { out.append(next) }
    #expect(out == values.sorted())
    #expect(MinHeap(values).elements.count == 500)
    var built = MinHeap(values)
    var outBuilt: [Int] = []
    while let next = built.removeMin() { outBuilt.append(next) }
    #expect(outBuilt == values.sorted())
  }

  @Test("Among 10,000 elements, adding one or taking the smallest costs at most 2 log₂ n comparisons")
  func logarithmicWork() {
    var generator = SplitMix(seed: 5)
    var heap = MinHeap(
      (0..<10_000).map { _ in Compared(value: Int.random(in: 0..<1_000_000, using: &generator)) })
    let insert = comparisons { heap.insert(Compared(value: -1)) }
    let remove = comparisons { #expect(heap.removeMin()?.value == -1) }
    // log₂ 10,001 ≈ 13.3. Before, the clock scanned every sleeper for the earliest deadline,
    // filtered them for the due ones and removed those: 3 × 10,000 deadline comparisons.
    #expect(insert <= 14)
    #expect(remove <= 28)
  }
}

@Suite("VirtualClock: many sleepers")
struct VirtualClockManySleepersTests {
  @Test("Cancelling most of 300 sleepers in a scattered order: the rest wake by deadline, then sleep order")
  func cancelManyKeepsOrder() {
    var effects: [String: Effect<String>] = [:]
    for index in 0..<300 {
      // Deadlines 1…5 s, shared by many sleepers.
      effects["sleep \(index)"] = Effect.after(.seconds(1 + (index / 10) % 5), send: "woke \(index)")
        .cancellable(id: index)
      effects["cancel \(index)"] = .cancel(id: index)
    }
    let store = Store(initialState: [], reducer: Script(effects), dependencies: .test)
    let clock = store.dependencies.clock as? VirtualClock
    for index in 0..<300 { store.send("sleep \(index)") }
    // 240 cancelled, scattered: enough to make the clock rebuild its heap on the way.
    let cancelled = (0..<300).filter { ($0 * 7) % 5 != 0 }
    for index in cancelled.reversed() { store.send("cancel \(index)") }
    #expect(clock?.sleeperCount == 60)
    #expect(clock?.nextDeadline?.offset == .seconds(1))
    store.advance(by: .seconds(10))
    let kept = Set(0..<300).subtracting(cancelled)
    let expected = kept.sorted { ($0 / 10 % 5, $0) < ($1 / 10 % 5, $1) }.map { "woke \($0)" }
    #expect(store.state.names.filter { $0.hasPrefix("woke") } == expected)
    #expect(clock?.sleeperCount == 0)
    #expect(clock?.nextDeadline == nil)
  }
}
