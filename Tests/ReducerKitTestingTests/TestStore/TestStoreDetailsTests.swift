import LessonFeatures
import ReducerKitTesting
import Testing

/// TCA's TestStore details: actions stay queued after "must handle … before sending",
/// `skipInFlightEffects()` stops tracking without cancelling, equal deadlines arrive in order.
@Suite("TestStore details")
struct TestStoreDetailsTests {
  let log = FailureLog()

  func makeStore() -> TestStore<Echo.State, Echo.Action> {
    TestStore(initialState: Echo.State(), reducer: Echo(), reporter: log.reporter)
  }

  @Test("After 'must handle received actions before sending', the next receive still asserts them")
  func receivedActionsStayQueued() {
    let store = makeStore()
    store.send(.ping)
    store.send(.increment) { $0.count = 1 }
    #expect(store.pendingReceivedActions == [.pong])
    store.receive(.pong) { $0.log = ["pong"] }
    store.send(.increment) { $0.count = 2 }
    store.finish()
    #expect(log.failures.count == 1)
    #expect(log.messages.first?.hasPrefix(".increment was sent while 1 action from effects") == true)
  }

  @Test("The send past the queue is judged alone, and so is each queued action")
  func judgedFromTheirOwnStates() {
    let store = makeStore()
    store.send(.ping)
    store.send(.ping)  // fails: .pong waits; a second .pong joins the queue
    #expect(store.pendingReceivedActions == [.pong, .pong])
    #expect(store.assertedState == Echo.State())
    store.receive(.pong) { $0.log = ["pong"] }
    store.receive(.pong) { $0.log = ["pong", "pong"] }
    #expect(store.assertedState == Echo.State(count: 0, log: ["pong", "pong"]))
    store.finish()
    #expect(log.failures.count == 1)
  }

  @Test("Actions an out-of-order send sets off come after the queued ones, from its state")
  func sendSetsOffMore() {
    let store = makeStore()
    store.send(.ping)
    store.send(.increment) { $0.count = 1 }
    store.send(.ping)
    store.receive(.pong) { $0.log = ["pong"] }
    store.receive(.pong) { $0.log = ["pong", "pong"] }
    store.finish()
    #expect(log.failures.count == 2)  // the two sends made while .pong waited
  }

  @Test("skipInFlightEffects stops tracking without cancelling: their actions still arrive")
  func skipInFlightEffectsKeepsThemRunning() {
    let store = makeStore()
    store.send(.delayed)
    store.skipInFlightEffects()
    #expect(store.runningEffects.count == 1)
    store.advance(by: .seconds(1))
    store.receive(.done) { $0.log = ["done"] }
    store.finish()
    #expect(log.failures.isEmpty)
  }

  @Test("A skipped effect that never ends does not fail the test, and is cancelled at the end")
  func skippedForeverEffect() {
    let store = makeStore()
    store.send(.startForever)
    store.skipInFlightEffects()
    store.send(.delayed)  // started after the skip: still tracked
    store.finish()
    #expect(log.failures.count == 1)
    #expect(log.messages.first?.contains("forever") == false)
    #expect(store.runningEffects.isEmpty)
  }

  @Test("Three rows whose timers start 0, 1, 2 are received 0, 1, 2 every second")
  func equalDeadlinesReceivedInStartOrder() {
    let store = TestStore(
      initialState: ListFeature.State(), reducer: ListFeature(), reporter: log.reporter)
    for id in 0..<3 { store.send(.addRow) { $0.rows.append(RowFeature.State(id: id)) } }
    for id in 0..<3 { store.send(.rows(.element(id: id, action: .onAppear))) }
    for second in 1...3 {
      store.advance(by: .seconds(1))
      for id in 0..<3 {
        store.receive(.rows(.element(id: id, action: .tick))) { $0.rows[id: id]?.seconds = second }
      }
    }
    for id in 0..<3 {
      store.send(.rows(.element(id: id, action: .delegate(.deleteRequested)))) { $0.rows.remove(id: id) }
    }
    store.finish()
    #expect(log.failures.isEmpty)
  }
}
