import TutorSupport

/// Input errors as a failed step.
enum InputErrorOutput {
  static func result(_ error: InputError) -> StepResult {
    StepResult([.inputError(error, source: nil)], failed: true)
  }
}
