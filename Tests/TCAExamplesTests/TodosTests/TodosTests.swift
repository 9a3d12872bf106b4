import Foundation
import ReducerKitTesting
import Testing

// TCA's TodosTests. Its two tests that first set `\.binding.editMode` (SwiftUI's `EditMode`)
// start from the move here; what they check after it is the same.
@MainActor
struct TodosTests {
  let clock = TestClock()

  static func todos(_ completed: Bool...) -> IdentifiedArrayOf<Todo.State> {
    IdentifiedArrayOf(
      uniqueElements: completed.enumerated().map { Todo.State(id: UUID($0.offset), isComplete: $0.element) })
  }

  @Test
  func add() async {
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addTodoButtonTapped) {
      $0.todos.insert(Todo.State(description: "", id: UUID(0), isComplete: false), at: 0)
    }
    await store.send(.addTodoButtonTapped) {
      $0.todos = [
        Todo.State(description: "", id: UUID(1), isComplete: false),
        Todo.State(description: "", id: UUID(0), isComplete: false),
      ]
    }
  }

  @Test
  func edit() async {
    let store = TestStore(initialState: Todos.State(todos: Self.todos(false))) {
      Todos()
    }
    await store.send(\.todos[id: UUID(0)].binding.description, "Aprender TCA") {
      $0.todos[id: UUID(0)]?.description = "Aprender TCA"
    }
  }

  @Test
  func complete() async {
    let store = TestStore(initialState: Todos.State(todos: Self.todos(false, false))) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(\.todos[id: UUID(0)].binding.isComplete, true) {
      $0.todos[id: UUID(0)]?.isComplete = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.sortCompletedTodos) {
      $0.todos = [$0.todos[1], $0.todos[0]]
    }
  }

  @Test
  func completionDebounce() async {
    let store = TestStore(initialState: Todos.State(todos: Self.todos(false, false))) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(\.todos[id: UUID(0)].binding.isComplete, true) {
      $0.todos[id: UUID(0)]?.isComplete = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(\.todos[id: UUID(0)].binding.isComplete, false) {
      $0.todos[id: UUID(0)]?.isComplete = false
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.sortCompletedTodos)
  }

  @Test
  func clearCompleted() async {
    let store = TestStore(initialState: Todos.State(todos: Self.todos(false, true))) {
      Todos()
    }
    await store.send(.clearCompletedButtonTapped) {
      $0.todos = [$0.todos[0]]
    }
  }

  @Test
  func delete() async {
    let store = TestStore(initialState: Todos.State(todos: Self.todos(false, false, false))) {
      Todos()
    }
    await store.send(.delete([1])) {
      $0.todos = [$0.todos[0], $0.todos[2]]
    }
  }

  @Test
  func filteredDelete() async {
    let store = TestStore(
      initialState: Todos.State(filter: .completed, todos: Self.todos(false, false, true))
    ) {
      Todos()
    }
    await store.send(.delete([0])) {
      $0.todos = [$0.todos[0], $0.todos[1]]
    }
  }

  @Test
  func move() async {
    let store = TestStore(initialState: Todos.State(todos: Self.todos(false, false, false))) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.move([0], 2)) {
      $0.todos = [$0.todos[1], $0.todos[0], $0.todos[2]]
    }
    await clock.advance(by: .milliseconds(100))
    await store.receive(\.sortCompletedTodos)
  }

  @Test
  func filteredMove() async {
    let store = TestStore(initialState: Todos.State(todos: Self.todos(false, false, true, true))) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
      $0.uuid = .incrementing
    }
    await store.send(\.binding.filter, .completed) {
      $0.filter = .completed
    }
    await store.send(.move([0], 2)) {
      $0.todos = [$0.todos[0], $0.todos[1], $0.todos[3], $0.todos[2]]
    }
    await clock.advance(by: .milliseconds(100))
    await store.receive(\.sortCompletedTodos)
  }

  @Test
  func filteredEdit() async {
    let store = TestStore(initialState: Todos.State(todos: Self.todos(false, true))) {
      Todos()
    }
    await store.send(\.binding.filter, .completed) {
      $0.filter = .completed
    }
    await store.send(\.todos[id: UUID(1)].binding.description, "Ya estaba hecho") {
      $0.todos[id: UUID(1)]?.description = "Ya estaba hecho"
    }
  }
}
