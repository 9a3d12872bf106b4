import ReducerKit
import Testing

/// The work a forEach does per action, counted (never timed): an addressed action must cost the
/// same in a list of ten and of a million.
@Suite("forEach: work per action")
struct ForEachWorkTests {
  @Test("An action for one of 1,000 elements visits that element once and copies nothing")
  func dispatchVisitsOneElement() {
    let log = WorkLog()
    var state = CountingState(items: CountingCollection(Array(repeating: 0, count: 1_000), log: log))
    let effect = CountingList().reduce(
      into: &state, action: .items(.element(id: Slot(500, log), action: .add(2))))
    #expect(effect.isNone)
    #expect(state.items.values[500] == 2)
    #expect(log.work == CollectionWork(elementVisits: 1))
  }

  @Test("Through a store, 100 actions to elements of 1,000 make 100 visits and no copy")
  func storeDispatchesCopyNothing() {
    let log = WorkLog()
    let store = Store(
      initialState: CountingState(items: CountingCollection(Array(repeating: 0, count: 1_000), log: log)),
      reducer: CountingList(), dependencies: .test)
    for index in 0..<100 { store.send(.items(.element(id: Slot(index * 10, log), action: .add(1)))) }
    #expect(store.state.items.values.reduce(0, +) == 100)
    #expect(log.work == CollectionWork(elementVisits: 100))
  }

  @Test("An element effect is still addressed to its element")
  func effectsStillScoped() {
    let log = WorkLog()
    let store = Store(
      initialState: CountingState(items: CountingCollection([1, 2, 3], log: log)),
      reducer: CountingList(), dependencies: .test)
    store.send(.items(.element(id: Slot(2, log), action: .addOwnValueLater)))
    #expect(store.runningEffects.map(\.scope.description) == ["[items[2]]"])
    store.advance(by: .seconds(1))
    #expect(store.state.items.values == [1, 2, 6])
  }

  @Test("Removing an element still cancels its effects")
  func removalStillCancels() {
    let log = WorkLog()
    let store = Store(
      initialState: CountingState(items: CountingCollection([1, 2, 3], log: log)),
      reducer: CountingList(), dependencies: .test)
    store.send(.items(.element(id: Slot(2, log), action: .addOwnValueLater)))
    store.send(.removeLast)
    #expect(store.runningEffects.isEmpty)
    #expect(store.state.items.values == [1, 2])
  }
}
