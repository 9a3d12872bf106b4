/// `@ReducerAction`, which `@Reducer` puts on its `Action` enum beside `@CasePathable`: the
/// enum's `Sendable` conformance, stated in an extension. `Reducer` requires a `Sendable`
/// action; left to inference, a recursive feature's action
/// (`indirect case rows(IdentifiedActionOf<Nested>)`, TCA's Recursion case study) sends the
/// compiler round in a circle: inferring the enum's `Sendable` needs `IdentifiedActionOf<Nested>`,
/// which needs `Nested: Reducer`, which needs the enum's `Sendable`. Stated, nothing is inferred.
/// Nothing is added when the enum already says `Sendable`, or the compiler reports it present.
enum ReducerActionMacro {
  static func expand(_ request: ExpansionRequest) throws(MacroDiagnostic) -> String {
    guard request.role == "extension", let decl = TypeDecl(request.decl.text), decl.keyword.text == "enum"
    else { return "" }
    if let missing = request.missingConformances, !missing.contains("Sendable") { return "" }
    if decl.inherits("Sendable") { return "" }
    return "extension \(request.extendedType ?? decl.name): Swift.Sendable {}"
  }
}
