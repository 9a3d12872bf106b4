/// TCA's name for ``PresentedAction``: `case destination(PresentationAction<Destination.Action>)`.
public typealias PresentationAction<Action: Sendable> = PresentedAction<Action>

extension PresentedAction: CasePathable {
  /// `\.presented` and `\.dismiss`: `\.destination.presented.editor.save`, as in TCA.
  public struct AllCasePaths: Sendable {
    public var presented: AnyCasePath<PresentedAction, Action> {
      AnyCasePath(
        embed: { .presented($0) }, extract: { if case .presented(let action) = $0 { action } else { nil } })
    }

    public var dismiss: AnyCasePath<PresentedAction, Void> {
      AnyCasePath(embed: { .dismiss }, extract: { if case .dismiss = $0 { () } else { nil } })
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
