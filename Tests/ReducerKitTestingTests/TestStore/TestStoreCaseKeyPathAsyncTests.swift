import ReducerKitTesting
import Testing

/// A feature as a TCA 1.x user writes it: `@Reducer`, nested `@CasePathable` actions, an
/// element action in an `IdentifiedArray`.
@Reducer
private struct Tally {
  struct State: Equatable {
    var total = 0
    var rows: IdentifiedArrayOf<TallyRow.State> = [TallyRow.State(id: 1), TallyRow.State(id: 2)]
  }
  enum Action {
    case tap
    case delegate(Delegate)
    case view(View)
    case rows(IdentifiedActionOf<TallyRow>)
    @CasePathable
    enum Delegate {
      case success(Int)
      case done
    }
    @CasePathable
    enum View {
      case tap
      case delete([Int])
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tap:
        return .send(.delegate(.success(42)))
      case .view(.tap):
        state.total += 1
        return .send(.delegate(.success(42 * 42)))
      case .view(.delete(let offsets)):
        let sum = offsets.reduce(0, +)
        if sum == 42 { state.total += 1 }
        return .send(.delegate(.success(sum)))
      case .delegate(.success(0)):
        return .send(.delegate(.done))
      case .delegate, .rows:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { TallyRow() }
  }
}

@Reducer
private struct TallyRow {
  struct State: Equatable, Identifiable {
    let id: Int
    var ticks = 0
  }
  enum Action { case start, tick }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start: return .send(.tick)
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

/// TCA's `TestStoreTests` with case key paths, in a `@MainActor` suite with `await`, as TCA users
/// write them: the asynchronous overloads must be picked (no "no 'async' operations" warning).
@MainActor
@Suite("TCA TestStoreTests with case key paths (async)")
struct TestStoreCaseKeyPathAsyncTests {
  let log = FailureLog()

  private func makeStore() -> TestStoreOf<Tally> {
    TestStore(initialState: Tally.State(), reporter: log.reporter) { Tally() }
  }

  @Test("testSendCaseKeyPath: await send(\\.tap), send(\\.view.tap), send(\\.view.delete, [19, 23])")
  func sendCaseKeyPath() async {
    let store = makeStore()
    await store.send(\.tap)
    await store.receive(\.delegate.success, 42)
    await store.send(\.view.tap) { $0.total = 1 }
    await store.receive(\.delegate.success, 42 * 42)
    await store.send(\.view.delete, [0])
    await store.receive(\.delegate.success, 0)
    await store.receive(\.delegate.done)
    await store.send(\.view.delete, [19, 23]) { $0.total = 2 }
    await store.receive(\.delegate.success, 42)
    await store.finish()
    #expect(log.messages.isEmpty)
  }

  @Test("testReceiveCaseKeyPathWithValue: await receive(\\.delegate.success, 43) fails on 42")
  func receiveCaseKeyPathWithValue() async {
    let store = makeStore()
    await store.send(\.tap)
    await store.receive(\.delegate.success, 42)
    #expect(log.messages.isEmpty)
    await store.send(\.tap)
    await store.receive(\.delegate.success, 43)
    #expect(log.messages.count == 1)
    #expect(log.messages.first?.contains("43") == true)
    #expect(log.messages.first?.contains("42") == true)
  }

  @Test("await receive(\\.delegate) matches any payload; timeout: is accepted")
  func receiveCaseWithAnyPayload() async {
    let store = makeStore()
    await store.send(\.view.tap) { $0.total = 1 }
    await store.receive(\.delegate, timeout: .seconds(1))
    await store.finish()
    #expect(log.messages.isEmpty)
  }

  @Test("await receive(\\.rows[id: 1].tick) matches one element's action, not another's")
  func receiveElementAction() async {
    let store = makeStore()
    await store.send(\.rows[id: 1].start)
    await store.receive(\.rows[id: 1].tick) { $0.rows[id: 1]?.ticks = 1 }
    #expect(log.messages.isEmpty)
    await store.send(\.rows[id: 1].start)
    await store.receive(\.rows[id: 2].tick) { $0.rows[id: 1]?.ticks = 2 }
    #expect(log.messages.count == 1)
    #expect(log.messages.first?.contains("id: 2") == true)
  }

  @Test("The assert closures of the async case-key-path overloads may throw: the error fails the step")
  func throwingAssertions() async {
    let store = makeStore()
    await store.send(\.view.tap) {
      $0.total = 1
      try checkPositive($0.total)
    }
    await store.receive(\.delegate.success, 42 * 42) { _ in try checkPositive(0) }
    #expect(log.messages.count == 1)
  }

  @Test("await send(\\.view.tap) returns the task of its effects")
  func sendReturnsTask() async {
    let store = makeStore()
    let task = await store.send(\.view.tap) { $0.total = 1 }
    await store.receive(\.delegate.success, 42 * 42)
    #expect(task.isCancelled)
    await task.finish()
    #expect(log.messages.isEmpty)
  }
}

private struct NotPositive: Error {}

private func checkPositive(_ value: Int) throws {
  if value <= 0 { throw NotPositive() }
}
