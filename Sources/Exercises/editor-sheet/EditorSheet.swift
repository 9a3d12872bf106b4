// Exercise editor-sheet (lesson transpose) — REFERENCE SOLUTION, graded by `swift test --filter ExerciseGrading`.
// Learners start from the starter `tutor exercise start` copies (README, "Write the code").

import LessonFeatures
import ReducerKit

/// A sheet in a `Presentation`: presented, then dismissing with its last value while it
/// animates out (300 ms), then dismissed. The editor inside runs only while presented.
///
/// `EditorScreen` (`Sources/LessonFeatures/EditorScreen.swift`) gives the state, the actions, the
/// `Editor` and the `Contact`. Write the screen's `body`:
///
/// 1. Mount `Editor` on the presented case only, *before* the `Reduce` (so that on `.save` the
///    editor has marked its draft saved when the screen starts dismissing it):
///    `Scope(state: \.editor, action: \.editor) { Scope(state:
///    CasePath(Presentation<Editor.State>.presented), named: "presented", action:
///    CasePath(embed: { $0 }, extract: { $0 })) { Editor() } }`.
/// 2. `.openEditor` presents a blank editor, `.presented(Editor.State())`, and cancels a
///    dismissal still under way: `.cancel(id: CancelID.dismissal)`.
/// 3. `.closeEditor` and `.editor(.save)`, while presented, start the dismissal:
///    `state.editor = .dismissing(last: editor)`, and return `dismissal`.
/// 4. `.dismissalFinished` dismisses: `state.editor = .dismissed`.
///
/// The grader (`EditorSheetGrader`, `Sources/Exercises/editor-sheet/EditorSheetGrader.swift`)
/// opens, types, saves, types into the closing sheet (nothing may change), waits for the dismissal,
/// then opens, closes and reopens at once: the old dismissal must not close the new sheet.
///
/// Keep the name `EditorSheetExercise`, `init()` and the `State` and `Action` types: the grader
/// uses them.
@Reducer
public struct EditorSheetExercise {
  public typealias State = EditorScreen.State
  public typealias Action = EditorScreen.Action
  typealias Editor = EditorScreen.Editor
  typealias Contact = EditorScreen.Contact

  enum CancelID: Hashable, Sendable { case dismissal }

  @Dependency(\.continuousClock) var clock

  public init() {}

  /// Waits while the sheet animates out, then says it is gone. Cancellable.
  var dismissal: Effect<Action> {
    let clock = self.clock
    return .run { send in
      try await clock.sleep(for: EditorScreen.dismissalTime)
      await send(.dismissalFinished)
    }
    .cancellable(id: CancelID.dismissal)
  }

  public var body: some ReducerOf<Self> {
    Scope(state: \.editor, action: \.editor) {
      Scope(
        state: CasePath(Presentation<Editor.State>.presented), named: "presented",
        action: CasePath(embed: { $0 }, extract: { $0 })
      ) { Editor() }
    }
    Reduce { state, action in
      switch action {
      case .openEditor:
        state.editor = .presented(Editor.State())
        return .cancel(id: CancelID.dismissal)
      case .closeEditor, .editor(.save):
        guard case .presented(let editor) = state.editor else { return .none }
        state.editor = .dismissing(last: editor)
        return dismissal
      case .dismissalFinished:
        state.editor = .dismissed
        return .none
      case .contacts(.element(let id, .delete)):
        state.contacts.remove(id: id)
        return .none
      case .contacts, .editor:
        return .none
      }
    }
    .forEach(\.contacts, action: \.contacts) { Contact() }
  }
}
