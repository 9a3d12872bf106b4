import ReducerKit

/// The `presentation` lesson's sheet: a payment that takes 2 s to process. It can ask to be
/// closed, and it reports when the payment went through; it never dismisses itself.
@Reducer
public struct Payment {
  public struct State: Equatable, Identifiable, Sendable, Codable {
    public let id: Int
    public var processing: Bool

    public init(id: Int, processing: Bool = false) {
      self.id = id
      self.processing = processing
    }
  }

  public enum Action: Equatable, Sendable, Codable {
    /// Starts processing; `.processed` comes back 2 s later.
    case pay
    case processed
    /// The sheet's own close button: it asks its parent.
    case cancelTapped
    case delegate(Delegate)

    public enum Delegate: Equatable, Sendable, Codable {
      /// Please dismiss me.
      case close
      /// The payment went through.
      case paid
    }
  }

  /// How long a payment takes to process.
  public static let processingTime = Duration.seconds(2)

  @Dependency(\.clock) var clock

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .pay:
      state.processing = true
      let clock = self.clock
      return .run(name: "payment") { send in
        do {
          try await clock.sleep(for: Payment.processingTime)
        } catch {
          return
        }
        await send(.processed)
      }
    case .processed:
      state.processing = false
      return .send(.delegate(.paid))
    case .cancelTapped:
      return .send(.delegate(.close))
    case .delegate:
      return .none
    }
  }
}

/// An alert: a message and one button. It has no logic of its own; the shop clears it when its
/// button is tapped.
@Reducer
public struct Alert {
  public struct State: Equatable, Sendable, Codable {
    public var message: String

    public init(message: String) { self.message = message }
  }

  public enum Action: Equatable, Sendable, Codable {
    case ok
  }

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
