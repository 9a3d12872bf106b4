import LessonFeatures
import ReducerKit
import SandboxRuntime

extension SandboxDefinition {
  /// The `transpose` lesson: a contact list and an editor sheet with a `Presentation` life cycle.
  static let transpose = SandboxDefinition(
    id: "transpose", initialState: EditorScreen.State(), reducer: { EditorScreen.Screen() },
    examples: [
      .openEditor, .editor(.setName("Ana")), .editor(.save), .closeEditor, .dismissalFinished,
      .contacts(.element(id: 1, action: .setName("Ana"))), .contacts(.element(id: 1, action: .delete)),
    ])
}
