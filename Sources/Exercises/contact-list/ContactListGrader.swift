import ExerciseSupport
import LessonFeatures
import ReducerKitTestingCore

// contact-list (identified-action): a parent reacting to a child's delegate action, read from
// the envelope `.element(id:action:)`.

/// The entry the grader's `main` calls on the learner's `ContactListExercise`.
public func checkContactList<R: Reducer>(_ reducer: R) -> ExerciseResult
where R.State == ContactList.State, R.Action == ContactList.Action { ContactListGrader.check(reducer) }

/// Grades a list of contacts that removes the one asking to be deleted and notes its name.
public enum ContactListGrader: ExerciseGrader {
  public typealias State = ContactList.State
  public typealias Action = ContactList.Action

  public static func check<R: Reducer>(_ reducer: R) -> ExerciseResult
  where R.State == State, R.Action == Action {
    ExerciseResult(failures: grade(reducer), mistakes: mistakes(reducer))
  }

  /// The scenario: a contact is renamed through its envelope; two ask to be deleted; an action
  /// for a contact that is gone changes nothing.
  public static func grade<R: Reducer>(_ reducer: R) -> [GradedFailure]
  where R.State == State, R.Action == Action {
    playScenario(reducer, from: ContactList.State()) { scenario in
      let store = scenario.store
      scenario.step("exercise.contact-list.step.rename")
      let name = scenario.pick(from: ["Ana", "Eva", "Lía", "Noor", "Zoe"])
      store.send(.contacts(.element(id: 1, action: .setName(name)))) { $0.contacts[id: 1]?.name = name }
      scenario.step("exercise.contact-list.step.delete")
      store.send(.contacts(.element(id: 2, action: .delete))) {
        $0.contacts.remove(id: 2)
        $0.deleted = ["Bo"]
      }
      store.send(.contacts(.element(id: 1, action: .delete))) {
        $0.contacts.remove(id: 1)
        $0.deleted = ["Bo", name]
      }
      scenario.step("exercise.contact-list.step.gone")
      store.send(.contacts(.element(id: 2, action: .setName(scenario.pick(from: ["Bea", "Ivo", "Uma"])))))
    }
  }

  /// What is wrong, worked out by running `reducer` on single actions.
  public static func mistakes<R: Reducer>(_ reducer: R) -> [Mistake]
  where R.State == State, R.Action == Action {
    func after(_ action: ContactList.Action) -> ContactList.State {
      var dependencies = DependencyValues.test
      dependencies.warnings = .ignore
      return DependencyValues.$current.withValue(dependencies) {
        var state = ContactList.State()
        _ = reducer.reduce(into: &state, action: action)
        return state
      }
    }
    var found: [Mistake] = []
    if after(.contacts(.element(id: 1, action: .setName("Ana")))).contacts[id: 1]?.name != "Ana" {
      found.append(.contactNotLifted)
    }
    let deleted = after(.contacts(.element(id: 2, action: .delete)))
    if deleted.contacts.ids == [1, 3] {
      if deleted.deleted != ["Bo"] { found.append(.deletedNameNotNoted) }
    } else if deleted.contacts.count == 3 {
      found.append(.contactNotRemoved)
      if deleted.deleted != ["Bo"] { found.append(.deletedNameNotNoted) }
    } else {
      found.append(.wrongContactRemoved)
    }
    return found
  }
}
