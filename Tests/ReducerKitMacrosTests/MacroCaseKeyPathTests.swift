import ReducerKitTesting
import Testing

// A feature written in TCA 1.x's spelling throughout, over the macros and the case-key-path
// runtime together: what the two halves of issue 21 must agree on.

@Reducer
struct Tile {
  struct State: Equatable, Identifiable {
    let id: Int
    var taps = 0
  }
  enum Action { case tap }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.taps += 1
      return .none
    }
  }
}

@Reducer
struct Board {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var tiles: IdentifiedArrayOf<Tile.State> = [Tile.State(id: 1), Tile.State(id: 2)]
    @Presents var destination: Destination.State?
  }
  enum Action {
    case counter(Counter.Action)
    case tiles(IdentifiedActionOf<Tile>)
    case destination(PresentationAction<Destination.Action>)
    case showCounter
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.count, action: \.counter) {
      Reduce<Int, Counter.Action> { count, action in
        count += action == .inc ? 1 : -1
        return .none
      }
    }
    Reduce { state, action in
      if case .showCounter = action { state.destination = .counter(Counter.State()) }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.tiles, action: \.tiles) { Tile() }
  }
}

@Suite("Macros with case key paths")
struct MacroCaseKeyPathTests {
  @Test("A @Reducer feature lifts with \\.counter, \\.$destination/\\.destination and \\.tiles")
  func liftsWithCaseKeyPaths() {
    let store = Store(initialState: Board.State()) { Board() }
    store.send(.counter(.inc))
    store.send(.tiles(.element(id: 2, action: .tap)))
    store.send(.showCounter)
    store.send(.destination(.presented(.counter(.inc))))
    #expect(store.count == 1)  // @ObservableState: the store reads its fields
    #expect(store.tiles[id: 2]?.taps == 1)
    #expect(store.destination == .counter(Counter.State(count: 1)))
  }

  @Test("Case key paths through @CasePathable members read and embed nested actions")
  func caseKeyPathsThroughMacroMembers() {
    let action = Board.Action.destination(.presented(.counter(.inc)))
    #expect(action.is(\.destination.presented.counter))
    #expect(action[case: \.destination.presented.counter] == .inc)
    #expect(!action.is(\.destination.dismiss))
    let tap = (\Board.Action.Cases.tiles[id: 1])(.tap)
    #expect(tap.is(\.tiles[id: 1]))
    #expect(!tap.is(\.tiles[id: 2]))
  }

  @Test("TestStore.send(\\.showCounter) and a scoped store of the presented child")
  func testStoreAndScope() {
    let store = TestStore(initialState: Board.State(), reducer: Board())
    store.send(\.showCounter) { $0.destination = .counter(Counter.State()) }
    store.send(\.destination.dismiss) { $0.destination = nil }
    store.finish()

    let live = Store(initialState: Board.State()) { Board() }
    #expect(live.scope(state: \.destination, action: \.destination) == nil)
    live.send(.showCounter)
    let destination = live.scope(state: \.destination, action: \.destination)
    destination?.send(.counter(.dec))
    #expect(live.destination == .counter(Counter.State(count: -1)))
  }
}
