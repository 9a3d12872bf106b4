import TutorSupport

/// The `kind: exercise` step: the learner writes Swift in their own editor; `:check` (or Enter)
/// compiles and grades the file; the step is done when it passes; `:skip` shows the reference.
extension LearnFlow {
  /// Enter on an exercise step: moves on once it is done, else checks the file. False on other
  /// steps.
  func exerciseEnter(in state: inout State) -> Bool {
    guard step(state)?.exercise != nil else { return false }
    if state.progress.isDone {
      next(&state)
    } else {
      state.orders.append(.checkExercise)
    }
    return true
  }

  /// A bare `:check` or `:skip` on an exercise step (`:skip` only until it is done). False when
  /// the word is not the step's.
  func exerciseWord(_ word: ExerciseWord, in state: inout State) -> Bool {
    guard step(state)?.exercise != nil else { return false }
    switch word {
    case .check:
      state.orders.append(.checkExercise)
    case .skip:
      guard !state.progress.isDone else { return false }
      state.orders.append(.showExerciseSolution)
    }
    return true
  }

  func exerciseChecked(_ check: ExerciseCheck, in state: inout State) {
    guard let lesson = entry(state)?.lesson, let step = step(state) else { return }
    if check.solved {
      return complete(with: [check.outputs.first ?? .blank] + (check.offer.map { [$0] } ?? []), in: &state)
    }
    if !state.progress.isDone { state.record.attempt(lesson.id, step.id) }
    // The next `:hint` answers the compiler's first error before the step's ladder.
    if let hint = check.compileHint { state.progress.failureHint = hint }
    state.orders += [.show(check.outputs), .fail]
  }

  /// `:skip` on an exercise: the reference solution (shown by the shell), noted as a skip.
  func exerciseSolutionShown(_ reference: String, in state: inout State) {
    guard let lesson = entry(state)?.lesson, let step = step(state) else { return }
    state.record.skip(lesson.id, step.id)
    state.progress.isDone = true
    var outputs: [Output] = [
      .message(key: "exercise.solution.showing", role: .hint), .code(reference, role: .dim),
    ]
    if let explanation = words(state)?.explanation { outputs.append(.prose(explanation)) }
    outputs.append(.message(key: "learn.afterDone", role: .hint))
    state.orders.append(.show(outputs))
  }
}
