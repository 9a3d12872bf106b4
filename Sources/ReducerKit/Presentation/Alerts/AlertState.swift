import Foundation

/// An alert, held in state (swift-navigation's `AlertState`): a title, buttons and a message.
///
///     state.alert = AlertState {
///       TextState("Delete?")
///     } actions: {
///       ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///       ButtonState(role: .cancel) { TextState("Cancel") }
///     } message: {
///       TextState("This cannot be undone.")
///     }
///
/// Presented as TCA presents it, `@Presented var alert: AlertState<Action.Alert>?` (the macros
/// branch's `@Presents`) with `.ifLet(\.$alert, action: …)` and no child reducer. An alert is
/// ephemeral (``EphemeralState``): after any of its actions it is dismissed. Each new alert is a
/// new presentation (its `id` is new), but equality leaves the `id` out, as in TCA, so a test
/// asserts `$0.alert = AlertState { … }`.
public struct AlertState<Action>: Identifiable {
  public let id: UUID
  public var buttons: [ButtonState<Action>]
  public var message: TextState?
  public var title: TextState

  init(id: UUID, buttons: [ButtonState<Action>], message: TextState?, title: TextState) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
  }

  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(id: UUID(), buttons: actions(), message: message?(), title: title())
  }

  /// The same alert over other actions.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
    AlertState<NewAction>(id: id, buttons: buttons.map { $0.map(transform) }, message: message, title: title)
  }
}

extension AlertState: EphemeralState {}

extension AlertState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}
