import ReducerKit
import Testing

@Suite("liftEach")
struct LiftEachTests {
  func makeStore(_ state: TalliesState, log: WarningLog = WarningLog()) -> Store<TalliesState, TalliesAction>
  {
    Store(initialState: state, reducer: Tallies(), dependencies: .test(warnings: log))
  }

  @Test("A broadcast reaches every element of an array")
  func array() {
    let store = makeStore(TalliesState(list: [1, 2, 3]))
    store.send(.allOfList(.add(10)))
    #expect(store.state.list == [11, 12, 13])
  }

  @Test("A broadcast reaches every value of a dictionary")
  func dictionary() {
    let store = makeStore(TalliesState(table: ["a": 1, "b": 2]))
    store.send(.allOfTable(.add(10)))
    #expect(store.state.table == ["a": 11, "b": 12])
  }

  @Test("A broadcast to an empty collection does nothing")
  func empty() {
    let log = WarningLog()
    let store = makeStore(TalliesState(), log: log)
    store.send(.allOfList(.add(10)))
    store.send(.allOfTable(.addOwnValueLater))
    #expect(store.state == TalliesState())
    #expect(store.runningEffects.isEmpty)
    #expect(log.warnings.isEmpty)
  }

  @Test("Each element's effect replies to that element only")
  func effectsArePerElement() {
    let log = WarningLog()
    let store = makeStore(TalliesState(list: [1, 2, 3]), log: log)
    store.send(.allOfList(.addOwnValueLater))
    #expect(store.runningEffects.map(\.scope.description) == ["[list[0]]", "[list[1]]", "[list[2]]"])
    store.advance(by: .seconds(1))
    // Broadcast replies would have added 1 + 2 + 3 to every element.
    #expect(store.state.list == [2, 4, 6])
    #expect(store.runningEffects.isEmpty)
    #expect(log.warnings.isEmpty)
  }

  @Test("Removing an element cancels the effect it got from a broadcast, and only that one")
  func removalCancels() {
    let log = WarningLog()
    let store = makeStore(TalliesState(table: ["a": 1, "b": 2]), log: log)
    store.send(.allOfTable(.addOwnValueLater))
    #expect(store.runningEffects.map(\.scope.description) == [#"[table["a"]]"#, #"[table["b"]]"#])
    store.send(.removeFromTable("a"))
    #expect(store.runningEffects.map(\.scope.description) == [#"[table["b"]]"#])
    store.advance(by: .seconds(1))
    #expect(store.state.table == ["b": 4])
    #expect(log.warnings.isEmpty)
  }
}
