// Ejercicio editor-sheet (lección transpose). Sustituye las líneas `// TODO` y comprueba tu trabajo:
//
//     tutor exercise check editor-sheet     (o `:check` en la lección, o `tutor exercise watch`)

import LessonFeatures
import ReducerKit

/// Una hoja en una `Presentation`: presentada, luego cerrándose con su último valor mientras se
/// anima (300 ms), luego cerrada. El editor de dentro solo funciona mientras está presentada.
///
/// `Presentation` es de esta biblioteca, según el modelo de SwiftRex: TCA no la tiene. Allí la
/// hoja es `@Presents var editor: Editor.State?`, elevada con
/// `.ifLet(\.$editor, action: \.editor)`, y SwiftUI mantiene el último valor en pantalla
/// mientras la anima al salir.
///
/// `EditorScreen` (`Sources/LessonFeatures/EditorScreen.swift`) te da el estado, las acciones, el
/// `Editor` y el `Contact`. Escribe el `body` de la pantalla:
///
/// 1. Monta `Editor` solo sobre el caso presented, *antes* del `Reduce` (así, con `.save`, el
///    editor ya ha marcado su borrador como guardado cuando la pantalla empieza a cerrarlo):
///    `Scope(state: \.editor, action: \.editor) { Scope(state:
///    CasePath(Presentation<Editor.State>.presented), named: "presented", action:
///    CasePath(embed: { $0 }, extract: { $0 })) { Editor() } }`.
/// 2. `.openEditor` presenta un editor en blanco, `.presented(Editor.State())`, y cancela un
///    cierre que siga en curso: `.cancel(id: CancelID.dismissal)`.
/// 3. `.closeEditor` y `.editor(.save)`, si está presentado, empiezan el cierre:
///    `state.editor = .dismissing(last: editor)`, y devuelven `dismissal`.
/// 4. `.dismissalFinished` cierra del todo: `state.editor = .dismissed`.
///
/// El corrector abre, escribe, guarda, escribe en la hoja que se cierra (no puede cambiar nada),
/// espera al cierre, y luego abre, cierra y vuelve a abrir enseguida: el cierre antiguo no puede
/// cerrar la hoja nueva.
///
/// No cambies el nombre `EditorSheetExercise`, ni `init()`, ni los tipos `State` y `Action`: el
/// corrector los usa.
@Reducer
struct EditorSheetExercise {
  typealias State = EditorScreen.State
  typealias Action = EditorScreen.Action
  typealias Editor = EditorScreen.Editor
  typealias Contact = EditorScreen.Contact

  enum CancelID: Hashable, Sendable { case dismissal }

  @Dependency(\.continuousClock) var clock

  init() {}

  /// Waits while the sheet animates out, then says it is gone. Cancellable.
  var dismissal: Effect<Action> {
    .run { send in
      try await clock.sleep(for: EditorScreen.dismissalTime)
      await send(.dismissalFinished)
    }
    .cancellable(id: CancelID.dismissal)
  }

  var body: some ReducerOf<Self> {
    // TODO: monta Editor solo sobre el caso presented de \.editor, antes del Reduce.
    Reduce { state, action in
      switch action {
      case .openEditor:
        // TODO: presenta un editor en blanco y cancela un cierre que siga en curso.
        return .none
      case .closeEditor, .editor(.save):
        // TODO: si está presentado, empieza a cerrarlo (con su último valor) y devuelve `dismissal`.
        return .none
      case .dismissalFinished:
        // TODO: la hoja ya no está.
        return .none
      case .contacts(.element(let id, .delete)):
        state.contacts.remove(id: id)
        return .none
      case .contacts, .editor:
        return .none
      }
    }
    .forEach(\.contacts, action: \.contacts) { Contact() }
  }
}
