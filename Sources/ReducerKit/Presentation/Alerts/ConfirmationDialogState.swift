import Foundation

/// A confirmation dialog, held in state (swift-navigation's `ConfirmationDialogState`): like
/// ``AlertState``, with a choice of whether its title shows. Ephemeral too: dismissed after any
/// of its actions.
///
///     state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
///       TextState("Share")
///     } actions: {
///       ButtonState(action: .copyLink) { TextState("Copy link") }
///       ButtonState(role: .cancel) { TextState("Cancel") }
///     }
public struct ConfirmationDialogState<Action>: Identifiable {
  public let id: UUID
  public var buttons: [ButtonState<Action>]
  public var message: TextState?
  public var title: TextState
  public var titleVisibility: ConfirmationDialogStateTitleVisibility

  init(
    id: UUID, buttons: [ButtonState<Action>], message: TextState?, title: TextState,
    titleVisibility: ConfirmationDialogStateTitleVisibility
  ) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
    self.titleVisibility = titleVisibility
  }

  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(
      id: UUID(), buttons: actions(), message: message?(), title: title(), titleVisibility: titleVisibility)
  }

  /// The same dialog over other actions.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ConfirmationDialogState<NewAction> {
    ConfirmationDialogState<NewAction>(
      id: id, buttons: buttons.map { $0.map(transform) }, message: message, title: title,
      titleVisibility: titleVisibility)
  }
}

/// Whether a dialog's title shows: TCA's `ConfirmationDialogStateTitleVisibility`.
public enum ConfirmationDialogStateTitleVisibility: Hashable, Sendable {
  case automatic, hidden, visible
}

extension ConfirmationDialogState: EphemeralState {}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
      && lhs.titleVisibility == rhs.titleVisibility
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
    hasher.combine(titleVisibility)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}
