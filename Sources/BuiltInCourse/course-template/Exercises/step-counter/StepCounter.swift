// The reference solution of step-counter: `tutor lint --course` checks that it passes the grader,
// and `tutor exercise solution step-counter --course DIR` shows it, without these two lines.
import CourseExercises
import ReducerKit

@Reducer
struct StepCounterExercise {
  typealias State = StepCounter.State
  typealias Action = StepCounter.Action

  init() {}

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .up:
        state.count += state.step
        return .none
      case .down:
        state.count -= state.step
        return .none
      case .setStep(let step):
        state.step = step
        return .none
      }
    }
  }
}
