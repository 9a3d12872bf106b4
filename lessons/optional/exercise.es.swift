// Ejercicio stopwatch (lección optional). Sustituye las líneas `// TODO` y comprueba tu trabajo:
//
//     tutor exercise check stopwatch     (o `:check` en la lección, o `tutor exercise watch`)

import ExerciseSupport
import ReducerKit

/// `ifLet`: un hijo opcional cuyo temporizador se para cuando se cierra.
///
/// `Stopwatch` (`Sources/Exercises/stopwatch/StopwatchGiven.swift`) cuenta segundos cuando recibe
/// `.start`: un temporizador le envía `.tick` cada segundo. `StopwatchScreen.State` lo guarda
/// como opcional: `stopwatch` es `nil` mientras está cerrado. Esos tipos te los damos; escribe
/// el `body` de la pantalla:
///
/// 1. `.open` muestra un cronómetro nuevo: `state.stopwatch = Stopwatch.State()`.
/// 2. `.close` lo quita: `state.stopwatch = nil`.
/// 3. Las acciones `.stopwatch(…)` no cambian nada en la pantalla.
/// 4. Eleva `Stopwatch` sobre el opcional con
///    `.ifLet(\.stopwatch, action: \.stopwatch) { Stopwatch() }`: ejecuta el
///    cronómetro solo mientras existe y, cuando desaparece, cancela su temporizador. Si
///    desenvuelves el opcional a mano el cronómetro también funciona, pero nada para su
///    temporizador.
///
/// El corrector abre el cronómetro, lo arranca, deja pasar unos segundos (de uno a cuatro: cada
/// comprobación elige), lo cierra, deja pasar más (no puede llegar ningún tick), lo abre de nuevo (nuevo y parado), lo cierra y
/// termina la prueba: no puede quedar ningún temporizador en marcha.
///
/// No cambies el nombre `StopwatchExercise`, ni `init()`, ni los tipos `State` y `Action`:
/// el corrector los usa.
@Reducer
struct StopwatchExercise {
  typealias State = StopwatchScreen.State
  typealias Action = StopwatchScreen.Action

  init() {}

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .open:
        // TODO: muestra un cronómetro nuevo.
        return .none
      case .close:
        // TODO: quita el cronómetro.
        return .none
      case .stopwatch:
        return .none
      }
    }
    // TODO: eleva Stopwatch sobre el opcional, después del Reduce: .ifLet(…) { Stopwatch() }
  }
}
