import LessonFeatures
import ReducerKit

/// The logged-counters exercise's model: the pullback lesson's two counters and logger, with a
/// logger that also writes down the counters as it finds them, so the order it runs in shows in
/// the state. The learner writes the composition (`LoggedCountersExercise`); these pieces are
/// given.
public enum LoggedCounters {
  public typealias Action = Counters.Action
  public typealias Counter = Counters.Counter

  public struct State: Equatable, Sendable, Codable {
    public var left: Int
    public var right: Int
    /// How many actions the logger has seen.
    public var seen: Int
    /// `left` as the logger found it when it last ran.
    public var loggedLeft: Int
    /// `right` as the logger found it when it last ran.
    public var loggedRight: Int

    public init(left: Int = 0, right: Int = 0, seen: Int = 0, loggedLeft: Int = 0, loggedRight: Int = 0) {
      self.left = left
      self.right = right
      self.seen = seen
      self.loggedLeft = loggedLeft
      self.loggedRight = loggedRight
    }
  }

  /// The logger: counts every action, and writes down both counters as it finds them. After the
  /// counters have run, it finds their new values; before, their old ones.
  public static var logger: Reduce<State, Action> {
    Reduce { state, _ in
      state.seen += 1
      state.loggedLeft = state.left
      state.loggedRight = state.right
      return .none
    }
  }
}
