import ReducerKitTesting
import Testing

/// Every failure a TestStore can report, with its exact text: learners read these.
@Suite("TestStore failures")
struct TestStoreFailureTests {
  let log = FailureLog()

  func makeStore() -> TestStore<Echo.State, Echo.Action> {
    TestStore(initialState: Echo.State(), reducer: Echo(), reporter: log.reporter)
  }

  @Test("A wrong assertion shows a diff, expected − and actual +")
  func stateMismatch() {
    let store = makeStore()
    store.send(.increment) { $0.count = 2 }
    store.finish()
    #expect(
      log.messages == [
        """
        The state after .increment does not match what the assertion expected. (Expected: −, Actual: +)

        − Echo.State(count: 2, log: [])
        + Echo.State(count: 1, log: [])
        """
      ])
  }

  @Test("A change nobody asserted fails")
  func unassertedChange() {
    let store = makeStore()
    store.send(.increment)
    store.finish()
    #expect(
      log.messages == [
        """
        The state changed after .increment, but no change was asserted. Add a trailing closure \
        that makes the same change. (Before: −, After: +)

        − Echo.State(count: 0, log: [])
        + Echo.State(count: 1, log: [])
        """
      ])
  }

  @Test("A closure that changes nothing, for an action that changes nothing, fails")
  func expectedChangeButNone() {
    let store = makeStore()
    store.send(.noop) { $0.count = 0 }
    store.finish()
    #expect(
      log.messages == [
        """
        The assertion for .noop expected the state to change, but it did not. The closure left \
        the state as it was, and so did the action. If no change is expected, leave the closure out.
        """
      ])
  }

  @Test("Sending while received actions wait fails and lists them")
  func sentBeforeReceiving() {
    let store = makeStore()
    store.send(.ping)
    store.send(.noop)
    store.finish()
    #expect(
      log.messages == [
        """
        .noop was sent while 1 action from effects was still waiting to be received. Receive it first:

          • .pong
        """,
        """
        The test ended with 1 action received from effects but never asserted:

          • .pong
        """,
      ])
  }

  @Test("Receiving when nothing came back fails and says whether effects still run")
  func nothingReceived() {
    let store = makeStore()
    store.receive(.pong)
    store.send(.delayed)
    store.receive(.done)
    store.advance(by: .seconds(1))
    store.receive(.done) { $0.log = ["done"] }
    store.finish()
    #expect(
      log.messages == [
        "Expected to receive .pong, but no action was received. No effect is running, so none can still send it.",
        "Expected to receive .done, but no action was received. 1 effect is still running: does the clock need to advance first?",
      ])
  }

  @Test("Receiving a different action fails with a diff of the two actions")
  func receivedUnexpectedAction() {
    let store = makeStore()
    store.send(.ping)
    store.receive(.done)
    store.finish()
    #expect(
      log.messages == [
        """
        Expected to receive .done, but the next action received was .pong. (Expected: −, Received: +)

        − .done
        + .pong
        """
      ])
  }

  @Test("Actions received but never asserted fail at finish")
  func unreceivedActions() {
    let store = makeStore()
    store.send(.ping)
    store.finish()
    #expect(
      log.messages == [
        """
        The test ended with 1 action received from effects but never asserted:

          • .pong
        """
      ])
  }

  @Test("An effect still running fails at the line of the send that started it")
  func effectStillRunning() {
    let store = makeStore()
    store.send(.startForever); let sendLine = #line
    store.finish()
    #expect(
      log.messages == [
        """
        The effect 'forever' started by .startForever (cancel id "forever") is still running at the \
        end of the test. Every effect must finish or be cancelled before the test ends: advance the \
        clock until it completes, cancel it, or remove the state that owns it.
        """
      ])
    #expect(log.lines == [sendLine])
  }

  @Test("The end-of-test check runs even without finish()")
  func checkWithoutFinish() {
    do {
      let store = makeStore()
      store.send(.startForever)
    }
    #expect(log.failures.count == 1)
  }
}
