import LessonFeatures
import ReducerKit
import ReducerKitTesting
import Synchronization

/// Counts the failures a TestStore reports, so a benchmark can check its assertions held.
final class FailureCounter: Sendable {
  private let count = Mutex(0)
  var failures: Int { count.withLock { $0 } }
  var reporter: FailureReporter { FailureReporter { [self] _ in count.withLock { $0 += 1 } } }
}

/// Scenario 3: one step through an exhaustive TestStore (send, then check the state against
/// the assertion) next to the same action through a plain Store.
func testStoreOverhead(_ methodology: Methodology, _ report: Report) {
  report.section("3. TestStore step vs plain Store step (ns per step)")
  let scenario = "3 TestStore overhead"
  let failures = FailureCounter()

  // The `pullback` lesson: two counters and a logger; `.left(.inc)` changes two fields.
  let reducer = Counters.App()
  let rawReduce = methodology.measure(setup: { Counters.State() }) { state, iterations in
    for _ in 0..<iterations { blackHole(reducer.reduce(into: &state, action: .left(.inc))) }
  }
  let plain = methodology.measure(
    setup: { Store(initialState: Counters.State(), reducer: Counters.App(), dependencies: .test) }
  ) { store, iterations in
    for _ in 0..<iterations { store.send(.left(.inc)) }
  }
  let tested = methodology.measure(
    setup: { TestStore(initialState: Counters.State(), reducer: Counters.App(), reporter: failures.reporter) }
  ) { store, iterations in
    for _ in 0..<iterations {
      store.send(.left(.inc)) {
        $0.left += 1
        $0.seen += 1
      }
    }
    store.finish()
  }
  report.add(
    Record(
      scenario: scenario, name: "Counters.App.reduce (.left(.inc))", value: rawReduce.median, unit: "ns/step",
      spread: rawReduce.spread))
  report.add(
    Record(
      scenario: scenario, name: "Store.send(.left(.inc))", value: plain.median, unit: "ns/step",
      spread: plain.spread))
  let ratio = tested.median / plain.median
  report.add(
    Record(
      scenario: scenario, name: "TestStore.send(.left(.inc)) { … }", value: tested.median, unit: "ns/step",
      spread: tested.spread, ratio: ratio, ratioTo: "Store.send", target: "≤ 3×", met: ratio <= 3,
      note: failures.failures == 0 ? nil : "CHECK FAILED: \(failures.failures) assertion failures"))

  // For context: a row tick in a list of 1,000 rows, where an exhaustive check compares the
  // whole list (O(n) by design: the state before and after are different values).
  let n = 1_000
  let rows = IdentifiedArrayOf<Row.State>(uniqueElements: (0..<n).map { Row.State(id: $0) })
  let picks = randomIndices(below: n)
  let mask = picks.count - 1
  let rowPlain = methodology.measure(
    setup: { Store(initialState: RowList.State(rows: rows), reducer: RowList(), dependencies: .test) }
  ) { store, iterations in
    for i in 0..<iterations { store.send(.rows(.element(id: picks[i & mask], action: .tick))) }
  }
  let rowFailuresBefore = failures.failures
  let rowTested = methodology.measure(
    setup: {
      TestStore(initialState: RowList.State(rows: rows), reducer: RowList(), reporter: failures.reporter)
    }
  ) { store, iterations in
    for i in 0..<iterations {
      let id = picks[i & mask]
      store.send(.rows(.element(id: id, action: .tick))) { $0.rows[id: id]?.seconds += 1 }
    }
    store.finish()
  }
  report.add(
    Record(
      scenario: scenario, name: "Store.send(.rows(.element(id:, .tick)))", parameters: ["n": n],
      value: rowPlain.median, unit: "ns/step", spread: rowPlain.spread))
  report.add(
    Record(
      scenario: scenario, name: "TestStore.send(.rows(…)) { … }", parameters: ["n": n],
      value: rowTested.median,
      unit: "ns/step", spread: rowTested.spread, ratio: rowTested.median / rowPlain.median,
      ratioTo: "Store.send",
      note: failures.failures == rowFailuresBefore ? "context, not a target" : "CHECK FAILED"))
}
