import LessonFeatures
import SandboxRuntime

extension SandboxDefinition {
  /// The `navigation` lesson: a list of notes with a stack of screens (detail, editor) on top.
  static let navigation = SandboxDefinition(
    id: "navigation", initialState: Notebook.State(), reducer: { Notebook() },
    examples: [
      .open(0), .path(.element(id: 0, action: .detail(.onAppear))),
      .path(.element(id: 0, action: .detail(.editTapped))),
      .path(.element(id: 1, action: .edit(.setTitle("Oat milk")))),
      .path(.element(id: 1, action: .edit(.saveTapped))), .path(.popFrom(id: 0)),
      .path(.push(id: 0, state: .detail(NoteDetail.State(note: 1)))), .popToRoot,
    ])
}
