// Ejercicio logged-counters (lección pullback). Sustituye las líneas `// TODO` y comprueba tu trabajo:
//
//     tutor exercise check logged-counters     (o `:check` en la lección, o `tutor exercise watch`)

import ExerciseSupport
import ReducerKit

/// Pullback: dos contadores y un logger, en el orden correcto (la pregunta de la semilla).
///
/// `LoggedCounters` (`Sources/Exercises/logged-counters/LoggedCountersGiven.swift`) te da las
/// piezas: `Counter`, cuyo estado entero es un `Int`; las acciones `.left(…)`, `.right(…)` y
/// `.clearLog` (que ningún contador atiende); y `LoggedCounters.logger`, que cuenta cada acción en
/// `seen` y apunta `left` y `right` tal como los encuentra (`loggedLeft`, `loggedRight`). Escribe
/// el `body`:
///
/// 1. Monta un `Counter` en `\.left` para las acciones `.left`, con `Scope(state:action:)` y
///    `\.left`.
/// 2. Monta otro en `\.right` para las acciones `.right`.
/// 3. Añade `LoggedCounters.logger` para que cuente cada acción *y* apunte los valores de los
///    contadores después de la acción. ¿Dónde tiene que ir? Los reducers de un `body` se
///    ejecutan en el orden en que están escritos.
///
/// El corrector envía `.left(.inc)`, `.right(.inc)`, `.right(.inc)`, `.left(.dec)` y `.clearLog`,
/// y tras cada una espera que los contadores, `seen` y las notas del logger tengan los valores de
/// después de la acción.
///
/// No cambies el nombre `LoggedCountersExercise`, ni `init()`, ni los tipos `State` y `Action`:
/// el corrector los usa.
@Reducer
struct LoggedCountersExercise {
  typealias State = LoggedCounters.State
  typealias Action = LoggedCounters.Action
  typealias Counter = LoggedCounters.Counter

  init() {}

  var body: some ReducerOf<Self> {
    // TODO: monta un Counter en \.left para las acciones .left, con Scope.
    // TODO: monta otro Counter en \.right para las acciones .right.
    // TODO: ¿es este el sitio del logger?
    LoggedCounters.logger
  }
}
