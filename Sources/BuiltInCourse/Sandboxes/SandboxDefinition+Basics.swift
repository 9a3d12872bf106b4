import LessonFeatures
import SandboxRuntime

extension SandboxDefinition {
  /// The `basics` lesson: a counter with a later increment on the clock.
  static let basics = SandboxDefinition(
    id: "basics", initialState: Basics.State(), reducer: { Basics() },
    examples: [.increment, .decrement, .incrementLater, .cancelLater])
}
