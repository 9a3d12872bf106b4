/// `@Reducer` on a struct: the `Reducer` conformance, `@CasePathable` on its `State` and
/// `Action` enums (and ``ReducerActionMacro`` on `Action`), and the builder on `body` (the conformance sits in a generated extension, so
/// `body` would not get the protocol's builder otherwise). On an enum of reducers, see
/// ``ReducerEnumExpansion``.
enum ReducerMacro {
  static func expand(_ request: ExpansionRequest) throws(MacroDiagnostic) -> String {
    guard let decl = TypeDecl(request.decl.text) else { return "" }
    let isEnum = decl.keyword.text == "enum"
    switch request.role {
    case "member":
      guard decl.keyword.text == "struct" || isEnum else {
        throw MacroDiagnostic(
          "'@Reducer' can only be applied to a struct or an enum, not to \(decl.keyword.text) '\(decl.name)'",
          at: decl.keyword.start, in: request.decl)
      }
      return isEnum ? try ReducerEnumExpansion.members(of: decl, source: request.decl) : ""
    case "extension":
      guard decl.keyword.text == "struct" || isEnum else { return "" }
      if isEnum {
        return "extension \(request.extendedType ?? decl.name): ReducerKit.CaseReducer, ReducerKit.Reducer {}"
      }
      if let missing = request.missingConformances, !missing.contains("Reducer") { return "" }
      if decl.inherits("Reducer") { return "" }
      return "extension \(request.extendedType ?? decl.name): ReducerKit.Reducer {}"
    case "memberAttribute":
      guard !isEnum, let member = request.member else { return "" }
      return attributes(forMember: member.text)
    default:
      return ""
    }
  }

  /// What to put on one member of a struct reducer.
  static func attributes(forMember source: String) -> String {
    let tokens = Tokens(source)
    let prefix = DeclPrefix(tokens, from: 0)
    guard let keyword = tokens[prefix.end], let name = tokens[prefix.end + 1] else { return "" }
    switch (keyword.text, name.text) {
    case ("enum", "Action"):
      // The action's `Sendable`, stated (``ReducerActionMacro``).
      return [
        prefix.hasAttribute("CasePathable") ? nil : "@ReducerKit.CasePathable",
        prefix.hasAttribute("ReducerAction") ? nil : "@ReducerKit.ReducerAction",
      ].compactMap { $0 }.joined(separator: " ")
    case ("enum", "State"):
      return prefix.hasAttribute("CasePathable") ? "" : "@ReducerKit.CasePathable"
    case ("var", "body") where !prefix.modifiers.contains("static"):
      return prefix.hasAttribute("ReducerBuilder")
        ? "" : "@ReducerKit.ReducerBuilder<Self.State, Self.Action>"
    default:
      return ""
    }
  }
}
