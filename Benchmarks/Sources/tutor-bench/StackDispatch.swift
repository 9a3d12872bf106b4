import LessonFeatures
import ReducerKit

/// A navigation stack of the `foreach` lesson's rows, lifted as TCA writes it:
/// `.forEach(\.path, action: \.path) { Row() }` over a `StackState` (issue 26). The parent pushes
/// and pops by hand too (`append`, `removeLast`).
struct StackRowList: Reducer {
  struct State {
    var path = StackState<Row.State>()
  }
  enum Action: Sendable {
    case path(StackAction<Row.State, Row.Action>)
    case pushRow
    case popTop
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .pushRow: state.path.append(Row.State(id: 0))
      case .popTop: state.path.removeLast()
      case .path: break
      }
      return .none
    }
    .forEach(\.path, action: \.path) { Row() }
  }
}

/// What `@CasePathable` would write for the action (by hand: the benchmark does not use the
/// macro), with the member of `Case` that makes `\.path` a key path the runtime builds once.
extension StackRowList.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var path: AnyCasePath<StackRowList.Action, StackAction<Row.State, Row.Action>> {
      AnyCasePath(embed: { .path($0) }, extract: { if case .path(let value) = $0 { value } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Case where Value == StackRowList.Action {
  var path: Case<StackAction<Row.State, Row.Action>> { appending(StackRowList.Action.allCasePaths.path) }
}

/// Scenario 1, the stack variant: at depth d, an action for one random screen, a push and a pop
/// (by `.push`/`.popFrom`, and by the parent's `append`/`removeLast`), next to the keyed update of
/// an `IdentifiedArray` of d rows. Per action, median of the batches.
func stackDispatch(_ methodology: Methodology, _ report: Report) {
  report.section("1b. forEach over a navigation stack: element action, push, pop at depth d (ns per action)")
  let scenario = "1 forEach dispatch (stack)"
  var figures: [String: [Int: Double]] = [:]

  func add(_ name: String, _ key: String, d: Int, _ timing: Timing, vs reference: (String, Double)? = nil) {
    figures[key, default: [:]][d] = timing.median
    report.add(
      Record(
        scenario: scenario, name: name, parameters: ["d": d], value: timing.median, unit: "ns/action",
        spread: timing.spread, ratio: reference.map { timing.median / $0.1 }, ratioTo: reference?.0))
  }

  for d in [10, 1_000] {
    let rows = IdentifiedArrayOf<Row.State>(uniqueElements: (0..<d).map { Row.State(id: $0) })
    let stack = StackState<Row.State>((0..<d).map { Row.State(id: $0) })
    let picks = randomIndices(below: d)
    let mask = picks.count - 1
    let elementActions = picks.map {
      StackRowList.Action.path(.element(id: StackElementID(generation: $0), action: .tick))
    }

    let identified = methodology.measure(setup: { unique(rows) { $0[id: 0]?.seconds += 0 } }) {
      rows, iterations in
      for i in 0..<iterations { rows[id: picks[i & mask]]?.seconds += 1 }
    }
    add("direct: IdentifiedArray[id:]?.seconds += 1", "identified", d: d, identified)
    let baseline = ("IdentifiedArray[id:]", identified.median)

    let direct = methodology.measure(setup: { unique(stack) { $0[id: 0]?.seconds += 0 } }) {
      stack, iterations in
      for i in 0..<iterations { stack[id: StackElementID(generation: picks[i & mask])]?.seconds += 1 }
    }
    add("direct: StackState[id:]?.seconds += 1", "direct", d: d, direct, vs: baseline)

    let reducer = StackRowList()
    func fresh() -> StackRowList.State { StackRowList.State(path: unique(stack) { $0[id: 0]?.seconds += 0 }) }

    let element = methodology.measure(setup: fresh) { state, iterations in
      for i in 0..<iterations { blackHole(reducer.reduce(into: &state, action: elementActions[i & mask])) }
    }
    add("StackRowList.reduce: .path(.element(id:action: .tick))", "element", d: d, element, vs: baseline)

    // A push and the pop of what it pushed: two actions, the stack back at depth d after each pair.
    let pushPop = methodology.measure(setup: { (fresh(), d) }) { context, iterations in
      for _ in 0..<max(iterations / 2, 1) {
        let id = StackElementID(generation: context.1)
        context.1 += 1
        blackHole(reducer.reduce(into: &context.0, action: .path(.push(id: id, state: Row.State(id: 0)))))
        blackHole(reducer.reduce(into: &context.0, action: .path(.popFrom(id: id))))
      }
    }
    add("StackRowList.reduce: .path(.push) then .path(.popFrom)", "pushPop", d: d, pushPop, vs: baseline)

    let appendRemove = methodology.measure(setup: fresh) { state, iterations in
      for _ in 0..<max(iterations / 2, 1) {
        blackHole(reducer.reduce(into: &state, action: .pushRow))
        blackHole(reducer.reduce(into: &state, action: .popTop))
      }
    }
    add(
      "StackRowList.reduce: parent append then removeLast", "appendRemove", d: d, appendRemove, vs: baseline)

    func store() -> Store<StackRowList.State, StackRowList.Action> {
      let store = Store(initialState: StackRowList.State(path: stack), reducer: reducer, dependencies: .test)
      store.send(elementActions[0])  // the store's state no longer shares storage with `stack`
      return store
    }
    let send = methodology.measure(setup: store) { store, iterations in
      for i in 0..<iterations { store.send(elementActions[i & mask]) }
    }
    add("Store.send: .path(.element(id:action: .tick))", "send", d: d, send, vs: baseline)

    let sendPushPop = methodology.measure(setup: store) { store, iterations in
      for _ in 0..<max(iterations / 2, 1) {
        // The next id, as a view would take it from the store's `\.stackElementID`.
        let id = store.dependencies.stackElementID.peek()
        let next = StackElementID(
          generation: max(id.generation, store.state.path.ids.last.map { $0.generation + 1 } ?? 0))
        store.send(.path(.push(id: next, state: Row.State(id: 0))))
        store.send(.path(.popFrom(id: next)))
      }
    }
    add("Store.send: .path(.push) then .path(.popFrom)", "sendPushPop", d: d, sendPushPop, vs: baseline)
  }

  // The target: per-action cost at depth 1,000 within 2× the same case at depth 10 (noise on
  // these shared machines reaches ±30–50%), as the IdentifiedArray lookup itself.
  for (key, name) in [
    ("direct", "StackState[id:]"), ("element", "reduce: element action"),
    ("pushPop", "reduce: push + popFrom"),
    ("appendRemove", "reduce: append + removeLast"), ("send", "Store.send: element action"),
    ("sendPushPop", "Store.send: push + popFrom"),
  ] {
    guard let large = figures[key]?[1_000], let small = figures[key]?[10] else { continue }
    let growth = large / small
    let lookupGrowth = (figures["identified"]?[1_000] ?? .nan) / (figures["identified"]?[10] ?? .nan)
    report.add(
      Record(
        scenario: scenario, name: "\(name): d=1,000 vs d=10", parameters: ["d": 1_000], value: large,
        unit: "ns/action", ratio: growth, ratioTo: "same case at d=10", target: "≤ 2×", met: growth <= 2,
        note: "IdentifiedArray[id:] itself: \(format(lookupGrowth))×"))
  }
}
