import LessonFeatures
import SandboxRuntime

extension SandboxDefinition {
  /// The `optional` lesson: a sheet that presents a detail with a timer, through `ifLet`.
  static let optional = SandboxDefinition(
    id: "optional", initialState: Sheet.State(), reducer: { Sheet() },
    examples: [.open, .close, .detail(.start), .detail(.tick)])
}
