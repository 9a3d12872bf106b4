import ReducerKit
import Testing

@Suite("Cancellation")
struct CancellationTests {
  func makeTwins(log: WarningLog = WarningLog()) -> Store<TwinsState, TwinsAction> {
    Store(initialState: TwinsState(), reducer: Twins(), dependencies: .test(warnings: log))
  }

  @Test("cancelInFlight cancels the previous effect with the same id in the same scope")
  func cancelInFlight() {
    let store = makeTwins()
    store.send(.left(.start))  // would tick at t = 1
    store.advance(by: .milliseconds(500))
    store.send(.left(.start))  // ticks at t = 1.5
    #expect(store.runningEffects.count == 1)
    #expect(store.runningEffects.map(\.actionNumber) == [1])
    store.advance(by: .seconds(1))
    #expect(store.state.left == 1)
  }

  @Test("A parent's .cancel(id:) cancels its descendants' effects with that id")
  func parentCancelsDescendants() {
    let store = makeTwins()
    store.send(.own(.start))
    store.send(.left(.start))
    store.send(.right(.start))
    #expect(store.runningEffects.map(\.scope.description) == ["[]", "[left]", "[right]"])
    store.send(.own(.stop))
    #expect(store.runningEffects.isEmpty)
    store.advance(by: .seconds(2))
    #expect(store.state == TwinsState())
  }

  @Test("A child's .cancel(id:) cancels neither its parent's nor its sibling's effect with that id")
  func childCancelsOnlyItsOwn() {
    let store = makeTwins()
    store.send(.own(.start))
    store.send(.left(.start))
    store.send(.right(.start))
    store.send(.left(.stop))
    #expect(store.runningEffects.map(\.scope.description) == ["[]", "[right]"])
    store.advance(by: .seconds(2))
    #expect(store.state == TwinsState(own: 2, left: 0, right: 2))
  }

  @Test("A never-ending effect is listed, with its scope and cancel id, until cancelled")
  func neverEndingIsListed() throws {
    let store = Store(initialState: ListState(), reducer: List(), dependencies: .test)
    store.send(.addRow)
    store.send(.addRow)
    store.send(.rows(.element(id: 1, action: .onAppear)))
    store.advance(by: .seconds(10))
    #expect(store.state.rows.map(\.seconds) == [0, 10])
    #expect(store.runningEffects.count == 1)
    let timer = try #require(store.runningEffects.first)
    #expect(timer.name == "timer")
    #expect(timer.scope.map(\.description) == ["rows[id: 1]"])
    #expect(timer.cancelIDs.map(\.description) == ["timer"])
    #expect(timer.action as? ListAction == .rows(.element(id: 1, action: .onAppear)))
    #expect(timer.actionNumber == 2)
    #expect(timer.description.hasPrefix("#0 timer in rows[id: 1] id: timer, started by "))

    store.send(.rows(.element(id: 1, action: .stop)))
    #expect(store.runningEffects.isEmpty)
    store.advance(by: .seconds(2))
    #expect(store.state.rows.map(\.seconds) == [0, 10])
  }

  @Test("Resetting the store cancels every effect, at every level")
  func resetCancelsEverything() {
    let log = WarningLog()
    let store = makeTwins(log: log)
    store.send(.own(.start))
    store.send(.left(.start))
    store.send(.right(.start))
    store.advance(by: .seconds(1))
    store.reset(to: TwinsState())
    #expect(store.runningEffects.isEmpty)
    #expect((store.dependencies.clock as? VirtualClock)?.sleeperCount == 0)
    store.advance(by: .seconds(3))
    #expect(store.state == TwinsState())

    store.send(.left(.start))  // the store still works afterwards
    store.advance(by: .seconds(1))
    #expect(store.state == TwinsState(left: 1))
    #expect(log.warnings.isEmpty)
  }

  @Test("Resetting away a collection's elements leaves none of their effects to warn")
  func resetRemovesRowsQuietly() {
    let log = WarningLog()
    let store = Store(initialState: ListState(), reducer: List(), dependencies: .test(warnings: log))
    store.send(.addRow)
    store.send(.rows(.element(id: 0, action: .onAppear)))
    store.reset(to: ListState())
    store.advance(by: .seconds(3))
    #expect(store.state == ListState())
    #expect(store.runningEffects.isEmpty)
    #expect(log.warnings.isEmpty)
  }
}
