import ReducerKit

/// The `effects` lesson's throttle: a feed that loads more as it is scrolled. Scrolling happens
/// many times a second; loading at most once a second is enough, and the load should be for
/// where the list is *now*: `.throttle(id:for:latest: true)`.
public struct ScrollFeed: Reducer {
  public struct State: Equatable, Sendable, Codable {
    /// Where the list was last scrolled to.
    public var offset: Int
    /// How many loads ran.
    public var loads: Int
    /// The offset the last load was for.
    public var loaded: Int

    public init(offset: Int = 0, loads: Int = 0, loaded: Int = 0) {
      self.offset = offset
      self.loads = loads
      self.loaded = loaded
    }
  }

  @CasePathable
  public enum Action: Equatable, Sendable, Codable {
    /// The list was scrolled to `offset`: load more, at most once a second.
    case scrolled(Int)
    /// Loads the page at `offset`.
    case load(Int)
    /// Drops a load still waiting for the window to close.
    case stopLoading
  }

  /// The throttle's window.
  public static let window = Duration.seconds(1)

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .scrolled(let offset):
      state.offset = offset
      return .send(.load(offset)).throttle(id: "load", for: Self.window, latest: true)
    case .load(let offset):
      state.loads += 1
      state.loaded = offset
      return .none
    case .stopLoading:
      return .cancel(id: "load")
    }
  }
}
