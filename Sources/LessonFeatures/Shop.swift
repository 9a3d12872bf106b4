import ReducerKit

/// The `presentation` lesson's parent, written as TCA 1.x writes it. Its navigation state is one
/// presented optional enum, `@Presents var destination`: nothing presented (`nil`), the payment
/// sheet, or an alert. Presenting is setting it; dismissing is clearing it, by the parent, or
/// by the lift on `.destination(.dismiss)`. `ifLet(\.$destination, …)` cancels the effects of
/// whatever was presented when it goes away or is replaced.
@Reducer
public struct Shop {
  /// What the shop can present, one at a time.
  @Reducer
  public enum Destination {
    case payment(Payment)
    case alert(Alert)
  }

  @ObservableState
  public struct State: Equatable, Sendable, Codable {
    @Presents public var destination: Destination.State?
    /// Payments that went through.
    public var paid: Int

    public init(destination: Destination.State? = nil, paid: Int = 0) {
      self.destination = destination
      self.paid = paid
    }
    // `@Presents` stores `_destination`; the prompt reads and writes it as `destination`.
    enum CodingKeys: String, CodingKey {
      case _destination = "destination"
      case paid
    }
  }

  public enum Action: Equatable, Sendable, Codable {
    /// Presents a fresh payment sheet.
    case checkout
    /// What is presented: `.presented(…)` for its actions, `.dismiss` to dismiss it.
    case destination(PresentationAction<Destination.Action>)
  }

  @Dependency(\.nextID) var nextID

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .checkout:
        state.destination = .payment(Payment.State(id: nextID()))
        return .none
      case .destination(.presented(.payment(.delegate(.close)))):
        state.destination = nil
        return .none
      case .destination(.presented(.payment(.delegate(.paid)))):
        state.paid += 1
        state.destination = .alert(Alert.State(message: "paid"))
        return .none
      case .destination(.presented(.alert(.ok))):
        state.destination = nil
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Shop.Destination.State: Equatable, Sendable, Codable {}
extension Shop.Destination.Action: Equatable, Codable {}
