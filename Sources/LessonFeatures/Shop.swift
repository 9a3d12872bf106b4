import ReducerKit

/// The `presentation` lesson's parent. Its navigation state is one optional enum, `destination`:
/// nothing presented (`nil`), the payment sheet, or an alert. Presenting is setting it,
/// dismissing is clearing it; `ifLet` cancels the effects of whatever was presented when it goes
/// away or is replaced.
public struct Shop: Reducer {
  /// What the shop can present, one at a time.
  public struct Destination: Reducer {
    public enum State: Equatable, Sendable, Codable, Identifiable {
      case payment(Payment.State)
      case alert(Alert.State)

      /// The identity of what is presented: replacing the payment with an alert ends the payment.
      public var id: String {
        switch self {
        case .payment(let payment): "payment \(payment.id)"
        case .alert(let alert): "alert \(alert.message)"
        }
      }
    }

    @CasePathable
    public enum Action: Equatable, Sendable, Codable {
      case payment(Payment.Action)
      case alert(Alert.Action)
    }

    public init() {}

    public var body: some Reducer<State, Action> {
      Scope(state: CasePath(State.payment), named: "payment", action: CasePath(Action.payment)) {
        Payment()
      }
    }
  }

  public struct State: Equatable, Sendable, Codable {
    public var destination: Destination.State?
    /// Payments that went through.
    public var paid: Int

    public init(destination: Destination.State? = nil, paid: Int = 0) {
      self.destination = destination
      self.paid = paid
    }
  }

  @CasePathable
  public enum Action: Equatable, Sendable, Codable {
    /// Presents a fresh payment sheet.
    case checkout
    /// The parent dismisses whatever is presented.
    case dismiss
    case destination(Destination.Action)
  }

  @Dependency(\.nextID) var nextID

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .checkout:
        state.destination = .payment(Payment.State(id: nextID()))
        return .none
      case .dismiss:
        state.destination = nil
        return .none
      case .destination(.payment(.delegate(.close))):
        state.destination = nil
        return .none
      case .destination(.payment(.delegate(.paid))):
        state.paid += 1
        state.destination = .alert(Alert.State(message: "paid"))
        return .none
      case .destination(.alert(.ok)):
        state.destination = nil
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.destination, action: CasePath(Action.destination)) { Destination() }
  }
}
