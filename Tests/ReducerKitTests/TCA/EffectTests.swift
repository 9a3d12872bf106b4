import ReducerKit
import ReducerKitTesting
import Testing

/// TCA's `EffectTests`, translated: `.send`, `.merge`, `.concatenate`, `.map`, `.none`.
@MainActor
@Suite("TCA EffectTests")
struct EffectTests {
  struct Feature: Reducer {
    struct State: Equatable { var log: [Int] = [] }
    enum Action: Equatable { case start, value(Int) }
    @Dependency(\.continuousClock) var clock
    let effect: @Sendable (any Clock<Duration>) -> Effect<Action>

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .start: return effect(clock)
        case .value(let n):
          state.log.append(n)
          return .none
        }
      }
    }
  }

  nonisolated static func delayed(_ n: Int, after seconds: Int, on clock: any Clock<Duration>) -> Effect<
    Feature.Action
  > {
    .run { send in
      try await clock.sleep(for: .seconds(seconds))
      await send(.value(n))
    }
  }

  func makeStore(
    _ clock: TestClock, _ effect: @escaping @Sendable (any Clock<Duration>) -> Effect<Feature.Action>
  )
    -> TestStore<Feature.State, Feature.Action>
  {
    TestStore(initialState: Feature.State()) {
      Feature(effect: effect)
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test("testConcatenate: each effect starts when the one before has finished")
  func testConcatenate() async {
    let clock = TestClock()
    let store = makeStore(clock) { clock in
      .concatenate(
        Self.delayed(1, after: 1, on: clock), Self.delayed(2, after: 2, on: clock),
        Self.delayed(3, after: 3, on: clock))
    }
    await store.send(.start)
    await clock.advance(by: .seconds(1))
    await store.receive(.value(1)) { $0.log = [1] }
    await clock.advance(by: .seconds(1))
    #expect(store.pendingReceivedActions.isEmpty)
    await clock.advance(by: .seconds(1))
    await store.receive(.value(2)) { $0.log = [1, 2] }
    await clock.advance(by: .seconds(3))
    await store.receive(.value(3)) { $0.log = [1, 2, 3] }
    await store.finish()
  }

  @Test("testConcatenateOneEffect: a concatenation of one effect is that effect")
  func testConcatenateOneEffect() async {
    let clock = TestClock()
    let store = makeStore(clock) { clock in .concatenate([Self.delayed(1, after: 1, on: clock)]) }
    await store.send(.start)
    await clock.advance(by: .seconds(1))
    await store.receive(.value(1)) { $0.log = [1] }
  }

  @Test("testMerge: merged effects run at the same time")
  func testMerge() async {
    let clock = TestClock()
    let store = makeStore(clock) { clock in
      .merge(
        Self.delayed(1, after: 1, on: clock), Self.delayed(2, after: 2, on: clock),
        Self.delayed(3, after: 3, on: clock))
    }
    await store.send(.start)
    await clock.advance(by: .seconds(1))
    await store.receive(.value(1)) { $0.log = [1] }
    await clock.advance(by: .seconds(1))
    await store.receive(.value(2)) { $0.log = [1, 2] }
    await clock.advance(by: .seconds(1))
    await store.receive(.value(3)) { $0.log = [1, 2, 3] }
  }

  @Test("testSend and testMap: .send delivers at once; .map changes the actions")
  func testSendAndMap() async {
    let store = makeStore(TestClock()) { _ in
      Effect<Int>.send(41).map { Feature.Action.value($0 + 1) }
    }
    await store.send(.start)
    await store.receive(.value(42)) { $0.log = [42] }
  }

  @Test("testNone: .none does nothing, in a merge or a concatenation too")
  func testNone() async {
    let store = makeStore(TestClock()) { _ in .merge(.none, .concatenate(.none, .none)) }
    await store.send(.start)
    await store.finish()
  }
}
