import ReducerKit

/// The `effects` exercise's given types: a search field whose fake server is slow for short
/// queries. The learner writes its reducer (`FreshSearchExercise`); these types are fixed.
public enum Lookup {
  public struct State: Equatable, Sendable, Codable {
    /// What is typed in the field.
    public var query: String
    /// The query whose results are on screen.
    public var shown: String

    public init(query: String = "", shown: String = "") {
      self.query = query
      self.shown = shown
    }
  }

  @CasePathable
  public enum Action: Equatable, Sendable, Codable {
    /// The field's text changed.
    case type(String)
    /// Searches for the query now, cancelling a search still in flight.
    case search
    /// The server answered for a query.
    case response(String)
    /// Empties the field and what is shown, and cancels a search in flight.
    case clear
  }

  /// How long the fake server takes to answer `query`: one letter 3 s, two letters 2 s, three
  /// or more 1 s — so an older, shorter query answers after a newer, longer one.
  public static func latency(_ query: String) -> Duration {
    .seconds(max(1, 4 - query.count))
  }
}
