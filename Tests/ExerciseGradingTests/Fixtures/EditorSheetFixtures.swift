import LessonFeatures
import ReducerKit

// Known-wrong answers to editor-sheet. The grader must fail each, for its own reason. Each is
// the reference with one thing changed (`mistake`).

struct EditorSheetFixture: Reducer {
  enum Mistake { case closesAtOnce, keepsDismissal, editorAfterParent, editsWhileDismissing }
  typealias State = EditorScreen.State
  typealias Action = EditorScreen.Action
  typealias Editor = EditorScreen.Editor
  enum CancelID: Hashable, Sendable { case dismissal }

  let mistake: Mistake
  @Dependency(\.clock) var clock

  var dismissal: Effect<Action> {
    let clock = self.clock
    return .run(name: "dismissal") { send in
      do { try await clock.sleep(for: EditorScreen.dismissalTime) } catch { return }
      await send(.dismissalFinished)
    }
    .cancellable(id: CancelID.dismissal)
  }

  var screen: Reduce<State, Action> {
    Reduce { state, action in
      switch action {
      case .openEditor:
        state.editor = .presented(Editor.State())
        return mistake == .keepsDismissal ? .none : .cancel(id: CancelID.dismissal)
      case .closeEditor, .editor(.save):
        guard case .presented(let editor) = state.editor else { return .none }
        if mistake == .closesAtOnce {
          state.editor = .dismissed
          return .none
        }
        state.editor = .dismissing(last: editor)
        return dismissal
      case .dismissalFinished:
        state.editor = .dismissed
        return .none
      case .contacts, .editor:
        return .none
      }
    }
  }

  /// The editor on the presented case — or, for `editsWhileDismissing`, on any sheet with a value.
  var editor: some Reducer<State, Action> {
    let sheet =
      mistake == .editsWhileDismissing
      ? CasePath<Presentation<Editor.State>, Editor.State>(embed: { .presented($0) }, extract: { $0.value })
      : CasePath(Presentation<Editor.State>.presented)
    return Scope(state: \.editor, action: CasePath(Action.editor)) {
      Scope(state: sheet, named: "sheet", action: CasePath(embed: { $0 }, extract: { $0 })) { Editor() }
    }
  }

  var body: some Reducer<State, Action> {
    if mistake == .editorAfterParent {
      screen
      editor
    } else {
      editor
      screen
    }
  }
}
