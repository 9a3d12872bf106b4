// Exercise delayed-counter (lesson basics) — REFERENCE SOLUTION, graded by `swift test --filter ExerciseGrading`.
// Learners start from the starter `tutor exercise start` copies (README, "Write the code").

import LessonFeatures
import ReducerKit

/// A reducer with an effect: the basics lesson's counter, written by you.
///
/// 1. `.increment` adds 1 to `count`; `.decrement` takes 1 away.
/// 2. `.incrementLater` changes nothing now. It returns an effect that sleeps one second on
///    `clock` (`try await clock.sleep(for: .seconds(1))`) and then sends `.increment` back.
///    Make it cancellable: `.cancellable(id: "later")`. If the sleep throws (it was cancelled),
///    send nothing.
/// 3. `.cancelLater` calls off every later increment still waiting: `.cancel(id: "later")`.
///
/// The grader (`DelayedCounterGrader`,
/// `Sources/Exercises/delayed-counter/DelayedCounterGrader.swift`) counts up and down, waits for a
/// later increment, then starts two, cancels them half a second in, and checks that nothing comes
/// back and nothing is left running.
///
/// Keep the name `DelayedCounterExercise`, `init()` and the `State` and `Action` types: the grader
/// uses them.
@Reducer
public struct DelayedCounterExercise {
  public typealias State = Basics.State
  public typealias Action = Basics.Action

  @Dependency(\.continuousClock) var clock

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .decrement:
      state.count -= 1
      return .none
    case .incrementLater:
      let clock = self.clock
      return .run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.increment)
      }
      .cancellable(id: "later")
    case .cancelLater:
      return .cancel(id: "later")
    }
  }
}
