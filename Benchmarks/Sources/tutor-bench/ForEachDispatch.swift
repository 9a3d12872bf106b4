import LessonFeatures
import ReducerKit

/// The `foreach` lesson's list with its case path written out, instead of found by reflection
/// as `RowList` does: shows what the reflection costs.
struct ExplicitRowList: Reducer {
  typealias State = RowList.State
  typealias Action = RowList.Action

  static let rows = CasePath<Action, IdentifiedAction<Int, Row.Action>>(
    embed: Action.rows,
    extract: { action in
      if case .rows(let rowAction) = action { rowAction } else { nil }
    })

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      if case .rows(.element(let id, .delegate(.deleteRequested))) = action { state.rows.remove(id: id) }
      return .none
    }
    .forEach(\.rows, action: Self.rows) { Row() }
  }
}

/// The same list lifted as TCA writes it, `.forEach(\.rows, action: \.rows)`: its case key path
/// is resolved while `body` is rebuilt for every action (issue 21).
struct KeyPathRowList: Reducer {
  typealias State = RowList.State
  typealias Action = RowList.Action

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .rows(.element(let id, .delegate(.deleteRequested))) = action { state.rows.remove(id: id) }
      return .none
    }
    .forEach(\.rows, action: \.rows) { Row() }
  }
}

/// The same with the case key path made once (`static let`) instead of written in `body`: what
/// the library's own resolution costs, without the runtime instantiating the literal each time.
struct StaticKeyPathRowList: Reducer {
  typealias State = RowList.State
  typealias Action = RowList.Action
  nonisolated(unsafe) static let rows: CaseKeyPath<Action, IdentifiedAction<Int, Row.Action>> = \.rows

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .rows(.element(let id, .delegate(.deleteRequested))) = action { state.rows.remove(id: id) }
      return .none
    }
    .forEach(\.rows, action: Self.rows) { Row() }
  }
}

/// The same with the case key path evaluated on every action, as every lift did before the
/// call-site cache (docs/benchmarks.md "Issue 21"): handed over in a local, so the lift's
/// autoclosure captures it and cannot be trusted to give the same key path each time.
struct EvaluatedKeyPathRowList: Reducer {
  typealias State = RowList.State
  typealias Action = RowList.Action

  var body: some ReducerOf<Self> {
    let rows: CaseKeyPath<Action, IdentifiedAction<Int, Row.Action>> = \.rows
    Reduce { state, action in
      if case .rows(.element(let id, .delegate(.deleteRequested))) = action { state.rows.remove(id: id) }
      return .none
    }
    .forEach(\.rows, action: rows) { Row() }
  }
}

// `RowList.Action` is `@CasePathable` (LessonFeatures), so `\.rows` needs no hand-written paths.

/// Scenario 1: an action for one random row of n, next to changing that row by hand.
///
/// Every figure is per action, median of the batches. Rows are chosen at random ahead of time
/// (the same rows for every case at a given n).
func forEachDispatch(_ methodology: Methodology, _ report: Report) {
  report.section("1. forEach dispatch to a random element (ns per action)")
  let scenario = "1 forEach dispatch"
  var figures: [String: [Int: Double]] = [:]

  func add(_ name: String, _ key: String, n: Int, _ timing: Timing, vs reference: (String, Double)? = nil) {
    figures[key, default: [:]][n] = timing.median
    report.add(
      Record(
        scenario: scenario, name: name, parameters: ["n": n], value: timing.median, unit: "ns/action",
        spread: timing.spread, ratio: reference.map { timing.median / $0.1 }, ratioTo: reference?.0))
  }

  for n in [10, 1_000, 100_000] {
    let rows = IdentifiedArrayOf<Row.State>(uniqueElements: (0..<n).map { Row.State(id: $0) })
    let picks = randomIndices(below: n)
    let mask = picks.count - 1
    let actions = picks.map { RowList.Action.rows(.element(id: $0, action: .tick)) }

    let dictionary = Dictionary(uniqueKeysWithValues: (0..<n).map { ($0, Row.State(id: $0)) })
    // Each setup hands out storage of its own (one untimed write makes the copy), so a timed
    // batch never pays for copy-on-write of the shared original.
    let direct = methodology.measure(setup: { unique(dictionary) { $0[0]?.seconds += 0 } }) {
      rows, iterations in
      for i in 0..<iterations { rows[picks[i & mask]]?.seconds += 1 }
    }
    add("direct: Dictionary[key]?.seconds += 1", "dictionary", n: n, direct)
    let baseline = ("direct Dictionary", direct.median)

    let identified = methodology.measure(setup: { unique(rows) { $0[id: 0]?.seconds += 0 } }) {
      rows, iterations in
      for i in 0..<iterations { rows[id: picks[i & mask]]?.seconds += 1 }
    }
    add("direct: IdentifiedArray[id:]?.seconds += 1", "identified", n: n, identified, vs: baseline)

    let reducer = RowList()
    let reduce = methodology.measure(setup: { RowList.State(rows: unique(rows) { $0[id: 0]?.seconds += 0 }) })
    {
      state, iterations in
      for i in 0..<iterations { blackHole(reducer.reduce(into: &state, action: actions[i & mask])) }
    }
    add("RowList.reduce (forEach, reflection path)", "reduce", n: n, reduce, vs: baseline)

    let explicit = ExplicitRowList()
    let reduceExplicit = methodology.measure(setup: {
      RowList.State(rows: unique(rows) { $0[id: 0]?.seconds += 0 })
    }) {
      state, iterations in
      for i in 0..<iterations { blackHole(explicit.reduce(into: &state, action: actions[i & mask])) }
    }
    add(
      "ExplicitRowList.reduce (forEach, closure path)", "reduceExplicit", n: n, reduceExplicit, vs: baseline)

    let keyPathList = KeyPathRowList()
    let reduceKeyPath = methodology.measure(setup: {
      RowList.State(rows: unique(rows) { $0[id: 0]?.seconds += 0 })
    }) {
      state, iterations in
      for i in 0..<iterations { blackHole(keyPathList.reduce(into: &state, action: actions[i & mask])) }
    }
    add("KeyPathRowList.reduce (forEach, case key path)", "reduceKeyPath", n: n, reduceKeyPath, vs: baseline)
    report.add(
      Record(
        scenario: scenario, name: "case key path vs CasePath(RowList.Action.rows)", parameters: ["n": n],
        value: reduceKeyPath.median, unit: "ns/action", ratio: reduceKeyPath.median / reduce.median,
        ratioTo: "RowList.reduce (reused matcher)", target: "≤ 1× (±5% noise)",
        met: reduceKeyPath.median <= reduce.median * 1.05))

    let staticList = StaticKeyPathRowList()
    let reduceStatic = methodology.measure(setup: {
      RowList.State(rows: unique(rows) { $0[id: 0]?.seconds += 0 })
    }) {
      state, iterations in
      for i in 0..<iterations { blackHole(staticList.reduce(into: &state, action: actions[i & mask])) }
    }
    add(
      "StaticKeyPathRowList.reduce (case key path in a static let)", "reduceStatic", n: n, reduceStatic,
      vs: baseline)
    report.add(
      Record(
        scenario: scenario, name: "static case key path vs CasePath(RowList.Action.rows)",
        parameters: ["n": n],
        value: reduceStatic.median, unit: "ns/action", ratio: reduceStatic.median / reduce.median,
        ratioTo: "RowList.reduce (reused matcher)", target: "≤ 1× (±5% noise)",
        met: reduceStatic.median <= reduce.median * 1.05))

    let evaluatedList = EvaluatedKeyPathRowList()
    let reduceEvaluated = methodology.measure(setup: {
      RowList.State(rows: unique(rows) { $0[id: 0]?.seconds += 0 })
    }) {
      state, iterations in
      for i in 0..<iterations { blackHole(evaluatedList.reduce(into: &state, action: actions[i & mask])) }
    }
    add(
      "EvaluatedKeyPathRowList.reduce (case key path evaluated per action)", "reduceEvaluated", n: n,
      reduceEvaluated, vs: baseline)
    report.add(
      Record(
        scenario: scenario, name: "evaluated case key path vs CasePath(RowList.Action.rows)",
        parameters: ["n": n], value: reduceEvaluated.median, unit: "ns/action",
        ratio: reduceEvaluated.median / reduce.median, ratioTo: "RowList.reduce (reused matcher)",
        note: "what every literal cost before the call-site cache"))

    let send = methodology.measure(
      setup: {
        primed(Store(initialState: RowList.State(rows: rows), reducer: RowList(), dependencies: .test))
      }
    ) { store, iterations in
      for i in 0..<iterations { store.send(actions[i & mask]) }
    }
    add("Store.send (RowList)", "send", n: n, send, vs: baseline)

    let sendExplicit = methodology.measure(
      setup: {
        primed(
          Store(initialState: RowList.State(rows: rows), reducer: ExplicitRowList(), dependencies: .test))
      }
    ) { store, iterations in
      for i in 0..<iterations { store.send(actions[i & mask]) }
    }
    add("Store.send (ExplicitRowList)", "sendExplicit", n: n, sendExplicit, vs: baseline)

    let sendKeyPath = methodology.measure(
      setup: {
        primed(Store(initialState: RowList.State(rows: rows), reducer: KeyPathRowList(), dependencies: .test))
      }
    ) { store, iterations in
      for i in 0..<iterations { store.send(actions[i & mask]) }
    }
    add("Store.send (KeyPathRowList)", "sendKeyPath", n: n, sendKeyPath, vs: baseline)
    report.add(
      Record(
        scenario: scenario, name: "Store.send: case key path vs CasePath(RowList.Action.rows)",
        parameters: ["n": n], value: sendKeyPath.median, unit: "ns/action",
        ratio: sendKeyPath.median / send.median, ratioTo: "Store.send (RowList)", target: "≤ 1× (±5% noise)",
        met: sendKeyPath.median <= send.median * 1.05))
  }

  // The targets: at n = 100,000, at most 10× the direct baseline measured at the same n, and
  // at most 2× the same case at n = 10.
  let baseline = figures["dictionary"]?[100_000] ?? .nan
  let identified = figures["identified"]?[100_000] ?? .nan
  for (key, name) in [
    ("reduce", "RowList.reduce"), ("reduceExplicit", "ExplicitRowList.reduce"),
    ("send", "Store.send (RowList)"),
    ("sendExplicit", "Store.send (ExplicitRowList)"),
    ("reduceKeyPath", "KeyPathRowList.reduce"), ("sendKeyPath", "Store.send (KeyPathRowList)"),
  ] {
    guard let large = figures[key]?[100_000], let small = figures[key]?[10] else { continue }
    let toBaseline = large / baseline
    report.add(
      Record(
        scenario: scenario, name: "\(name): n=100k vs direct", parameters: ["n": 100_000], value: large,
        unit: "ns/action", ratio: toBaseline, ratioTo: "direct Dictionary", target: "≤ 10×",
        met: toBaseline <= 10, note: "\(format(large / identified))× the IdentifiedArray keyed update"))
    let growth = large / small
    report.add(
      Record(
        scenario: scenario, name: "\(name): n=100k vs n=10", parameters: ["n": 100_000], value: large,
        unit: "ns/action", ratio: growth, ratioTo: "same case at n=10", target: "≤ 2×", met: growth <= 2))
  }
}

/// `value` with storage of its own: `touch` writes to it once, which copies shared storage.
func unique<Value>(_ value: Value, _ touch: (inout Value) -> Void) -> Value {
  var copy = value
  touch(&copy)
  return copy
}

/// A store whose state no longer shares storage with the value it started from: one tick to
/// row 0 copies it, untimed.
func primed(_ store: Store<RowList.State, RowList.Action>) -> Store<RowList.State, RowList.Action> {
  store.send(.rows(.element(id: 0, action: .tick)))
  return store
}
