import ReducerKit
import Testing

@Suite("Scope and pullback")
struct ScopeTests {
  @Test("The seed quiz: two counters and a logger end at left 2, right -1, seen 4")
  func seedQuiz() {
    let app = Reduce.combine(
      Counter().pullback(state: \AppState.left, action: CasePath(AppAction.left)),
      Counter().pullback(state: \AppState.right, action: CasePath(AppAction.right)),
      logger)
    let store = Store(initialState: AppState(), reducer: app, dependencies: .test)
    for action in [AppAction.left(.inc), .left(.inc), .right(.dec), .clearLog] { store.send(action) }
    #expect(store.state == AppState(left: 2, right: -1, seen: 4))
  }

  @Test("A child never sees another child's actions")
  func childrenAreIsolated() {
    let store = Store(
      initialState: AppState(),
      reducer: Scope(state: \AppState.left, action: CasePath(AppAction.left)) { Counter() },
      dependencies: .test)
    store.send(.right(.inc))
    store.send(.clearLog)
    #expect(store.state == AppState())
    store.send(.left(.dec))
    #expect(store.state.left == -1)
  }
}

@Suite("Scope on an enum case")
struct EnumCaseScopeTests {
  func makeStore(_ screen: Screen, log: WarningLog) -> Store<Screen, ScreenAction> {
    Store(initialState: screen, reducer: Screens(), dependencies: .test(warnings: log))
  }

  @Test("The child runs while the state is in its case")
  func runsInItsCase() {
    let log = WarningLog()
    let store = makeStore(.login(""), log: log)
    store.send(.login(.type("a")))
    store.send(.login(.type("b")))
    #expect(store.state == .login("ab"))
    store.send(.logIn)
    store.send(.home(.inc))
    #expect(store.state == .home(1))
    #expect(log.warnings.isEmpty)
  }

  @Test("An action for another case changes nothing and warns")
  func otherCaseWarns() {
    let log = WarningLog()
    let store = makeStore(.home(3), log: log)
    store.send(.login(.type("a")))
    #expect(store.state == .home(3))
    #expect(log.kinds == [.actionForOtherCase(expected: "login")])
    #expect(log.warnings.map(\.operatorName) == ["Scope"])
  }
}
