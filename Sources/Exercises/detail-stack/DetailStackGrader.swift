import ExerciseSupport
import ReducerKitTestingCore

// detail-stack (navigation): a stack of screens lifted with `.forEach(\.path, action: \.path)`;
// actions routed by id, a delegate that pops to the root, a popped screen's timer cancelled.

/// The entry the grader's `main` calls on the learner's `DetailStackExercise`.
public func checkDetailStack<R: Reducer>(_ reducer: R) -> ExerciseResult
where R.State == DetailStack.State, R.Action == DetailStack.Action { DetailStackGrader.check(reducer) }

/// Grades a list with a navigation stack of details and editors.
public enum DetailStackGrader: DiagnosingGrader {
  public typealias State = DetailStack.State
  public typealias Action = DetailStack.Action

  /// The scenario: push a detail, tick it; push an editor above it and type into it while the
  /// detail ticks underneath; save, and the delegate pops to the root with the detail's timer;
  /// push again (the next id, 2) and pop with `popFrom`.
  public static func grade<R: Reducer>(_ reducer: R) -> [GradedFailure]
  where R.State == State, R.Action == Action {
    playScenario(reducer, from: DetailStack.State()) { scenario in
      let store = scenario.store
      scenario.step("exercise.detail-stack.step.push")
      store.send(.rowTapped(2)) { $0.path[id: 0] = .detail(ItemDetail.State(item: 2)) }
      scenario.step("exercise.detail-stack.step.tick")
      store.send(.path(.element(id: 0, action: .detail(.onAppear))))
      store.advance(by: .seconds(1))
      store.receive(.path(.element(id: 0, action: .detail(.tick)))) {
        $0.path[id: 0] = .detail(ItemDetail.State(item: 2, seconds: 1))
      }
      scenario.step("exercise.detail-stack.step.edit")
      store.send(.path(.element(id: 0, action: .detail(.editTapped)))) {
        $0.path[id: 1] = .edit(ItemEditor.State(item: 2))
      }
      scenario.step("exercise.detail-stack.step.route")
      let title = scenario.pick(from: ["Milk", "Eggs", "Bread", "Tea", "Rice"])
      store.send(.path(.element(id: 1, action: .edit(.setTitle(title))))) {
        $0.path[id: 1] = .edit(ItemEditor.State(item: 2, title: title))
      }
      store.advance(by: .seconds(1))
      store.receive(.path(.element(id: 0, action: .detail(.tick)))) {
        $0.path[id: 0] = .detail(ItemDetail.State(item: 2, seconds: 2))
      }
      scenario.step("exercise.detail-stack.step.popToRoot")
      store.send(.path(.element(id: 1, action: .edit(.saveTapped))))
      store.receive(.path(.element(id: 1, action: .edit(.delegate(.saved(title)))))) {
        $0.path.removeAll()
        $0.saved = [title]
      }
      scenario.step("exercise.detail-stack.step.cancelled")
      store.advance(by: .seconds(1))
      // A tick that came after the pop is reported at the next send: still this step's.
      store.send(.rowTapped(1)) { $0.path[id: 2] = .detail(ItemDetail.State(item: 1)) }
      scenario.step("exercise.detail-stack.step.popFrom")
      store.send(.path(.popFrom(id: 2))) { $0.path.removeAll() }
    }
  }

  /// What the failures of ``grade(_:)`` point to.
  public static func mistakes(_ failures: [GradedFailure]) -> [Mistake] {
    var found: [Mistake] = []
    func add(_ mistake: Mistake) { if !found.contains(mistake) { found.append(mistake) } }
    let neverTicked = failures.contains { $0.isNothingReceived(expecting: ".detail(.tick)") }
    // A detail still ticking after a pop that did not happen is not the pop's timer left running.
    let popped = !failures.contains { $0.step == "exercise.detail-stack.step.popToRoot" }
    for failure in failures {
      if failure.isStateFailure(for: ".rowTapped(2)") { add(.detailNotPushed) }
      if failure.isNothingReceived(expecting: ".detail(.tick)") { add(.pathNotLifted) }
      if failure.isStateFailure(for: ".detail(.editTapped)") { add(.editorNotPushed) }
      if !neverTicked,
        failure.isStateFailure(for: ".edit(.setTitle")
          || failure.isNothingReceived(expecting: ".edit(.delegate(.saved")
      {
        add(.editScreenNotScoped)
      }
      if failure.isStateFailure(for: ".edit(.delegate(.saved") { add(.notPoppedToRoot) }
      let afterPop = [
        "exercise.detail-stack.step.cancelled", "exercise.detail-stack.step.popFrom", "exercise.step.end",
      ]
      if popped, afterPop.contains(failure.step),
        failure.pendingActions.contains(where: { $0.contains(".detail(.tick)") })
          || failure.runningEffect?.name == "timer"
      {
        add(.poppedScreenStillRunning)
      }
      if failure.isStateFailure(for: ".rowTapped(1)") { add(.stackIDChosenByHand) }
    }
    return found
  }
}
