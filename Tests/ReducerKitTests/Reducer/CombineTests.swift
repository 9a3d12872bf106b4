import ReducerKit
import Testing

/// A spelling of "run these reducers in order" and the order to list them in.
struct OrderCase: Sendable, CustomTestStringConvertible {
  enum Spelling: Sendable { case builder, combine }
  let spelling: Spelling
  let parentFirst: Bool
  /// What the parent reads of the child's state after one `.left(.inc)` from 0.
  let seen: Int

  var testDescription: String {
    let name = spelling == .builder ? "CombineReducers" : "Reduce.combine"
    return "\(name), parent \(parentFirst ? "before" : "after")"
  }

  static let all = [
    OrderCase(spelling: .builder, parentFirst: true, seen: 0),
    OrderCase(spelling: .builder, parentFirst: false, seen: 1),
    OrderCase(spelling: .combine, parentFirst: true, seen: 0),
    OrderCase(spelling: .combine, parentFirst: false, seen: 1),
  ]
}

@Suite("Combining reducers")
struct CombineTests {
  static let quiz: [AppAction] = [.left(.inc), .left(.inc), .right(.dec), .clearLog]

  @Test("The seed quiz with CombineReducers { } ends at left 2, right -1, seen 4")
  func seedQuizWithBuilder() {
    let app = CombineReducers {
      Scope(state: \AppState.left, action: CasePath(AppAction.left)) { Counter() }
      Scope(state: \AppState.right, action: CasePath(AppAction.right)) { Counter() }
      logger
    }
    let store = Store(initialState: AppState(), reducer: app, dependencies: .test)
    for action in Self.quiz { store.send(action) }
    #expect(store.state == AppState(left: 2, right: -1, seen: 4))
  }

  @Test("The seed quiz as a reducer with a body ends at left 2, right -1, seen 4")
  func seedQuizWithBody() {
    let store = Store(initialState: AppState(), reducer: SeedApp(), dependencies: .test)
    for action in Self.quiz { store.send(action) }
    #expect(store.state == AppState(left: 2, right: -1, seen: 4))
  }

  @Test(
    "A parent listed before the child sees the old child state; after it, the new", arguments: OrderCase.all)
  func orderMatters(_ order: OrderCase) {
    let parent = Reduce<AppState, AppAction> { state, _ in
      state.seen = state.left
      return .none
    }
    let child = Scope(state: \AppState.left, action: CasePath(AppAction.left)) { Counter() }
    let app: Reduce<AppState, AppAction>
    switch order.spelling {
    case .builder:
      app = Reduce(
        CombineReducers {
          if order.parentFirst {
            parent
            child
          } else {
            child
            parent
          }
        })
    case .combine:
      app = order.parentFirst ? .combine(parent, child) : .combine(child, parent)
    }
    let store = Store(initialState: AppState(), reducer: app, dependencies: .test)
    store.send(.left(.inc))
    #expect(store.state == AppState(left: 1, seen: order.seen))
  }
}
