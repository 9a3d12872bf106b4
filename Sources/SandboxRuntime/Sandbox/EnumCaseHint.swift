import PromptLanguage
import TutorSupport

/// When the scope stands on an enum (a stack's screen, `path[id: 0]`, is `.detail(…)` or
/// `.edit(…)`) and the action typed there is the case's own (`.onAppear`), what to say after the
/// decoder's error: name the case, or step into it.
enum EnumCaseHint {
  /// The hint, or nil when the state here is not an enum or the wrapped action is no better.
  /// `state` is the state at the scope; `decodes` says whether an embedded action is valid.
  static func outputs(
    typed: Value, scope: SandboxScope, state: Any?, decodes: (Value) -> Bool
  ) -> [Output]? {
    guard !scope.isRoot, let state, Mirror(reflecting: state).displayStyle == .enum,
      let caseName = Mirror(reflecting: state).children.first?.label
    else { return nil }
    let wrapped = Value.caseValue(name: caseName, arguments: [.init(nil, typed)])
    guard decodes(scope.embed(wrapped)) else { return nil }
    return [
      .message(
        key: "prompt.scope.enumCase",
        arguments: [
          "scope": scope.description, "case": caseName, "wrapped": wrapped.description,
          "inner": typed.description,
        ], role: .hint)
    ]
  }
}
