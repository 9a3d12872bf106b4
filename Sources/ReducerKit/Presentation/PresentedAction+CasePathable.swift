/// TCA's name for ``PresentedAction``: `case destination(PresentationAction<Destination.Action>)`.
public typealias PresentationAction<Action: Sendable> = PresentedAction<Action>

extension PresentedAction: CasePathable {
  /// `\.presented` and `\.dismiss`: `\.destination.presented.editor.save`, as in TCA; and, as
  /// in TCA, the presented child's cases straight through, `.presented` left out:
  /// `\.destination.editor.save`, `\.alert.confirmTapped`.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    public var presented: AnyCasePath<PresentedAction, Action> {
      AnyCasePath(
        embed: { .presented($0) }, extract: { if case .presented(let action) = $0 { action } else { nil } })
    }

    public var dismiss: AnyCasePath<PresentedAction, Void> {
      AnyCasePath(embed: { .dismiss }, extract: { if case .dismiss = $0 { () } else { nil } })
    }

    /// A case of the presented child's action, reached through `.presented`.
    public subscript<Member>(
      dynamicMember keyPath: CaseKeyPath<Action, Member>
    ) -> AnyCasePath<PresentedAction, Member> where Action: CasePathable {
      let child = AnyCasePath(keyPath)
      return AnyCasePath(
        embed: { .presented(child.embed($0)) },
        extract: { if case .presented(let action) = $0 { child.extract(from: action) } else { nil } })
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
