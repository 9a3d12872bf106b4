import ReducerKitTesting
import Testing

private struct Sheet: Reducer {
  struct State: Equatable, Sendable {
    var seconds = 0
  }

  enum Action: Equatable, Sendable {
    case start
    case tick
    case done
  }

  @Dependency(\.clock) var clock
  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      let clock = self.clock
      return .run(name: "timer") { send in
        for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
      }
    case .tick:
      state.seconds += 1
      return .none
    case .done:
      return .run { _ in await dismiss() }
    }
  }
}

private struct Parent: Reducer {
  struct State: Equatable {
    @Presented var sheet: Sheet.State?
  }

  enum Action: Equatable, Sendable {
    case sheet(PresentedAction<Sheet.Action>)
    case show
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      if action == .show { state.sheet = Sheet.State() }
      return .none
    }
    .ifLet(\.$sheet, action: CasePath(Action.sheet)) { Sheet() }
  }
}

@Suite("TestStore with a presented child")
struct TestStorePresentationTests {
  let log = FailureLog()

  @Test("An exhaustive test of a child that dismisses itself: its timer ends with it")
  func childDismissesItself() {
    let store = TestStore(initialState: Parent.State(), reducer: Parent(), reporter: log.reporter)
    store.send(.show) { $0.sheet = Sheet.State() }
    store.send(.sheet(.presented(.start)))
    store.advance(by: .seconds(1))
    store.receive(.sheet(.presented(.tick))) { $0.sheet?.seconds = 1 }
    store.send(.sheet(.presented(.done)))
    store.receive(.sheet(.dismiss)) { $0.sheet = nil }
    store.finish()
    #expect(log.failures.isEmpty)
  }

  @Test("A mismatch in presented state is shown as the optional value, without identities")
  func dumpsAsOptional() {
    let store = TestStore(initialState: Parent.State(), reducer: Parent(), reporter: log.reporter)
    store.send(.show)
    #expect(log.messages.count == 1)
    #expect(log.messages.first?.contains("sheet: nil") == true)
    #expect(log.messages.first?.contains("PresentationID") == false)
    #expect(log.messages.first?.contains("presentation #") == false)
  }
}
