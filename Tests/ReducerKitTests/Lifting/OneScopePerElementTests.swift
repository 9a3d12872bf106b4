import ReducerKit
import Testing

/// An element with a cancellable timer: started and stopped by its own actions.
private struct Stopwatch: Reducer {
  enum Action: Equatable, Sendable {
    case start
    case tick
    case stop
  }

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run(name: "stopwatch") { send in
        for await _ in DependencyValues.current.clock.timer(interval: .seconds(1)) { await send(.tick) }
      }
      .cancellable(id: "stopwatch")
    case .tick:
      state += 1
      return .none
    case .stop:
      return .cancel(id: "stopwatch")
    }
  }
}

private struct Watches: Reducer {
  struct State: Equatable {
    var byKey: [String: Int] = [:]
  }

  enum Action: Equatable, Sendable {
    case byKey(IdentifiedAction<String, Stopwatch.Action>)
    case all(Stopwatch.Action)
  }

  var body: some Reducer<State, Action> {
    EmptyReducer()
      .forEach(\.byKey, action: CasePath(Action.byKey)) { Stopwatch() }
      .liftEach(\.byKey, action: CasePath(Action.all), replies: CasePath(Action.byKey)) { Stopwatch() }
  }
}

@Suite("One element, one effect scope")
struct OneScopePerElementTests {
  @Test("An effect started through liftEach is cancelled through forEach on the same element")
  func liftEachThenForEach() {
    let store = Store(
      initialState: Watches.State(byKey: ["a": 0, "b": 0]), reducer: Watches(), dependencies: .test)
    store.send(.all(.start))
    #expect(store.runningEffects.map(\.scope.description) == [#"[byKey["a"]]"#, #"[byKey["b"]]"#])
    store.send(.byKey(.element(id: "a", action: .stop)))
    #expect(store.runningEffects.map(\.scope.description) == [#"[byKey["b"]]"#])
    store.advance(by: .seconds(1))
    #expect(store.state.byKey == ["a": 0, "b": 1])
    store.send(.all(.stop))
  }

  @Test("An effect started through forEach is cancelled by a broadcast through liftEach")
  func forEachThenLiftEach() {
    let store = Store(initialState: Watches.State(byKey: ["a": 0]), reducer: Watches(), dependencies: .test)
    store.send(.byKey(.element(id: "a", action: .start)))
    store.send(.all(.stop))
    #expect(store.runningEffects.isEmpty)
  }

  @Test("Both lifts name the element's scope the same way")
  func sameScope() {
    let store = Store(initialState: Watches.State(byKey: ["a": 0]), reducer: Watches(), dependencies: .test)
    store.send(.byKey(.element(id: "a", action: .start)))
    store.send(.all(.start))
    let scopes = store.runningEffects.map(\.scope)
    #expect(scopes.count == 2)
    #expect(scopes.first == scopes.last)
    store.send(.byKey(.element(id: "a", action: .stop)))
    #expect(store.runningEffects.isEmpty)
  }
}
