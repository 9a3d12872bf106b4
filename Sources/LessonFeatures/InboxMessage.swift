import ReducerKit

extension Inbox {
  /// One message of the inbox. It knows nothing of the inbox: it is starred, and it hears that it
  /// was saved, in its own plain actions.
  public struct Message: Reducer {
    public struct State: Equatable, Identifiable, Sendable, Codable {
      public let id: Int
      public var starred: Bool
      public var saved: Bool

      public init(id: Int, starred: Bool = false, saved: Bool = false) {
        self.id = id
        self.starred = starred
        self.saved = saved
      }
    }

    @CasePathable
    public enum Action: Equatable, Sendable, Codable {
      /// The learner stars (or un-stars) the message.
      case star
      /// The answer to a save: the message is now stored.
      case saved
    }

    public init() {}

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .star: state.starred.toggle()
      case .saved: state.saved = true
      }
      return .none
    }
  }
}
