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

  @Test("Removing one of 1,000 elements copies nothing, lists no addresses and checks none")
  func removalCopiesAndListsNothing() {
    let log = WorkLog()
    let store = Store(
      initialState: CountingState(items: CountingCollection(Array(repeating: 0, count: 1_000), log: log)),
      reducer: CountingList(), dependencies: .test)
    store.send(.items(.element(id: Slot(999, log), action: .addOwnValueLater)))
    store.send(.removeLast)
    #expect(store.runningEffects.isEmpty)
    #expect(store.state.items.values.count == 999)
    // Two descriptions: the element's effect and its cancellation are both addressed to
    // `items[999]`. Before only a snapshot of the addresses was kept, also one storage copy (the
    // parent removed while the forEach held the whole collection), one listing of the addresses
    // and 1,000 `contains` checks.
    #expect(log.work == CollectionWork(elementVisits: 1, addressDescriptions: 2))
  }

  @Test("A broadcast to 1,000 elements visits each once and copies nothing")
  func broadcastCopiesNothing() {
    let log = WorkLog()
    let store = Store(
      initialState: CountingState(items: CountingCollection(Array(repeating: 1, count: 1_000), log: log)),
      reducer: CountingBroadcast(), dependencies: .test)
    store.send(.all(.add(2)))
    #expect(store.state.items.values.allSatisfy { $0 == 3 })
    // Before: also one storage copy (the collection was held while its elements changed) and
    // 1,000 descriptions (each element's `.none` effect was given a scope segment).
    #expect(log.work == CollectionWork(elementVisits: 1_000, addressListings: 1))
  }

  @Test("Removing elements a broadcast started effects in still cancels them")
  func broadcastRemovalStillCancels() {
    let log = WorkLog()
    let store = Store(
      initialState: CountingState(items: CountingCollection([1, 2, 3], log: log)),
      reducer: CountingBroadcast(), dependencies: .test)
    store.send(.all(.addOwnValueLater))
    #expect(store.runningEffects.map(\.scope.description) == ["[items[0]]", "[items[1]]", "[items[2]]"])
    store.send(.removeLast)
    #expect(store.runningEffects.map(\.scope.description) == ["[items[0]]", "[items[1]]"])
    store.advance(by: .seconds(1))
    #expect(store.state.items.values == [2, 4])
    #expect(store.runningEffects.isEmpty)
  }
}
