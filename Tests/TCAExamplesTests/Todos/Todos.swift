import Foundation
import ReducerKit

// TCA's Todos example, the list. Two things of TCA's are SwiftUI's and left out: the edit mode
// (`EditMode`, bound in TCA's tests as `\.binding.editMode`) and the animation the sort is sent
// with; the filter's raw values are plain strings, not `LocalizedStringKey`s.
enum Filter: String, CaseIterable, Hashable, Sendable {
  case all = "All"
  case active = "Active"
  case completed = "Completed"
}

@Reducer
struct Todos {
  @ObservableState
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

  enum Action: BindableAction, Sendable {
    case addTodoButtonTapped
    case binding(BindingAction<State>)
    case clearCompletedButtonTapped
    case delete(IndexSet)
    case move(IndexSet, Int)
    case sortCompletedTodos
    case todos(IdentifiedActionOf<Todo>)
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.uuid) var uuid
  private enum CancelID { case todoCompletion }

  var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addTodoButtonTapped:
        state.todos.insert(Todo.State(id: self.uuid()), at: 0)
        return .none

      case .binding:
        return .none

      case .clearCompletedButtonTapped:
        state.todos.removeAll(where: \.isComplete)
        return .none

      case .delete(let offsets):
        // The offsets are the filtered list's.
        let shown = state.filteredTodos
        for offset in offsets {
          state.todos.remove(id: shown[offset].id)
        }
        return .none

      case .move(var source, var destination):
        if state.filter == .completed {
          // Offsets in the filtered list, translated to the whole list's.
          let shown = state.filteredTodos
          source = IndexSet(source.map { shown[$0] }.compactMap { state.todos.index(id: $0.id) })
          destination =
            (destination < shown.endIndex
              ? state.todos.index(id: shown[destination].id) : state.todos.endIndex)
            ?? destination
        }
        state.todos.move(fromOffsets: source, toOffset: destination)
        return .run { send in
          try await self.clock.sleep(for: .milliseconds(100))
          await send(.sortCompletedTodos)
        }

      case .sortCompletedTodos:
        state.todos.sort { $1.isComplete && !$0.isComplete }
        return .none

      case .todos(.element(id: _, action: .binding(\.isComplete))):
        // Ticking boxes quickly sorts once, a second after the last one.
        return .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.sortCompletedTodos)
        }
        .cancellable(id: CancelID.todoCompletion, cancelInFlight: true)

      case .todos:
        return .none
      }
    }
    .forEach(\.todos, action: \.todos) {
      Todo()
    }
  }
}
