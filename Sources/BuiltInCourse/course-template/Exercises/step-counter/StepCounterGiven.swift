import ReducerKit

/// What the exercise `step-counter` gives: the state and actions the learner's reducer works on.
/// The learner's file imports them (`import CourseExercises`), so they are `public`.
public enum StepCounter {
  public struct State: Codable, Equatable, Sendable {
    public var count: Int
    public var step: Int

    public init(count: Int = 0, step: Int = 2) {
      self.count = count
      self.step = step
    }
  }

  public enum Action: Codable, Equatable, Sendable {
    case up
    case down
    case setStep(Int)
  }
}
