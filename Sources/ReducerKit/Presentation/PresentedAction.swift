/// The actions of a presented child, as its parent sees them: the child's own actions, and the
/// request to dismiss it. (TCA's `PresentationAction`.)
///
///     enum Action {
///       case editor(PresentedAction<Editor.Action>)
///     }
///     .editor(.presented(.save))    // reaches the editor, if one is presented
///     .editor(.dismiss)             // the parent sees it, then the editor is set to nil
public enum PresentedAction<Action: Sendable>: Sendable {
  /// An action for the presented child.
  case presented(Action)
  /// Dismisses the child: the parent runs first (the child is still there), then the child is
  /// set to `nil` and its effects are cancelled. Also what the child's ``DismissEffect`` sends.
  case dismiss
}

extension PresentedAction: Equatable where Action: Equatable {}
extension PresentedAction: Hashable where Action: Hashable {}
extension PresentedAction: Encodable where Action: Encodable {}
extension PresentedAction: Decodable where Action: Decodable {}

/// A presented state that lasts for one action, such as an alert or a confirmation dialog: after
/// any of its actions reaches it (and the parent has seen that action), the presentation lift
/// sets it back to `nil`. Conform the child state (or the enum of destinations, for all of them)
/// when every action of the child ends it.
public protocol EphemeralState {}
