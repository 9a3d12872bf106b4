// Exercise delayed-counter (lesson basics). Replace the `// TODO` lines, then check your work:
//
//     tutor exercise check delayed-counter     (or `:check` in the lesson, or `tutor exercise watch`)

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
/// The grader counts up and down, waits for a later increment, then starts two, cancels them
/// half a second in, and checks that nothing comes back and nothing is left running.
///
/// Keep the name `DelayedCounterExercise`, `init()` and the `State` and `Action` types: the grader
/// uses them.
@Reducer
struct DelayedCounterExercise {
  typealias State = Basics.State
  typealias Action = Basics.Action

  @Dependency(\.continuousClock) var clock

  init() {}

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .decrement:
        // TODO: take 1 away from the count.
        return .none
      case .incrementLater:
        // TODO: return an effect that sleeps one second on `clock`, then sends `.increment`;
        // make it cancellable with the id "later".
        return .none
      case .cancelLater:
        // TODO: cancel the effects with the id "later".
        return .none
      }
    }
  }
}
