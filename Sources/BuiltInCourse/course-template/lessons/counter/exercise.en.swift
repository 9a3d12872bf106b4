// Exercise step-counter (lesson counter). Fill in the `// TODO` lines, then check your work:
//
//     tutor exercise check step-counter --course COURSE
import CourseExercises
import ReducerKit

/// A counter that moves by `step`: `.up` adds it, `.down` takes it away, `.setStep` changes it.
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
        // TODO: take `step` away from the count.
        return .none
      case .setStep:
        // TODO: keep the new step.
        return .none
      }
    }
  }
}
