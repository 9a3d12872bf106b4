import Foundation
import ReducerKit
import ReducerKitTesting
import Testing

/// TCA's Todos example, with what this branch covers: rows edited through their binding case,
/// `case .todos(.element(id: _, action: .binding(\.isComplete)))` in the parent, `filter` that
/// stays an identified array, `move(fromOffsets:toOffset:)` and deletion by `IndexSet`. (The
/// example's clock and `\.uuid` are left out: the sort is sent at once.)
private struct Todo: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    var description = ""
    let id: Int
    var isComplete = false
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
  }
}

private enum Filter: Equatable, Sendable { case all, active, completed }

private struct Todos: Reducer {
  struct State: Equatable {
    var filter: Filter = .all
    var todos: IdentifiedArrayOf<Todo.State> = []

    var filteredTodos: IdentifiedArrayOf<Todo.State> {
      switch filter {
      case .active: return todos.filter { !$0.isComplete }
      case .all: return todos
      case .completed: return todos.filter(\.isComplete)
      }
    }
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case clearCompletedButtonTapped
    case delete(IndexSet)
    case move(IndexSet, Int)
    case sortCompletedTodos
    case todos(IdentifiedActionOf<Todo>)
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .clearCompletedButtonTapped:
        state.todos.removeAll(where: \.isComplete)
        return .none
      case .delete(let indexSet):
        let filteredTodos = state.filteredTodos
        for index in indexSet { state.todos.remove(id: filteredTodos[index].id) }
        return .none
      case .move(let source, let destination):
        state.todos.move(fromOffsets: source, toOffset: destination)
        return .none
      case .sortCompletedTodos:
        state.todos.sort { $1.isComplete && !$0.isComplete }
        return .none
      case .todos(.element(id: _, action: .binding(\.isComplete))):
        return .send(.sortCompletedTodos)
      case .todos:
        return .none
      }
    }
    .forEach(\.todos, action: CasePath(Action.todos)) { Todo() }
  }
}

@Suite("Todos example (TCA's TodosTests, bindings and identified arrays)")
struct TodosBindingTests {
  fileprivate static let two: IdentifiedArrayOf<Todo.State> = [Todo.State(id: 0), Todo.State(id: 1)]

  @Test func edit() {
    let store = TestStore(initialState: Todos.State(todos: Self.two), reducer: Todos())
    store.send(
      .todos(.element(id: 0, action: .binding(.set(\.description, "Learn Composable Architecture"))))
    ) {
      $0.todos[id: 0]?.description = "Learn Composable Architecture"
    }
  }

  @Test func complete() {
    let store = TestStore(initialState: Todos.State(todos: Self.two), reducer: Todos())
    store.send(.todos(.element(id: 0, action: .set(\.isComplete, true)))) {
      $0.todos[id: 0]?.isComplete = true
    }
    store.receive(.sortCompletedTodos) {
      $0.todos = [$0.todos[1], $0.todos[0]]
    }
  }

  @Test func filteredEdit() {
    var state = Todos.State(todos: Self.two)
    state.todos[id: 1]?.isComplete = true
    state.filter = .completed
    let store = TestStore(initialState: state, reducer: Todos())
    // Deleting row 0 of the filtered list removes todo 1.
    store.send(.delete([0])) { $0.todos.remove(id: 1) }
    store.send(.binding(.set(\.filter, .all))) { $0.filter = .all }
  }

  @Test func move() {
    let three: IdentifiedArrayOf<Todo.State> = [Todo.State(id: 0), Todo.State(id: 1), Todo.State(id: 2)]
    let store = TestStore(initialState: Todos.State(todos: three), reducer: Todos())
    store.send(.move([0], 2)) {
      $0.todos = [$0.todos[1], $0.todos[0], $0.todos[2]]
    }
  }

  @Test func clearCompleted() {
    var state = Todos.State(todos: Self.two)
    state.todos[id: 1]?.isComplete = true
    let store = TestStore(initialState: state, reducer: Todos())
    store.send(.clearCompletedButtonTapped) { $0.todos = [$0.todos[0]] }
  }
}
