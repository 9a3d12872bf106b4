import LessonFeatures
import ReducerKitTesting
import Testing

typealias ListFeature = LessonFeatures.RowList
typealias RowFeature = LessonFeatures.Row

@Suite("TestStore scenarios")
struct TestStoreScenarioTests {
  let log = FailureLog()

  func makeList(removesDeletedRows: Bool = true) -> TestStore<ListFeature.State, ListFeature.Action> {
    TestStore(
      initialState: ListFeature.State(), reducer: ListFeature(removesDeletedRows: removesDeletedRows),
      reporter: log.reporter)
  }

  /// The seed's test: a row ticks once, then asks to be deleted.
  func tickThenDelete(_ store: TestStore<ListFeature.State, ListFeature.Action>, removes: Bool) {
    store.send(.addRow) { $0.rows.append(RowFeature.State(id: 0)) }
    store.send(.rows(.element(id: 0, action: .onAppear)))
    store.advance(by: .seconds(1))
    store.receive(.rows(.element(id: 0, action: .tick))) { $0.rows[id: 0]?.seconds = 1 }
    store.send(.rows(.element(id: 0, action: .delegate(.deleteRequested)))) {
      if removes { $0.rows.remove(id: 0) }
    }
  }

  @Test("The seed's row test passes because removing the row cancels its timer")
  func rowTestPasses() {
    let store = makeList()
    tickThenDelete(store, removes: true)
    store.finish()
    #expect(log.failures.isEmpty)
  }

  @Test("A parent that forgets to remove the row fails with the timer still in flight")
  func forgottenRemovalFails() {
    let store = makeList(removesDeletedRows: false)
    let onAppearLine = #line + 2
    store.send(.addRow) { $0.rows.append(RowFeature.State(id: 0)) }
    store.send(.rows(.element(id: 0, action: .onAppear)))
    store.advance(by: .seconds(1))
    store.receive(.rows(.element(id: 0, action: .tick))) { $0.rows[id: 0]?.seconds = 1 }
    store.send(.rows(.element(id: 0, action: .delegate(.deleteRequested)))) { $0.rows.remove(id: 0) }
    store.finish()
    #expect(log.failures.count == 2)
    #expect(
      log.messages.last == """
        The effect 'timer' started by .rows(.element(id: 0, action: .onAppear)) (in rows[id: 0]) \
        is still running at the end of the test. Every effect must finish or be cancelled before \
        the test ends: advance the clock until it completes, cancel it, or remove the state that \
        owns it.
        """)
    #expect(log.lines.last == onAppearLine)
  }

  @Test("One constant cancel id for every row's timer: starting row 1's cancels row 0's")
  func constantCancelIDTrap() {
    let store = TestStore(
      initialState: TimerBoard.State(), reducer: TimerBoard(sharedID: true), reporter: log.reporter)
    store.send(.start(row: 0))
    store.send(.start(row: 1))
    store.advance(by: .seconds(1))
    store.receive(.tick(row: 0)) { $0.ticks[0] = 1 }
    store.receive(.tick(row: 1)) { $0.ticks[1] = 1 }
    store.send(.stop(row: 1))
    store.send(.stop(row: 0))
    store.finish()
    #expect(
      log.messages == [
        """
        Expected to receive .tick(row: 0), but the next action received was .tick(row: 1). \
        (Expected: −, Received: +)

        − .tick(row: 0)
        + .tick(row: 1)
        """,
        "Expected to receive .tick(row: 1), but no action was received. 1 effect is still running: does the clock need to advance first?",
      ])
  }

  @Test("The same test with a cancel id per row passes")
  func cancelIDPerRow() {
    let store = TestStore(
      initialState: TimerBoard.State(), reducer: TimerBoard(sharedID: false), reporter: log.reporter)
    store.send(.start(row: 0))
    store.send(.start(row: 1))
    store.advance(by: .seconds(1))
    store.receive(.tick(row: 0)) { $0.ticks[0] = 1 }
    store.receive(.tick(row: 1)) { $0.ticks[1] = 1 }
    store.send(.stop(row: 1))
    store.send(.stop(row: 0))
    store.finish()
    #expect(log.failures.isEmpty)
  }

  @Test("Actions arrive in the order a live store processes them: b1, b2, b3, c1, c2, c3")
  func nestedOrder() {
    let store = TestStore(initialState: Echo.State(), reducer: Echo(), reporter: log.reporter)
    store.send(.startChain)
    store.advance(by: .seconds(1))
    var expected: [String] = []
    for action in [Echo.Action.b1, .b2, .b3, .c1, .c2, .c3] {
      expected.append("\(action)")
      let log = expected
      store.receive(action) { $0.log = log }
    }
    store.finish()
    #expect(log.failures.isEmpty)

    let live = Store(initialState: Echo.State(), reducer: Echo(), dependencies: .test)
    live.send(.startChain)
    live.advance(by: .seconds(1))
    #expect(live.state.log == ["b1", "b2", "b3", "c1", "c2", "c3"])
  }

  @Test("A never-ending effect fails the test; cancelling it by id makes it pass")
  func neverEndingEffect() {
    do {
      let store = TestStore(initialState: Echo.State(), reducer: Echo(), reporter: log.reporter)
      store.send(.startForever)
      store.advance(by: .seconds(600))
      store.finish()
    }
    #expect(log.failures.count == 1)
    do {
      let store = TestStore(initialState: Echo.State(), reducer: Echo(), reporter: log.reporter)
      store.send(.startForever)
      store.advance(by: .seconds(600))
      store.send(.stopForever)
      store.finish()
    }
    #expect(log.failures.count == 1)
  }

  @Test("Non-exhaustive: unasserted changes and actions pass, wrong assertions still fail")
  func nonExhaustive() {
    let store = TestStore(initialState: Echo.State(), reducer: Echo(), reporter: log.reporter)
    store.exhaustivity = .off
    store.send(.increment)
    store.send(.ping)
    store.send(.increment) { $0.count = 2 }
    store.send(.delayed)
    store.advance(by: .seconds(1))
    store.receive(.done) { $0.log = ["pong", "done"] }
    store.send(.increment) { $0.count = 7 }
    store.finish()
    #expect(
      log.messages == [
        """
        The state after .increment does not match what the assertion expected. (Expected: −, Actual: +)

        − Echo.State(count: 7, log: ["pong", "done"])
        + Echo.State(count: 3, log: ["pong", "done"])
        """
      ])
  }

  @Test("skipReceivedActions and skipInFlightEffects settle the books")
  func skipping() {
    let store = TestStore(initialState: Echo.State(), reducer: Echo(), reporter: log.reporter)
    store.send(.ping)
    store.skipReceivedActions()
    store.send(.startForever)
    store.skipInFlightEffects()
    store.send(.increment) { $0.count = 1 }
    store.finish()
    #expect(log.failures.isEmpty)
  }

  @Test("receive by case and by predicate")
  func receiveByCase() {
    let store = makeList()
    store.send(.addRow) { $0.rows.append(RowFeature.State(id: 0)) }
    store.send(.rows(.element(id: 0, action: .onAppear)))
    store.advance(by: .seconds(2))
    store.receive(case: CasePath(ListFeature.Action.rows)) { $0.rows[id: 0]?.seconds = 1 }
    store.receive(where: { $0 == .rows(.element(id: 0, action: .tick)) }) { $0.rows[id: 0]?.seconds = 2 }
    store.send(.rows(.element(id: 0, action: .delegate(.deleteRequested)))) { $0.rows.remove(id: 0) }
    store.finish()
    #expect(log.failures.isEmpty)
  }

  @Test("Deterministic: the seed test run 200 times in one process never varies")
  func deterministic() {
    var outcomes: Set<String> = []
    for _ in 0..<200 {
      let log = FailureLog()
      let store = TestStore(initialState: Echo.State(), reducer: Echo(), reporter: log.reporter)
      store.send(.startChain)
      store.advance(by: .seconds(1))
      store.skipReceivedActions()
      store.finish()
      let list = TestStore(
        initialState: ListFeature.State(), reducer: ListFeature(removesDeletedRows: false),
        reporter: log.reporter)
      tickThenDelete(list, removes: false)
      list.finish()
      outcomes.insert("\(store.state.log) \(log.messages)")
    }
    #expect(outcomes.count == 1)
  }
}

/// A parent that runs a timer per row itself: the place where one constant cancel id goes wrong.
struct TimerBoard: Reducer {
  struct State: Equatable {
    var ticks: [Int: Int] = [:]
  }

  enum Action: Equatable, Sendable {
    case start(row: Int)
    case stop(row: Int)
    case tick(row: Int)
  }

  struct TimerID: Hashable, Sendable { let row: Int }

  let sharedID: Bool
  @Dependency(\.clock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start(let row):
      let clock = self.clock
      let effect = Effect<Action>.run { send in
        for await _ in clock.timer(interval: .seconds(1)) { await send(.tick(row: row)) }
      }
      return sharedID
        ? effect.cancellable(id: "timer", cancelInFlight: true)
        : effect.cancellable(id: TimerID(row: row), cancelInFlight: true)
    case .stop(let row):
      return sharedID ? .cancel(id: "timer") : .cancel(id: TimerID(row: row))
    case .tick(let row):
      state.ticks[row, default: 0] += 1
      return .none
    }
  }
}
