import LessonFeatures
import ReducerKit
import ReducerKitTesting

/// `--profile NAME [N] [n]`: runs one case N times with no timing, to be read under a profiler:
///
///     valgrind --tool=callgrind .build/release/tutor-bench --profile reduce 20000 10
///
/// Cases: `reduce` (ExplicitRowList.reduce), `reduce-reflection` (RowList.reduce), `send`
/// (ExplicitRowList through Store.send), `send-reflection` (RowList through Store.send), `direct`
/// (IdentifiedArray keyed update), `dictionary` (Dictionary keyed update, the baseline of
/// scenario 1), all with n rows (default 10);
/// `teststore` (TestStore step of `pullback`); `prompt` (a `foreach` session with n rows, then N
/// lines that each tick one row, handled and rendered, as scenario 8); `removal` (remove a row
/// with 10 timers while n other
/// rows run one each); `stack-pushpop`, `stack-appendremove`, `stack-element` (scenario 1b at
/// depth n).
func profile(_ name: String, iterations: Int, rows n: Int) -> Bool {
  let rows = IdentifiedArrayOf<Row.State>(uniqueElements: (0..<n).map { Row.State(id: $0) })
  let picks = randomIndices(below: n)
  let mask = picks.count - 1
  let actions = picks.map { RowList.Action.rows(.element(id: $0, action: .tick)) }
  switch name {
  case "dictionary":
    var state = Dictionary(uniqueKeysWithValues: (0..<n).map { ($0, Row.State(id: $0)) })
    for i in 0..<iterations { state[picks[i & mask]]?.seconds += 1 }
    blackHole(state)
  case "direct":
    var state = rows
    for i in 0..<iterations { state[id: picks[i & mask]]?.seconds += 1 }
    blackHole(state)
  case "reduce", "reduce-reflection":
    var state = RowList.State(rows: rows)
    if name == "reduce" {
      let reducer = ExplicitRowList()
      for i in 0..<iterations { blackHole(reducer.reduce(into: &state, action: actions[i & mask])) }
    } else {
      let reducer = RowList()
      for i in 0..<iterations { blackHole(reducer.reduce(into: &state, action: actions[i & mask])) }
    }
    blackHole(state)
  case "send":
    let store = Store(
      initialState: RowList.State(rows: rows), reducer: ExplicitRowList(), dependencies: .test)
    for i in 0..<iterations { store.send(actions[i & mask]) }
  case "send-reflection":
    let store = Store(initialState: RowList.State(rows: rows), reducer: RowList(), dependencies: .test)
    for i in 0..<iterations { store.send(actions[i & mask]) }
  case "teststore":
    let failures = FailureCounter()
    let store = TestStore(
      initialState: Counters.State(), reducer: Counters.App(), reporter: failures.reporter)
    for _ in 0..<iterations {
      store.send(.left(.inc)) {
        $0.left += 1
        $0.seen += 1
      }
    }
    store.finish()
  case "prompt":
    return profilePrompt(iterations: iterations, rows: n)
  case "stack-pushpop", "stack-appendremove", "stack-element":
    // Scenario 1b at depth n: `.push` then `.popFrom`, the parent's `append` then `removeLast`,
    // or an action for a random screen.
    var state = StackRowList.State(path: StackState((0..<n).map { Row.State(id: $0) }))
    let reducer = StackRowList()
    for i in 0..<iterations {
      switch name {
      case "stack-pushpop":
        let id = StackElementID(generation: n + i)
        blackHole(reducer.reduce(into: &state, action: .path(.push(id: id, state: Row.State(id: 0)))))
        blackHole(reducer.reduce(into: &state, action: .path(.popFrom(id: id))))
      case "stack-appendremove":
        blackHole(reducer.reduce(into: &state, action: .pushRow))
        blackHole(reducer.reduce(into: &state, action: .popTop))
      default:
        let id = StackElementID(generation: picks[i & mask])
        blackHole(reducer.reduce(into: &state, action: .path(.element(id: id, action: .tick))))
      }
    }
    blackHole(state)
  case "removal":
    // Here the third argument is m, the rows that keep a timer running; each iteration adds a
    // row, starts 10 timers on it and removes it through `removeRow`, which a profiler can
    // single out: valgrind --tool=callgrind --toggle-collect='*removeRow*' …
    let m = n
    let store = Store(
      initialState: RowList.State(rows: IdentifiedArray(uniqueElements: (0..<m).map { Row.State(id: $0) })),
      reducer: RowList(), dependencies: .test, prepare: { $0.nextID = .incrementing(from: m) })
    for id in 0..<m { store.send(.rows(.element(id: id, action: .onAppear))) }
    for _ in 0..<iterations {
      store.send(.addRow)
      guard let id = store.state.rows.ids.last else { return false }
      for _ in 0..<10 { store.send(.rows(.element(id: id, action: .onAppear))) }
      removeRow(store, id)
    }
  default:
    return false
  }
  return true
}

/// Removes one row: its own function, so that a profiler can count just this.
@inline(never)
func removeRow(_ store: Store<RowList.State, RowList.Action>, _ id: Int) {
  store.send(.rows(.element(id: id, action: .delegate(.deleteRequested))))
}
