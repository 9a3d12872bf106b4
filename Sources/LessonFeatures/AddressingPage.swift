import ReducerKit

extension Addressing {
  /// A page of a guide, known by its slug. It is not `Identifiable`: the list says which field
  /// addresses it.
  public struct Page: Reducer {
    public struct State: Equatable, Sendable, Codable {
      public let slug: String
      public var visits: Int

      public init(slug: String, visits: Int = 0) {
        self.slug = slug
        self.visits = visits
      }
    }

    @CasePathable
    public enum Action: Equatable, Sendable, Codable {
      case visit
    }

    public init() {}

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .visit: state.visits += 1
      }
      return .none
    }
  }
}
