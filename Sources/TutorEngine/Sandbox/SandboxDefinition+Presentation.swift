import LessonFeatures

extension SandboxDefinition {
  /// The `presentation` lesson: a shop whose navigation state is one optional destination.
  static let presentation = SandboxDefinition(
    id: "presentation", initialState: Shop.State(), reducer: { Shop() },
    examples: [
      .checkout, .destination(.payment(.pay)), .destination(.payment(.cancelTapped)), .dismiss,
      .destination(.alert(.ok)),
    ])
}
