import PromptLanguage
import TutorSupport

/// When an action typed inside a scope was written with the scope's own envelope
/// (`.left(.inc)` after `scope left`), what to say instead of the decoder's error.
enum EnvelopeHint {
  /// The outputs that explain the envelope rule, or nil when `typed` is not wrapped in (the end
  /// of) the scope's envelope. `decodes` gives an embedded action as it would be sent, when it is
  /// valid. `replacesError`: the explanation says it all (what to type instead is valid).
  static func outputs(
    typed: Value, scope: SandboxScope, decodes: (Value) -> String?
  ) -> (outputs: [Output], replacesError: Bool)? {
    guard let inner = scope.strippingEnvelope(typed) else { return nil }
    let place = scope.description
    if let embedded = decodes(scope.embed(inner)) {
      let message = Output.message(
        key: "prompt.scope.envelope",
        arguments: ["scope": place, "inner": inner.description, "embedded": embedded], role: .failure)
      return ([message], true)
    }
    let rule: [Output] = [
      .message(
        key: "prompt.scope.envelopeRule",
        arguments: [
          "scope": place,
          "example": "\(inner.description)  →  \(scope.embed(inner).description)",
        ], role: .hint)
    ]
    return (rule, false)
  }
}

extension SandboxScope {
  /// The action inside the envelope of this scope (or of its innermost steps) when `value` is
  /// written with it: in `rows[id: 0]`, `.rows(.element(id: 0, action: .tick))` gives `.tick`.
  func strippingEnvelope(_ value: Value) -> Value? {
    for first in steps.indices {
      var current = value
      var stripped = true
      for step in steps[first...] {
        guard let inner = Self.unwrap(current, step) else {
          stripped = false
          break
        }
        current = inner
      }
      if stripped { return current }
    }
    return nil
  }

  private static func unwrap(_ value: Value, _ step: Step) -> Value? {
    guard case .caseValue(step.field, let arguments) = value, arguments.count == 1, arguments[0].label == nil
    else { return nil }
    guard step.element != nil else {
      // `.presented(…)` may be typed or left out: either way the action inside is meant.
      if let envelope = step.envelope, case .caseValue(envelope, let inner) = arguments[0].value,
        inner.count == 1, inner[0].label == nil
      {
        return inner[0].value
      }
      return arguments[0].value
    }
    guard case .caseValue("element", let envelope) = arguments[0].value,
      let action = envelope.first(where: { $0.label == "action" })
    else { return nil }
    return action.value
  }
}
