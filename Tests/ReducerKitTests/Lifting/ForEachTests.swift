import ReducerKit
import Testing

@Suite("forEach")
struct ForEachTests {
  func makeStore(log: WarningLog = WarningLog(), rows: Int = 2) -> Store<ListState, ListAction> {
    let store = Store(initialState: ListState(), reducer: List(), dependencies: .test(warnings: log))
    for _ in 0..<rows { store.send(.addRow) }
    return store
  }

  @Test("An addressed action changes only that element")
  func routesById() {
    let store = makeStore(rows: 3)
    store.send(.rows(.element(id: 1, action: .tick)))
    #expect(store.state.rows.map(\.seconds) == [0, 1, 0])
  }

  @Test("An element's effect sends back to the same element")
  func effectComesBackAddressed() {
    let store = makeStore()
    store.send(.rows(.element(id: 1, action: .onAppear)))
    store.advance(by: .seconds(3))
    #expect(store.state.rows.map(\.seconds) == [0, 3])
  }

  @Test("An action for a missing element changes nothing and warns")
  func missingElementWarns() {
    let log = WarningLog()
    let store = makeStore(log: log)
    store.send(.rows(.element(id: 7, action: .tick)))
    #expect(store.state.rows.map(\.seconds) == [0, 0])
    #expect(log.kinds == [.actionForMissingElement(collection: "rows", element: "rows[id: 7]")])
  }

  @Test("Removing one of two ticking rows stops only its timer")
  func removalCancelsOnlyThatRow() {
    let store = makeStore()
    store.send(.rows(.element(id: 0, action: .onAppear)))
    store.send(.rows(.element(id: 1, action: .onAppear)))
    store.advance(by: .seconds(1))
    #expect(store.runningEffects.count == 2)
    store.send(.rows(.element(id: 0, action: .delegate(.deleteRequested))))
    #expect(store.runningEffects.map(\.scope.description) == ["[rows[id: 1]]"])
    store.advance(by: .seconds(2))
    #expect(store.state.rows.map(\.seconds) == [3])
  }

  @Test("The same inner cancel id in two rows stays independent")
  func innerIdsAreScoped() {
    let store = makeStore()
    store.send(.rows(.element(id: 0, action: .onAppear)))
    store.send(.rows(.element(id: 1, action: .onAppear)))
    store.send(.rows(.element(id: 0, action: .stop)))
    store.advance(by: .seconds(2))
    #expect(store.state.rows.map(\.seconds) == [0, 2])
  }

  @Test("A parent can cancel its descendants' effects by id")
  func parentCancelsDescendants() {
    let store = makeStore()
    store.send(.rows(.element(id: 0, action: .onAppear)))
    store.send(.rows(.element(id: 1, action: .onAppear)))
    store.send(.stopAll)
    #expect(store.runningEffects.isEmpty)
  }
}
