import LessonFeatures
import SandboxRuntime

extension SandboxDefinition {
  /// The `presentation` lesson: a shop whose navigation state is one `@Presents` destination.
  static let presentation = SandboxDefinition(
    id: "presentation", initialState: Shop.State(), reducer: { Shop() },
    examples: [
      .checkout, .destination(.presented(.payment(.pay))),
      .destination(.presented(.payment(.cancelTapped))), .destination(.dismiss),
      .destination(.presented(.alert(.ok))),
    ])
}
