import LessonFeatures
import SandboxRuntime

extension SandboxDefinition {
  /// The `identified-action` lesson: an inbox whose messages are addressed by id.
  static let identifiedAction = SandboxDefinition(
    id: "identified-action", initialState: Inbox.State(), reducer: { Inbox() },
    examples: [
      .add, .messages(.element(id: 0, action: .star)), .messages(.element(id: 0, action: .saved)),
      .remove(id: 0), .saveAll,
    ])
}
