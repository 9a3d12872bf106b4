/// An action with a case for what its view sends, as TCA's `ViewAction`: the case
/// `view(View)` is the requirement's witness, so a feature declares
///
///     enum Action: ViewAction {
///       case loginResponse(Result<Token, any Error>)
///       case view(View)
///       @CasePathable enum View: BindableAction { case binding(BindingAction<State>), loginTapped }
///     }
///
/// and binds through its view actions with `BindingReducer(action: \.view)`. (TCA's
/// `@ViewAction(for:)` macro, which lets a SwiftUI view `send(.loginTapped)`, is a view's and is
/// not here.)
public protocol ViewAction<ViewAction> {
  /// The actions the view sends.
  associatedtype ViewAction
  /// The action that carries a view action.
  static func view(_ action: ViewAction) -> Self
}
