// Ejercicio row-timers (lección foreach). Sustituye las líneas `// TODO` y comprueba tu trabajo:
//
//     tutor exercise check row-timers     (o `:check` en la lección, o `tutor exercise watch`)

import LessonFeatures
import ReducerKit

/// `forEach`: eleva `Row` a la lista, de modo que borrar una fila cancele su temporizador.
///
/// `Row` (`Sources/LessonFeatures/Rows.swift`) cuenta segundos: `.onAppear` arranca un
/// temporizador que envía `.tick` cada segundo mientras sigan los efectos de la fila. Escribe el
/// `body` de la lista:
///
/// 1. `.addRow` añade `Row.State(id: nextID())`. Los ids salen de `@Dependency(\.nextID)` (0, 1,
///    2, … con el corrector), nunca del número de filas: un id no se repite jamás.
/// 2. `.rows(.element(id: id, action: .delegate(.deleteRequested)))` quita esa fila de
///    `state.rows`. Las demás acciones de fila no cambian nada en la lista.
/// 3. Eleva `Row` a la lista con `.forEach(\.rows, action: \.rows) { Row() }`.
///    Ejecuta `Row` sobre el elemento indicado, devuelve los ticks de la fila con su dirección
///    y —lo importante del ejercicio— cancela todos los efectos de una fila que sale de
///    `state.rows`.
///
/// El corrector añade dos filas, arranca los dos temporizadores, deja pasar de uno a tres segundos, borra la
/// fila 0, comprueba que solo la fila 1 sigue contando, añade una fila (id 2), borra la fila 1 y
/// termina la prueba: no puede quedar ningún temporizador en marcha.
///
/// No cambies el nombre `RowTimersExercise`, ni `init()`, ni los tipos `State` y `Action`: el
/// corrector los usa.
@Reducer
struct RowTimersExercise {
  typealias State = RowList.State
  typealias Action = RowList.Action

  @Dependency(\.nextID) var nextID

  init() {}

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addRow:
        // TODO: añade una fila cuyo id venga de nextID().
        return .none
      case .rows(.element(_, .delegate(.deleteRequested))):
        // TODO: captura el id (`.element(let id, …)`) y quita esa fila de state.rows.
        return .none
      case .rows:
        return .none
      }
    }
    // TODO: eleva Row a la lista, después del Reduce: .forEach(…) { Row() }
  }
}
