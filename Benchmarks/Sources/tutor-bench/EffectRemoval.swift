import LessonFeatures
import ReducerKit

/// Scenario 2: removing one row that has k running timers, while m other rows have a timer
/// each. Removing must cancel the row's k timers, and cost the same whatever m is.
///
/// The store is the `foreach` lesson's (`RowList`) on virtual time. Each batch adds rows at the
/// end, starts k timers on each (untimed), then times removing them, last first, so the
/// collection's own removal is O(1) (`IdentifiedArray` removal is O(n − position)) and what is
/// left to grow with m is the lift and the effect runtime.
func effectRemoval(_ methodology: Methodology, _ report: Report) {
  report.section("2. Remove one element with k running effects while m others run (ns per removal)")
  let scenario = "2 removal with effects"
  for k in [1, 10] {
    var figures: [Int: Timing] = [:]
    for m in [10, 10_000] {
      let (timing, problems) = removal(methodology, k: k, m: m, othersRun: true)
      figures[m] = timing
      report.add(
        Record(
          scenario: scenario, name: "Store.send(.delegate(.deleteRequested))", parameters: ["k": k, "m": m],
          value: timing.median, unit: "ns/removal", spread: timing.spread,
          note: problems.isEmpty ? nil : "CHECK FAILED: " + problems[0]))
    }
    // For context: the same m rows, none of them running a timer. What grows with m here is the
    // collection; what grows only above is the effect runtime's and the clock's bookkeeping.
    let (idle, idleProblems) = removal(methodology, k: k, m: 10_000, othersRun: false)
    guard let small = figures[10], let large = figures[10_000] else { continue }
    report.add(
      Record(
        scenario: scenario, name: "the same, the m rows idle (no timers)", parameters: ["k": k, "m": 10_000],
        value: idle.median, unit: "ns/removal", spread: idle.spread, ratio: idle.median / small.median,
        ratioTo: "running m=10",
        note: idleProblems.isEmpty ? "context, not a target" : "CHECK FAILED: " + idleProblems[0]))
    let ratio = large.median / small.median
    // "Within noise": at most 1.5× (batch-to-batch noise on these shared machines reaches
    // ±25%; a cost linear in m is 100s of times larger at m = 10,000).
    report.add(
      Record(
        scenario: scenario, name: "removal cost, m=10,000 vs m=10", parameters: ["k": k, "m": 10_000],
        value: large.median, unit: "ns/removal", ratio: ratio, ratioTo: "same k at m=10",
        target: "≤ 1.5× (independent of m)", met: ratio <= 1.5))
  }
}

/// Times removing rows with k timers each from a list of m other rows, which run a timer each
/// when `othersRun`; returns the timing and any failed check.
func removal(_ methodology: Methodology, k: Int, m: Int, othersRun: Bool) -> (Timing, [String]) {
  let rowsPerBatch = 20
  let store = Store(
    initialState: RowList.State(rows: IdentifiedArray(uniqueElements: (0..<m).map { Row.State(id: $0) })),
    reducer: RowList(),
    dependencies: .test,
    prepare: { $0.nextID = .incrementing(from: m) })
  if othersRun { for id in 0..<m { store.send(.rows(.element(id: id, action: .onAppear))) } }
  let others = othersRun ? m : 0
  var problems: [String] = []
  let timing = methodology.sample { clock in
    var added: [Int] = []
    for _ in 0..<rowsPerBatch {
      store.send(.addRow)
      guard let id = store.state.rows.ids.last else { break }
      added.append(id)
      for _ in 0..<k { store.send(.rows(.element(id: id, action: .onAppear))) }
    }
    if store.runningEffects.count != others + k * rowsPerBatch {
      problems.append("expected \(others + k * rowsPerBatch) effects, found \(store.runningEffects.count)")
    }
    let elapsed = clock.measure {
      for id in added.reversed() {
        store.send(.rows(.element(id: id, action: .delegate(.deleteRequested))))
      }
    }
    if store.runningEffects.count != others {
      problems.append("after removal: expected \(others) effects, found \(store.runningEffects.count)")
    }
    return (elapsed, added.count)
  }
  return (timing, problems)
}
