import ExerciseSupport
import ReducerKit

// Known-wrong answers to detail-stack (navigation). The grader must fail each, for its own
// reason.

/// The path reducer, right or without its editor.
struct DetailStackPathFixture: Reducer {
  var scopesEditor = true

  var body: some Reducer<DetailStack.PathState, DetailStack.PathAction> {
    Scope(state: \.detail, action: \.detail) { ItemDetail() }
    if scopesEditor {
      Scope(state: \.edit, action: \.edit) { ItemEditor() }
    }
  }
}

/// The stack lifted with `forEach`, and one mistake in the parent or the path reducer.
struct DetailStackFixture: Reducer {
  enum Mistake {
    /// `.rowTapped` pushes nothing.
    case noPush
    /// `.editTapped` pushes no editor.
    case noEditor
    /// The path reducer has no `Scope` for the editor.
    case noEditScope
    /// The delegate pops only the editor (`pop(from:)` its id), not back to the root.
    case popsOnlyEditor
    /// Pushes with an id of its own, the number of screens, instead of `append`.
    case idFromCount
  }

  let mistake: Mistake

  var body: some Reducer<DetailStack.State, DetailStack.Action> {
    Reduce { state, action in
      switch action {
      case .rowTapped(let item):
        switch mistake {
        case .noPush: break
        case .idFromCount:
          state.path[id: StackElementID(generation: state.path.count)] = .detail(ItemDetail.State(item: item))
        default: state.path.append(.detail(ItemDetail.State(item: item)))
        }
        return .none
      case .path(.element(id: let id, action: .detail(.editTapped))):
        guard mistake != .noEditor, let item = state.path[id: id, case: \.detail]?.item else { return .none }
        state.path.append(.edit(ItemEditor.State(item: item)))
        return .none
      case .path(.element(id: let id, action: .edit(.delegate(.saved(let title))))):
        state.saved.append(title)
        if mistake == .popsOnlyEditor { state.path.pop(from: id) } else { state.path.removeAll() }
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) { DetailStackPathFixture(scopesEditor: mistake != .noEditScope) }
  }
}

/// Handles every action right but never lifts the path reducer: no screen ever runs, and
/// nothing pops on `popFrom`.
struct DetailStackNeverLifts: Reducer {
  func reduce(into state: inout DetailStack.State, action: DetailStack.Action) -> Effect<DetailStack.Action> {
    switch action {
    case .rowTapped(let item):
      state.path.append(.detail(ItemDetail.State(item: item)))
      return .none
    case .path(.element(id: let id, action: .detail(.editTapped))):
      guard let item = state.path[id: id, case: \.detail]?.item else { return .none }
      state.path.append(.edit(ItemEditor.State(item: item)))
      return .none
    case .path(.element(id: _, action: .edit(.delegate(.saved(let title))))):
      state.saved.append(title)
      state.path.removeAll()
      return .none
    case .path:
      return .none
    }
  }
}

/// Runs each screen by unwrapping it from the stack by hand instead of with `forEach`: routing
/// works, but nothing cancels a popped screen's timer.
struct DetailStackRunsByHand: Reducer {
  func reduce(into state: inout DetailStack.State, action: DetailStack.Action) -> Effect<DetailStack.Action> {
    switch action {
    case .rowTapped(let item):
      state.path.append(.detail(ItemDetail.State(item: item)))
      return .none
    case .path(.element(id: let id, action: .detail(.editTapped))):
      guard let item = state.path[id: id, case: \.detail]?.item else { return .none }
      state.path.append(.edit(ItemEditor.State(item: item)))
      return .none
    case .path(.element(id: _, action: .edit(.delegate(.saved(let title))))):
      state.saved.append(title)
      state.path.removeAll()
      return .none
    case .path(.element(id: let id, action: let screenAction)):
      guard var screen = state.path[id: id] else { return .none }
      let effect = DetailStackPathFixture().reduce(into: &screen, action: screenAction)
      state.path[id: id] = screen
      return effect.map { DetailStack.Action.path(.element(id: id, action: $0)) }
    case .path(.popFrom(let id)):
      state.path.pop(from: id)
      return .none
    case .path:
      return .none
    }
  }
}

/// A right answer written differently from the reference: the path reducer with `ifCaseLet`,
/// the editor's state from the detail's whole case, and the stack emptied in one of two other
/// ways (a fresh `StackState`, or `pop(from:)` the bottom screen). The graders check behaviour,
/// not spelling, so it must pass.
struct DetailStackOtherSpelling: Reducer {
  enum Emptying { case freshStack, popFromBottom }

  let emptying: Emptying

  struct Screen: Reducer {
    var body: some Reducer<DetailStack.PathState, DetailStack.PathAction> {
      EmptyReducer()
        .ifCaseLet(CasePath(DetailStack.PathState.detail), action: CasePath(DetailStack.PathAction.detail)) {
          ItemDetail()
        }
        .ifCaseLet(CasePath(DetailStack.PathState.edit), action: CasePath(DetailStack.PathAction.edit)) {
          ItemEditor()
        }
    }
  }

  var body: some Reducer<DetailStack.State, DetailStack.Action> {
    Reduce { state, action in
      switch action {
      case .rowTapped(let item):
        state.path.append(.detail(ItemDetail.State(item: item)))
      case .path(.element(id: let id, action: .detail(.editTapped))):
        if case .detail(let detail)? = state.path[id: id] {
          state.path.append(.edit(ItemEditor.State(item: detail.item, title: "")))
        }
      case .path(.element(id: _, action: .edit(.delegate(.saved(let title))))):
        state.saved += [title]
        switch emptying {
        case .freshStack: state.path = StackState()
        case .popFromBottom: if let bottom = state.path.ids.first { state.path.pop(from: bottom) }
        }
      default:
        break
      }
      return .none
    }
    .forEach(\.path, action: CasePath(DetailStack.Action.path)) { Screen() }
  }
}
