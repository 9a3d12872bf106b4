import ReducerKit
import Testing

/// Each `.run(n)` returns `.send(.emitted(n))` throttled by one id, as TCA's throttle tests do.
struct Throttled: Reducer {
  var latest: Bool

  enum Action: Equatable, Sendable {
    case run(Int)
    case emitted(Int)
    case stop
  }

  func reduce(into state: inout [Int], action: Action) -> Effect<Action> {
    switch action {
    case .run(let value):
      return .send(.emitted(value)).throttle(id: "throttle", for: .seconds(1), latest: latest)
    case .emitted(let value):
      state.append(value)
      return .none
    case .stop:
      return .cancel(id: "throttle")
    }
  }
}

@Suite("throttle")
struct ThrottleTests {
  func makeStore(latest: Bool) -> Store<[Int], Throttled.Action> {
    Store(initialState: [], reducer: Throttled(latest: latest), dependencies: .test)
  }

  func runQuarterSeconds(_ store: Store<[Int], Throttled.Action>) {
    store.send(.run(1))
    #expect(store.state == [1])  // the first value goes through at once
    store.send(.run(2))
    #expect(store.state == [1])  // a second one is held
    store.advance(by: .milliseconds(250))
    store.send(.run(3))
    store.advance(by: .milliseconds(250))
    store.send(.run(4))
    store.advance(by: .milliseconds(250))
    store.send(.run(5))
    #expect(store.state == [1])
  }

  @Test("Throttle latest: the last value held goes through when the window closes")
  func throttleLatest() {
    let store = makeStore(latest: true)
    runQuarterSeconds(store)
    store.advance(by: .milliseconds(250))
    #expect(store.state == [1, 5])
    #expect(store.runningEffects.isEmpty)
  }

  @Test("Throttle first: the first value held goes through when the window closes")
  func throttleFirst() {
    let store = makeStore(latest: false)
    runQuarterSeconds(store)
    store.advance(by: .milliseconds(250))
    #expect(store.state == [1, 2])
    #expect(store.runningEffects.isEmpty)
  }

  @Test("A value after the window goes through at once")
  func throttleAfterInterval() {
    let store = makeStore(latest: true)
    store.send(.run(1))
    store.advance(by: .seconds(2))
    store.send(.run(2))
    #expect(store.state == [1, 2])
  }

  @Test("A held value that went through opens the next window")
  func heldValueOpensNextWindow() {
    let store = makeStore(latest: true)
    store.send(.run(1))
    store.advance(by: .milliseconds(500))
    store.send(.run(2))
    store.advance(by: .milliseconds(500))
    #expect(store.state == [1, 2])  // at t = 1 s
    store.advance(by: .milliseconds(500))
    store.send(.run(3))  // t = 1.5 s: inside the window opened at t = 1 s
    #expect(store.state == [1, 2])
    store.advance(by: .milliseconds(500))
    #expect(store.state == [1, 2, 3])
  }

  @Test("The first value goes through only once")
  func firstValueOnce() {
    let store = makeStore(latest: false)
    store.send(.run(1))
    store.advance(by: .seconds(5))
    #expect(store.state == [1])
    #expect(store.runningEffects.isEmpty)
  }

  @Test("A held value is cancelled by .cancel(id:)")
  func cancelHeld() {
    let store = makeStore(latest: true)
    store.send(.run(1))
    store.send(.run(2))
    #expect(store.runningEffects.map(\.cancelIDs.description) == ["[throttle]"])
    store.send(.stop)
    store.advance(by: .seconds(2))
    #expect(store.state == [1])
  }
}
