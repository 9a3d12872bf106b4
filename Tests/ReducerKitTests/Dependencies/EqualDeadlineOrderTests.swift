import ReducerKit
import Testing

/// The rows of the seed list, plus a log of which row ticked, in order.
struct TickOrderState: Equatable {
  var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 0), Row.State(id: 1), Row.State(id: 2)]
  var ticked: [Int] = []
}

struct TickOrder: Reducer {
  var body: some Reducer<TickOrderState, ListAction> {
    Reduce { state, action in
      if case .rows(.element(let id, .tick)) = action { state.ticked.append(id) }
      return .none
    }
    .forEach(\.rows, action: CasePath(ListAction.rows)) { Row() }
  }
}

@Suite("Equal deadlines wake first in, first out")
struct EqualDeadlineOrderTests {
  @Test("Three timers started 0, 1, 2 tick 0, 1, 2 every second, in a live store")
  func liveStoreTicksInStartOrder() {
    let store = Store(initialState: TickOrderState(), reducer: TickOrder(), dependencies: .test)
    for id in 0..<3 { store.send(.rows(.element(id: id, action: .onAppear))) }
    store.advance(by: .seconds(5))
    #expect(store.state.ticked == Array(repeating: [0, 1, 2], count: 5).flatMap { $0 })
    store.send(.stopAll)
  }

  @Test("Timers started 2, 0, 1 keep that order on every tick")
  func startOrderNotIDOrder() {
    let store = Store(initialState: TickOrderState(), reducer: TickOrder(), dependencies: .test)
    for id in [2, 0, 1] { store.send(.rows(.element(id: id, action: .onAppear))) }
    for _ in 0..<4 { store.advance(by: .seconds(1)) }
    #expect(store.state.ticked == Array(repeating: [2, 0, 1], count: 4).flatMap { $0 })
    store.send(.stopAll)
  }

  @Test("A timer restarted later moves to the back of its deadline")
  func restartedMovesBack() {
    let store = Store(initialState: TickOrderState(), reducer: TickOrder(), dependencies: .test)
    for id in 0..<3 { store.send(.rows(.element(id: id, action: .onAppear))) }
    store.send(.rows(.element(id: 0, action: .onAppear)))  // cancel in flight, start again
    store.advance(by: .seconds(2))
    #expect(store.state.ticked == [1, 2, 0, 1, 2, 0])
    store.send(.stopAll)
  }
}
