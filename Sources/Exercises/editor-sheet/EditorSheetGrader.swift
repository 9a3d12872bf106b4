import LessonFeatures
import ReducerKitTestingCore

// editor-sheet (transpose): a sheet in a `Presentation` — presented, dismissing with its last
// value while it animates out, dismissed — whose editor runs only while presented.

/// The entry the grader's `main` calls on the learner's `EditorSheetExercise`.
public func checkEditorSheet<R: Reducer>(_ reducer: R) -> ExerciseResult
where R.State == EditorScreen.State, R.Action == EditorScreen.Action { EditorSheetGrader.check(reducer) }

/// Grades the transpose lesson's screen, written by the learner.
public enum EditorSheetGrader: DiagnosingGrader {
  public typealias State = EditorScreen.State
  public typealias Action = EditorScreen.Action

  /// The scenario: open, type, save (the sheet animates out with its last value, display-only),
  /// dismissal; then open, close and reopen at once: the old dismissal must not close the new sheet.
  public static func grade<R: Reducer>(_ reducer: R) -> [GradedFailure]
  where R.State == State, R.Action == Action {
    typealias Editor = EditorScreen.Editor
    return playScenario(reducer, from: EditorScreen.State()) { scenario in
      let store = scenario.store
      scenario.step("exercise.editor-sheet.step.open")
      store.send(.openEditor) { $0.editor = .presented(Editor.State()) }
      scenario.step("exercise.editor-sheet.step.type")
      let name = scenario.pick(from: ["Ada", "Grace", "Hedy", "Radia", "Frances"])
      store.send(.editor(.setName(name))) { $0.editor = .presented(Editor.State(name: name)) }
      scenario.step("exercise.editor-sheet.step.save")
      store.send(.editor(.save)) { $0.editor = .dismissing(last: Editor.State(name: name, saved: true)) }
      scenario.step("exercise.editor-sheet.step.displayOnly")
      store.send(.editor(.setName(scenario.pick(from: ["Bo", "Kay", "Sol"]))))
      scenario.step("exercise.editor-sheet.step.dismissed")
      store.advance(by: EditorScreen.dismissalTime)
      store.receive(.dismissalFinished) { $0.editor = .dismissed }
      scenario.step("exercise.editor-sheet.step.reopen")
      store.send(.openEditor) { $0.editor = .presented(Editor.State()) }
      store.send(.closeEditor) { $0.editor = .dismissing(last: Editor.State()) }
      store.advance(by: .milliseconds(100))
      store.send(.openEditor) { $0.editor = .presented(Editor.State()) }
      store.advance(by: EditorScreen.dismissalTime)
      store.send(.closeEditor) { $0.editor = .dismissing(last: Editor.State()) }
      scenario.step("exercise.editor-sheet.step.close")
      store.advance(by: EditorScreen.dismissalTime)
      store.receive(.dismissalFinished) { $0.editor = .dismissed }
    }
  }

  /// What the failures of ``grade(_:)`` point to: the first wrong step of each kind.
  public static func mistakes(_ failures: [GradedFailure]) -> [Mistake] {
    var found: [Mistake] = []
    func add(_ mistake: Mistake) { if !found.contains(mistake) { found.append(mistake) } }
    for failure in failures {
      switch failure.step {
      case "exercise.editor-sheet.step.open":
        add(.editorNotPresented)
      case "exercise.editor-sheet.step.type":
        add(.editorNotScoped)
      case "exercise.editor-sheet.step.save":
        guard case .stateMismatch(_, let diff) = failure.kind else { break }
        add(diff.contains("saved: false") ? .editorAfterParent : .closesAtOnce)
      case "exercise.editor-sheet.step.displayOnly":
        add(.editorRunsWhileDismissing)
      case "exercise.editor-sheet.step.dismissed", "exercise.editor-sheet.step.close":
        if failure.isNothingReceived(expecting: ".dismissalFinished") { add(.noDismissalEffect) }
      default:
        if failure.pendingActions.contains(".dismissalFinished") { add(.dismissalNotCancelled) }
      }
    }
    return found
  }
}
