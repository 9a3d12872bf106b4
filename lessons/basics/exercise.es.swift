// Ejercicio delayed-counter (lección basics). Sustituye las líneas `// TODO` y comprueba tu trabajo:
//
//     tutor exercise check delayed-counter     (o `:check` en la lección, o `tutor exercise watch`)

import LessonFeatures
import ReducerKit

/// Un reducer con un efecto: el contador de la lección basics, escrito por ti.
///
/// 1. `.increment` suma 1 a `count`; `.decrement` le resta 1.
/// 2. `.incrementLater` no cambia nada ahora. Devuelve un efecto que duerme un segundo en
///    `clock` (`try await clock.sleep(for: .seconds(1))`) y después envía `.increment`.
///    Hazlo cancelable: `.cancellable(id: "later")`. Si la espera lanza un error (la han
///    cancelado), no envíes nada.
/// 3. `.cancelLater` anula todos los incrementos pendientes: `.cancel(id: "later")`.
///
/// El corrector cuenta hacia arriba y hacia abajo, espera un incremento diferido, luego lanza
/// dos, los cancela a medio segundo y comprueba que no vuelve nada y que no queda nada en marcha.
///
/// No cambies el nombre `DelayedCounterExercise`, ni `init()`, ni los tipos `State` y `Action`:
/// el corrector los usa.
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
        // TODO: resta 1 al contador.
        return .none
      case .incrementLater:
        // TODO: devuelve un efecto que duerma un segundo en `clock` y después envíe `.increment`;
        // hazlo cancelable con el id "later".
        return .none
      case .cancelLater:
        // TODO: cancela los efectos con el id "later".
        return .none
      }
    }
  }
}
