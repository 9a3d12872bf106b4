// Ejercicio ticker-sheet (lección presentation). Sustituye las líneas `// TODO` y comprueba tu trabajo:
//
//     tutor exercise check ticker-sheet     (o `:check` en la lección, o `tutor exercise watch`)

import ExerciseSupport
import ReducerKit

/// El reducer de presentación: un hijo `@Presents` que cierra el padre o él mismo.
///
/// `Ticker` (`Sources/Exercises/ticker-sheet/TickerSheetGiven.swift`) cuenta segundos cuando recibe
/// `.start` y, con `.closeTapped`, se cierra solo (`@Dependency(\.dismiss)`). `TickerSheet.State`
/// lo guarda como `@Presents var ticker: Ticker.State?`; sus acciones llegan como
/// `.ticker(PresentationAction<Ticker.Action>)`: `.ticker(.presented(.tick))` para el contador,
/// `.ticker(.dismiss)` para cerrarlo. Esos tipos te los damos; escribe el `body` de la pantalla:
///
/// 1. `.open` presenta un contador nuevo: `state.ticker = Ticker.State()`.
/// 2. `.ticker(.dismiss)` — lo envíe el padre o el `dismiss()` del propio contador — cuenta el
///    cierre: `state.closed += 1`. Después la elevación pone `ticker` a `nil` por ti.
/// 3. `.ticker(.presented(…))` no cambia nada en la propia pantalla.
/// 4. Eleva `Ticker` con `.ifLet(\.$ticker, action: \.ticker) { Ticker() }` (el `$`: la
///    elevación necesita el envoltorio que guarda `@Presents`): ejecuta el contador solo
///    mientras está presentado, convierte su `dismiss()` en `.ticker(.dismiss)` y cancela su
///    temporizador al cerrarlo.
///
/// El corrector (`TickerSheetGrader`, `Sources/Exercises/ticker-sheet/TickerSheetGrader.swift`)
/// presenta el contador, lo arranca, deja pasar de uno a tres segundos y lo cierra (no puede llegar ningún
/// tick); lo presenta otra vez, lo arranca y pulsa su botón de cerrar: tiene que volver
/// `.ticker(.dismiss)`, y ningún tick después; al final no puede quedar ningún temporizador en
/// marcha.
///
/// Conserva el nombre `TickerSheetExercise`, `init()` y los tipos `State` y `Action`: el
/// corrector los usa.
@Reducer
struct TickerSheetExercise {
  typealias State = TickerSheet.State
  typealias Action = TickerSheet.Action

  init() {}

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .open:
        // TODO: presenta un contador nuevo.
        return .none
      case .ticker(.dismiss):
        // TODO: cuenta el cierre en `state.closed`.
        return .none
      case .ticker(.presented):
        return .none
      }
    }
    // TODO: eleva Ticker sobre el hijo presentado, tras el Reduce: .ifLet(\.$ticker, …) { Ticker() }
  }
}
