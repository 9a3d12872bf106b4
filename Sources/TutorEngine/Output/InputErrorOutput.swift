/// Input errors as a failed step.
enum InputErrorOutput {
  static func result(_ error: InputError, source: String? = nil) -> StepResult {
    StepResult([.inputError(error, source: source)], failed: true)
  }
}
