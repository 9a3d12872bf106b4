extension Value {
  /// Whether `action` (an encoded action) is in the case this pattern names: the pattern's cases
  /// must be the action's, its arguments equal, and a case written without arguments matches
  /// any payload. `.rows(.element(id: 0, action: .response))` names
  /// `.rows(.element(id: 0, action: .response("sw")))`.
  package func namesCase(of action: Value) -> Bool {
    guard case .caseValue(let name, let arguments) = self else { return matches(action) }
    guard case .caseValue(let actualName, let actualArguments) = action, name == actualName else {
      return false
    }
    guard !arguments.isEmpty else { return true }
    guard arguments.count == actualArguments.count else { return false }
    return zip(arguments, actualArguments).allSatisfy { pattern, actual in
      (pattern.label == nil || actual.label == nil || pattern.label == actual.label)
        && pattern.value.namesCase(of: actual.value)
    }
  }

  /// The innermost case of an action written as nested cases: `tick` in
  /// `.rows(.element(id: 0, action: .tick))`.
  package var lastCaseName: String? {
    guard case .caseValue(let name, let arguments) = self else { return nil }
    let inner = arguments.last { $0.label == nil || $0.label == "action" }
    return inner?.value.lastCaseName ?? name
  }
}
