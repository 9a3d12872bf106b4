// Ejercicio contact-list (lección identified-action). Sustituye las líneas `// TODO` y comprueba tu trabajo:
//
//     tutor exercise check contact-list     (o `:check` en la lección, o `tutor exercise watch`)

import ExerciseSupport
import ReducerKit

/// Un padre que reacciona a la acción delegada de un hijo, leída en su sobre.
///
/// `ContactList` (`Sources/Exercises/contact-list/ContactListGiven.swift`) guarda contactos, cada
/// uno con su id: `.contacts(.element(id: 2, action: .delete))` es el contacto 2 pidiendo que lo
/// borren. Un contacto no puede quitarse a sí mismo; lo hace la lista. Escribe el `body` de la
/// lista:
///
/// 1. Con `.contacts(.element(let id, .delete))`, apunta el nombre del contacto al final de
///    `state.deleted` y después quítalo: `state.contacts.remove(id: id)`. Lee el nombre *antes*
///    de quitar el contacto.
/// 2. Las demás acciones de contacto no cambian nada en la lista.
/// 3. Eleva `Contact` a la lista, después del `Reduce`:
///    `.forEach(\.contacts, action: \.contacts) { Contact() }`: así se renombra el
///    contacto al que va dirigida la acción.
///
/// El corrector renombra el contacto 1, borra los contactos 2 y 1, y envía una acción al
/// contacto 2 cuando ya no está.
///
/// No cambies el nombre `ContactListExercise`, ni `init()`, ni los tipos `State` y `Action`: el
/// corrector los usa.
@Reducer
struct ContactListExercise {
  typealias State = ContactList.State
  typealias Action = ContactList.Action
  typealias Contact = ContactList.Contact

  init() {}

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .contacts(.element(_, .delete)):
        // TODO: captura el id, apunta el nombre del contacto en state.deleted y después quítalo.
        return .none
      case .contacts:
        return .none
      }
    }
    // TODO: eleva Contact a la lista, después del Reduce: .forEach(…) { Contact() }
  }
}
