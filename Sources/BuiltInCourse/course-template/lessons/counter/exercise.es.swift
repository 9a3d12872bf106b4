// Ejercicio step-counter (lección counter). Completa las líneas `// TODO` y comprueba tu trabajo:
//
//     tutor exercise check step-counter --course CURSO
import CourseExercises
import ReducerKit

/// Un contador que avanza de `step` en `step`: `.up` lo suma, `.down` lo resta y `.setStep`
/// lo cambia.
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
        // TODO: resta `step` a la cuenta.
        return .none
      case .setStep:
        // TODO: guarda el paso nuevo.
        return .none
      }
    }
  }
}
