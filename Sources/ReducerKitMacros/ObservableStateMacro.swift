/// `@ObservableState`: here only the conformance to ``ObservableState`` (the library has no
/// observation machinery for it to add), so that code written for TCA compiles.
/// `@ObservationStateIgnored` expands to nothing.
enum ObservableStateMacro {
  static func expand(_ request: ExpansionRequest) throws(MacroDiagnostic) -> String {
    guard request.role == "extension", let decl = TypeDecl(request.decl.text) else { return "" }
    guard decl.keyword.text == "struct" || decl.keyword.text == "enum" else {
      throw MacroDiagnostic(
        "'@ObservableState' can only be applied to a struct or an enum, not to \(decl.keyword.text) '\(decl.name)'",
        at: decl.keyword.start, in: request.decl)
    }
    if let missing = request.missingConformances, !missing.contains("ObservableState") { return "" }
    if decl.inherits("ObservableState") { return "" }
    return "extension \(request.extendedType ?? decl.name): ReducerKit.ObservableState {}"
  }
}
