/// `@CasePathable`: a case path for each case of an enum.
///
///     @CasePathable enum Action { case inc; case left(Counter.Action) }
///
/// adds `extension Action: ReducerKit.CasePathable {}` and, inside the enum, a struct
/// `AllCasePaths` with one `AnyCasePath` property per case, and `static var allCasePaths`.
enum CasePathableMacro {
  static func expand(_ request: ExpansionRequest) throws(MacroDiagnostic) -> String {
    guard let decl = TypeDecl(request.decl.text) else { return "" }
    switch request.role {
    case "extension":
      guard decl.keyword.text == "enum", !decl.inherits("CasePathable") else { return "" }
      return "extension \(request.extendedType ?? decl.name): ReducerKit.CasePathable {}"
    case "member":
      guard decl.keyword.text == "enum" else {
        throw MacroDiagnostic(
          "'@CasePathable' cannot be applied to \(decl.keyword.text) type '\(decl.name)'",
          at: decl.keyword.start, in: request.decl)
      }
      return members(of: decl)
    default:
      return ""
    }
  }

  /// The `AllCasePaths` struct and the `allCasePaths` property.
  static func members(of decl: TypeDecl) -> String {
    let access = decl.memberAccess
    let root = decl.name
    var lines = ["\(access)struct AllCasePaths: Sendable {"]
    for member in decl.enumMembers {
      switch member {
      case .directive(let text):
        lines.append(text)
      case .cases(let cases):
        for enumCase in cases {
          lines.append("  \(access)var \(enumCase.name): \(casePathType(root, enumCase)) {")
          lines.append("    \(casePathType(root, enumCase))(")
          lines.append("      embed: { \(embed(enumCase)) },")
          lines.append("      extract: { \(extract(enumCase)) }")
          lines.append("    )")
          lines.append("  }")
        }
      }
    }
    lines.append("}")
    lines.append("\(access)static var allCasePaths: AllCasePaths { AllCasePaths() }")
    return lines.joined(separator: "\n")
  }

  static func casePathType(_ root: String, _ enumCase: EnumCase) -> String {
    "ReducerKit.AnyCasePath<\(root), \(enumCase.payloadType)>"
  }

  /// The closure body that embeds a payload (`$0`) into the case.
  static func embed(_ enumCase: EnumCase) -> String {
    guard let parameters = enumCase.parameters, !parameters.isEmpty else { return ".\(enumCase.name)" }
    if parameters.count == 1 {
      return ".\(enumCase.name)(\(parameters[0].label.map { "\($0): " } ?? "")$0)"
    }
    let arguments = parameters.enumerated().map { index, parameter in
      (parameter.label.map { "\($0): " } ?? "") + "$0.\(index)"
    }
    return ".\(enumCase.name)(\(arguments.joined(separator: ", ")))"
  }

  /// The closure body that extracts the payload from `$0`, or `nil` for another case.
  static func extract(_ enumCase: EnumCase) -> String {
    guard let parameters = enumCase.parameters, !parameters.isEmpty else {
      return "if case .\(enumCase.name) = $0 { return () } else { return nil }"
    }
    let names = parameters.indices.map { "v\($0)" }
    let pattern = names.map { "let \($0)" }.joined(separator: ", ")
    let value =
      parameters.count == 1
      ? names[0]
      : "(" + zip(parameters, names).map { ($0.label.map { "\($0): " } ?? "") + $1 }.joined(separator: ", ")
        + ")"
    return "if case .\(enumCase.name)(\(pattern)) = $0 { return \(value) } else { return nil }"
  }
}
