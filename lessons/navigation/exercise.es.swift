// Ejercicio detail-stack (lección navigation). Sustituye las líneas `// TODO` y comprueba tu trabajo:
//
//     tutor exercise check detail-stack     (o `:check` en la lección, o `tutor exercise watch`)

import ExerciseSupport
import ReducerKit

/// El reducer de navegación: una pila de pantallas, elevada con `.forEach(\.path, action: \.path)`.
///
/// `ItemDetail` e `ItemEditor` (`Sources/Exercises/detail-stack/DetailStackGiven.swift`) te los
/// damos. Un detalle cuenta sus segundos en pantalla cuando recibe `.onAppear`; su `.editTapped` lo
/// atiendes tú. Un editor recibe un título y, con `.saveTapped`, envía `.delegate(.saved(title))`.
/// `DetailStack.State` guarda la pila como `var path: StackState<DetailStack.PathState>`; sus
/// acciones llegan como `.path(.element(id: 0, action: .detail(.tick)))` para la pantalla de id 0.
/// Escribe los dos reducers:
///
/// 1. `Path`, una pantalla de la pila: `Scope(state: \.detail, action: \.detail) {
///    ItemDetail() }`, y lo mismo para `\.edit` con `ItemEditor()`. (TCA 1.8 escribe
///    `@Reducer enum Path { case detail(ItemDetail); case edit(ItemEditor) }`, que te genera
///    los mismos tipos y el mismo body.)
/// 2. `.rowTapped(n)` apila el detalle del elemento: `state.path.append(.detail(…))`. No elijas
///    tú el id (`state.path[id: 0] = …`): `append` toma el siguiente, y un id nunca se repite.
/// 3. `.editTapped` del detalle de id `id` apila un editor para el elemento de ese detalle:
///    `state.path[id: id, case: \.detail]?.item` te dice cuál.
/// 4. El `.delegate(.saved(title))` del editor apunta el título en `state.saved` y vuelve a la
///    lista: `state.path.removeAll()`. El editor no se desapila solo: decide su padre.
/// 5. Eleva `Path` sobre la pila tras el `Reduce`: `.forEach(\.path, action: \.path) {
///    Path() }`. Encamina cada acción a la pantalla de su id y cancela los efectos de cada
///    pantalla que sale de la pila.
///
/// El corrector (`DetailStackGrader`, `Sources/Exercises/detail-stack/DetailStackGrader.swift`)
/// toca la fila 2, arranca el temporizador del detalle, deja pasar un segundo, pulsa editar,
/// escribe un título en el editor (id 1) mientras el detalle (id 0) sigue contando debajo, y
/// guarda: tiene que volver `.delegate(.saved)` y desapilar las dos pantallas, y ningún tick
/// después; luego toca la fila 1 (el nuevo detalle recibe el id 2) y lo desapila con
/// `.path(.popFrom(id: 2))`.
///
/// Conserva los nombres `DetailStackExercise` y `Path`, `init()` y los tipos `State` y `Action`:
/// el corrector los usa.
@Reducer
struct DetailStackExercise {
  typealias State = DetailStack.State
  typealias Action = DetailStack.Action

  /// Una pantalla de la pila: un detalle o un editor.
  @Reducer
  struct Path {
    typealias State = DetailStack.PathState
    typealias Action = DetailStack.PathAction

    init() {}

    var body: some ReducerOf<Self> {
      // TODO: ejecuta ItemDetail en el caso detail: Scope(state: \.detail, action: \.detail) { ItemDetail() }
      // TODO: e ItemEditor en el caso edit.
    }
  }

  init() {}

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rowTapped:
        // TODO: apila el detalle del elemento: state.path.append(.detail(…)).
        return .none
      case .path(.element(id: _, action: .detail(.editTapped))):
        // TODO: apila un editor para el elemento de ese detalle (nombra el id: `id: let id`).
        return .none
      case .path(.element(id: _, action: .edit(.delegate(.saved)))):
        // TODO: apunta el título en `state.saved` y vuelve a la lista.
        return .none
      case .path:
        return .none
      }
    }
    // TODO: eleva Path sobre la pila, tras el Reduce: .forEach(\.path, action: \.path) { Path() }
  }
}
