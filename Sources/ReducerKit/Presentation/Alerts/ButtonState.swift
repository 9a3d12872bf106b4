import Foundation

/// A button of an alert or a confirmation dialog, held in state (swift-navigation's
/// `ButtonState`): its label, its role, and the action it sends when tapped.
///
///     ButtonState(role: .destructive, action: .confirmDeletion) {
///       TextState("Delete")
///     }
///     ButtonState(role: .cancel) { TextState("Cancel") }     // sends nothing, only dismisses
///
/// Equal when label, role and action are equal (the `id` is left out, as in TCA).
public struct ButtonState<Action>: Identifiable {
  public let id: UUID
  public let action: ButtonStateAction<Action>
  public let label: TextState
  public let role: ButtonStateRole?

  init(id: UUID, action: ButtonStateAction<Action>, label: TextState, role: ButtonStateRole?) {
    self.id = id
    self.action = action
    self.label = label
    self.role = role
  }

  /// A button whose action is wrapped: `.send(.confirm)`, or `.send(nil)` (the default) for a
  /// button that only dismisses.
  public init(
    role: ButtonStateRole? = nil, action: ButtonStateAction<Action> = .send(nil), label: () -> TextState
  ) {
    self.init(id: UUID(), action: action, label: label(), role: role)
  }

  /// A button that sends `action` when tapped.
  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.init(id: UUID(), action: .send(action), label: label(), role: role)
  }

  /// Hands the button's action (`nil` for a button that only dismisses) to `perform`: what a
  /// view does when the button is tapped.
  public func withAction(_ perform: (Action?) -> Void) { perform(action.action) }

  /// The same button over other actions.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
    ButtonState<NewAction>(id: id, action: .send(transform(action.action)), label: label, role: role)
  }
}

/// What a ``ButtonState`` sends: TCA's `ButtonStateAction`.
public struct ButtonStateAction<Action> {
  /// The action, `nil` for a button that only dismisses.
  public let action: Action?

  /// Sends `action` (or nothing, for `nil`).
  public static func send(_ action: Action?) -> Self { Self(action: action) }

  /// Sends `action`; the animation is accepted for TCA's spelling and ignored (no SwiftUI here).
  public static func send(_ action: Action?, animation: Never?) -> Self { Self(action: action) }

  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonStateAction<NewAction> {
    .send(transform(action))
  }
}

/// What a button is for: TCA's `ButtonStateRole`.
public enum ButtonStateRole: Hashable, Sendable {
  case cancel
  case destructive
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}

extension ButtonState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.action == rhs.action && lhs.label == rhs.label && lhs.role == rhs.role
  }
}

extension ButtonState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(action)
    hasher.combine(label)
    hasher.combine(role)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

/// Builds the buttons of an alert or a dialog: one ``ButtonState`` per line, with `if`, `else`
/// and `for` (TCA's `ButtonStateBuilder`).
@resultBuilder
public enum ButtonStateBuilder<Action> {
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }
  public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] { [button] }
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }
  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }
  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }
  public static func buildLimitedAvailability(_ component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }
}
