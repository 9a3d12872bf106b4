import ReducerKit

/// A presented child (the presentation scenarios): it edits a draft, ticks, and can dismiss
/// itself through its `dismiss` dependency.
struct Editor: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    let id: Int
    var draft = ""
    var ticks = 0
  }

  enum Action: Equatable, Sendable {
    case type(String)
    case startTimer
    case tick
    /// Dismisses itself after 1 s.
    case saveLater
    /// Calls `dismiss()` twice: the second call comes from a cancelled effect and does nothing.
    case closeTwice
  }

  @Dependency(\.clock) var clock
  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .type(let text):
      state.draft += text
      return .none
    case .startTimer:
      let clock = self.clock
      return .run(name: "timer") { send in
        for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
      }
    case .tick:
      state.ticks += 1
      return .none
    case .saveLater:
      let clock = self.clock
      let dismiss = self.dismiss
      return .run(name: "save") { _ in
        try? await clock.sleep(for: .seconds(1))
        await dismiss()
      }
    case .closeTwice:
      let dismiss = self.dismiss
      return .run(name: "close") { _ in
        await dismiss()
        await dismiss()
      }
    }
  }
}

/// An alert: it lasts for one action.
struct ConfirmAlert: Equatable, Sendable, EphemeralState {
  var title: String
}

enum ConfirmAlertAction: Equatable, Sendable {
  case confirm
  case cancel
}

struct DeskState: Equatable {
  @Presented var editor: Editor.State?
  @Presented var alert: ConfirmAlert?
  /// What the parent saw, in order.
  var log: [String] = []
}

enum DeskAction: Equatable, Sendable {
  case editor(PresentedAction<Editor.Action>)
  case alert(PresentedAction<ConfirmAlertAction>)
  case open(Int)
  case close
  /// A reducer before the lifts sets the editor to nil.
  case closeBefore
  /// A reducer after the lifts sets the editor to nil.
  case closeAfter
  /// A reducer after the lifts replaces the whole state (not through `Presented`'s setter).
  case replaceState
  case askToConfirm
  case noop
}

/// A parent that presents an editor and an alert, with reducers beside the lifts that can
/// dismiss the editor behind the lift's back.
struct Desk: Reducer {
  var body: some Reducer<DeskState, DeskAction> {
    Reduce { state, action in
      if action == .closeBefore { state.editor = nil }
      return .none
    }
    Reduce { state, action in
      switch action {
      case .editor(.presented(let child)):
        state.log.append("parent saw \(child) with editor \(state.editor == nil ? "gone" : "there")")
      case .editor(.dismiss):
        state.log.append("parent saw dismiss with editor \(state.editor == nil ? "gone" : "there")")
      case .alert(.presented(let choice)):
        state.log.append("parent saw \(choice) with alert \(state.alert == nil ? "gone" : "there")")
      case .alert(.dismiss):
        state.log.append("parent saw alert dismiss")
      case .open(let id):
        state.editor = Editor.State(id: id)
      case .close:
        state.editor = nil
      case .askToConfirm:
        state.alert = ConfirmAlert(title: "Delete?")
      case .closeBefore, .closeAfter, .replaceState, .noop:
        break
      }
      return .none
    }
    .ifLet(\.$editor, action: CasePath(DeskAction.editor)) { Editor() }
    .ifLet(\.$alert, action: CasePath(DeskAction.alert))
    Reduce { state, action in
      if action == .closeAfter { state.editor = nil }
      if action == .replaceState { state = DeskState(log: state.log) }
      return .none
    }
  }
}
