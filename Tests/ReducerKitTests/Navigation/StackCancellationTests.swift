import ReducerKit
import ReducerKitTesting
import Testing

/// Not in TCA's tests, beside them: a popped screen's children's effects end with it, and a
/// screen's dismiss pops that screen only.
@MainActor
@Suite("Navigation stacks: what ends with a popped screen")
struct StackCancellationTests {
  struct Ticker: Reducer {
    struct State: Equatable { var ticks = 0 }
    enum Action: Equatable { case start, tick }
    @Dependency(\.continuousClock) var clock
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .start:
          return .run { send in
            while true {
              try await clock.sleep(for: .seconds(1))
              await send(.tick)
            }
          }
        case .tick:
          state.ticks += 1
          return .none
        }
      }
    }
  }

  /// A screen with a ticking child of its own, and a child that can be absent.
  struct Screen: Reducer {
    struct State: Equatable {
      var ticker = Ticker.State()
      var sheet: Ticker.State?
    }
    enum Action: Equatable {
      case ticker(Ticker.Action)
      case sheet(Ticker.Action)
      case showSheet
      case close
    }
    @Dependency(\.dismiss) var dismiss
    var body: some Reducer<State, Action> {
      Scope(state: \.ticker, action: CasePath(Action.ticker)) { Ticker() }
      Reduce { state, action in
        switch action {
        case .showSheet: state.sheet = Ticker.State()
        case .close: return .run { _ in await dismiss() }
        case .ticker, .sheet: break
        }
        return .none
      }
      .ifLet(\.sheet, action: CasePath(Action.sheet)) { Ticker() }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable { var path = StackState<Screen.State>() }
    enum Action: Equatable { case path(StackActionOf<Screen>) }
    var body: some ReducerOf<Self> {
      Reduce { _, _ in .none }.forEach(\.path, action: CasePath(Action.path)) { Screen() }
    }
  }

  @Test("Popping a screen ends its children's effects, not those of the screen below")
  func childrenOfAPoppedScreen() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State(path: StackState([Screen.State(), Screen.State()]))) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.path(.element(id: 0, action: .ticker(.start))))
    await store.send(.path(.element(id: 1, action: .ticker(.start))))
    await store.send(.path(.element(id: 1, action: .showSheet))) {
      $0.path[id: 1]?.sheet = Ticker.State()
    }
    await store.send(.path(.element(id: 1, action: .sheet(.start))))
    #expect(store.runningEffects.count == 3)
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.removeLast()
    }
    #expect(store.runningEffects.count == 1)
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .ticker(.tick)))) {
      $0.path[id: 0]?.ticker.ticks = 1
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path.removeAll()
    }
    #expect(store.runningEffects.isEmpty)
  }

  @Test("A screen's dismiss pops that screen and those above it, not the ones below")
  func dismissPopsItsOwnScreen() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Parent.State(path: StackState([Screen.State(), Screen.State(), Screen.State()]))
    ) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.path(.element(id: 2, action: .ticker(.start))))
    await store.send(.path(.element(id: 1, action: .close)))
    await store.receive(.path(.popFrom(id: 1))) {
      $0.path.pop(to: 0)
    }
    #expect(store.runningEffects.isEmpty)
    #expect(store.state.path.ids == [0])
  }

  @Test("A store of one screen sends its actions to that screen, by id")
  func scopedScreens() {
    let store = Store(initialState: Parent.State(path: StackState([Screen.State(), Screen.State()]))) {
      Parent()
    }
    let path = store.projection(state: \.path, action: Parent.Action.path)
    #expect(path.elements().map(\.id) == [0, 1])
    let second = path.scope(id: 1)
    second?.send(.showSheet)
    #expect(store.state.path[id: 1]?.sheet == Ticker.State())
    #expect(store.state.path[id: 0]?.sheet == nil)
    #expect(path.scope(id: 7) == nil)
  }
}
