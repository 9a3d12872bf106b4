// Ejercicio fresh-search (lección effects). Sustituye las líneas `// TODO` y comprueba tu trabajo:
//
//     tutor exercise check fresh-search     (o `:check` en la lección, o `tutor exercise watch`)

import ExerciseSupport
import ReducerKit

/// `cancelInFlight`: una búsqueda cuya respuesta lenta y caducada nunca pisa a otra más nueva.
///
/// `Lookup.State` guarda la `query` escrita y la consulta que se muestra (`shown`);
/// `Lookup.latency(_:)` dice cuánto tarda el servidor de mentira (una letra 3 s, dos letras 2 s,
/// tres o más 1 s: una consulta más vieja y más corta responde *después* de otra más nueva).
/// Esos tipos te los damos; escribe el `reduce`:
///
/// 1. `.type(q)` guarda el texto: `state.query = q`. No busca nada.
/// 2. `.search` lanza una petición: un efecto que espera `Lookup.latency(query)` en el reloj y
///    luego envía `.response(query)`. Hazlo `.cancellable(id: "search", cancelInFlight: true)`:
///    una búsqueda nueva cancela la que sigue en curso, así que su respuesta caducada no llega.
/// 3. `.response(q)` la muestra: `state.shown = q`.
/// 4. `.clear` vacía `query` y `shown` y cancela la búsqueda: `.cancel(id: "search")`.
///
/// Un id constante basta para un campo *por instancia*: en esta biblioteca, `Scope`, `ifLet` y
/// `forEach` lo guardan bajo el camino de elevaciones, así que un campo nunca cancela la
/// búsqueda de otro. (En TCA lo hacen `forEach` e `ifLet`, con sus ids de navegación; un `Scope`
/// sin más no: dos campos con `Scope` compartirían el id.)
///
/// El corrector (`FreshSearchGrader`, `Sources/Exercises/fresh-search/FreshSearchGrader.swift`)
/// busca una vez; luego busca `"s"` (3 s) y enseguida `"sw"` (2 s), y deja pasar 3 s: solo puede
/// responder `"sw"`; luego busca y borra a la vez: no puede llegar ninguna respuesta, ni quedar
/// nada en marcha.
///
/// Conserva el nombre `FreshSearchExercise`, `init()` y los tipos `State` y `Action`: el corrector
/// los usa.
@Reducer
struct FreshSearchExercise {
  typealias State = Lookup.State
  typealias Action = Lookup.Action

  @Dependency(\.continuousClock) var clock

  init() {}

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .type:
        // TODO: guarda el texto escrito en `state.query`.
        return .none
      case .search:
        // TODO: devuelve un efecto que espere `Lookup.latency(query)` en `clock` y luego envíe
        // `.response(query)`; hazlo cancelable con el id "search", cancelando el que esté en curso.
        return .none
      case .response:
        // TODO: muestra la respuesta: `state.shown`.
        return .none
      case .clear:
        // TODO: vacía `query` y `shown`, y cancela la búsqueda con el id "search".
        return .none
      }
    }
  }
}
