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
