import ReducerKit

/// The `effects` lesson's feature: a search box. Typing starts a search after 300 ms of quiet
/// (debounce); `.search` searches at once and cancels a search still in flight, so a slow,
/// stale response can never overwrite a newer one. The fake server is slow for short queries:
/// one letter takes 3 s, two letters 2 s, three or more 1 s.
///
/// `SearchBox(cancelsInFlight: false)` is the bug on purpose: no ids, no debounce, so responses
/// land in whatever order they finish.
public struct SearchBox: Reducer {
  public struct State: Equatable, Sendable, Codable {
    /// What is typed in the field.
    public var query: String
    /// The query whose results are on screen.
    public var shown: String
    /// How many responses have arrived.
    public var responses: Int

    public init(query: String = "", shown: String = "", responses: Int = 0) {
      self.query = query
      self.shown = shown
      self.responses = responses
    }
  }

  @CasePathable
  public enum Action: Equatable, Sendable, Codable {
    /// The field's text changed: search after 300 ms of quiet.
    case type(String)
    /// Search now (the return key), cancelling a search still in flight.
    case search
    /// The server answered for a query.
    case response(String)
    /// Empties the field and cancels any search.
    case clear
  }

  /// The cancel id of the search. A constant: `Scope`, `ifLet` and `forEach` file it under the
  /// path of lifts, so two search boxes never share it.
  static let searchID = "search"

  /// How long the quiet before an automatic search lasts.
  public static let debounceTime = Duration.milliseconds(300)

  /// How long the fake server takes to answer `query`.
  public static func latency(_ query: String) -> Duration {
    .seconds(max(1, 4 - query.count))
  }

  let cancelsInFlight: Bool
  @Dependency(\.clock) var clock

  public init(cancelsInFlight: Bool = true) { self.cancelsInFlight = cancelsInFlight }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .type(let query):
      state.query = query
      guard cancelsInFlight else { return .none }
      return lookUp(query).debounce(id: Self.searchID, for: Self.debounceTime)
    case .search:
      guard cancelsInFlight else { return lookUp(state.query) }
      return lookUp(state.query).cancellable(id: Self.searchID, cancelInFlight: true)
    case .response(let query):
      state.shown = query
      state.responses += 1
      return .none
    case .clear:
      state.query = ""
      state.shown = ""
      return .cancel(id: Self.searchID)
    }
  }

  /// The request: waits for the server, then sends the response.
  func lookUp(_ query: String) -> Effect<Action> {
    let clock = self.clock
    return .run(name: "search") { send in
      do {
        try await clock.sleep(for: SearchBox.latency(query))
      } catch {
        return
      }
      await send(.response(query))
    }
  }
}
