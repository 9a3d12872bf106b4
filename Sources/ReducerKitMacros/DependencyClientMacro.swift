/// `@DependencyClient` on a struct of closures: each closure property becomes an endpoint
/// (`@DependencyEndpoint`) that, until it is set, reports "Unimplemented: 'Client.endpoint'"
/// when called, then throws or returns its default; and two initializers: a memberwise one,
/// and one without the endpoints, which leaves them all unimplemented.
enum DependencyClientMacro {
  static func expand(_ request: ExpansionRequest) throws(MacroDiagnostic) -> String {
    guard let decl = TypeDecl(request.decl.text) else { return "" }
    switch request.role {
    case "member":
      guard decl.keyword.text == "struct" else {
        throw MacroDiagnostic(
          "'@DependencyClient' can only be applied to a struct, not to \(decl.keyword.text) '\(decl.name)'",
          at: decl.keyword.start, in: request.decl)
      }
      return try initializers(of: decl, source: request.decl)
    case "memberAttribute":
      guard decl.keyword.text == "struct", let member = request.member else { return "" }
      let tokens = Tokens(member.text)
      guard let property = Property(tokens, from: 0, to: tokens.all.count), isEndpoint(property),
        !property.prefix.hasAttribute("DependencyEndpoint")
      else { return "" }
      return "@ReducerKit.DependencyEndpoint(client: \"\(decl.name)\")"
    default:
      return ""
    }
  }

  static func isEndpoint(_ property: Property) -> Bool {
    !property.isLet && !property.isStatic && !property.isComputed
      && property.type.flatMap(ClosureType.init) != nil
  }

  private static let accessRank = ["private": 0, "fileprivate": 1, "internal": 2, "package": 3, "public": 4]

  static func initializers(of decl: TypeDecl, source: SourceText) throws(MacroDiagnostic) -> String {
    var all: [(parameter: String, assignment: String, access: String, endpoint: Bool)] = []
    // Endpoints with a default: `init()` wraps the default so that calling it still reports.
    var wrapDefaults: [String] = []
    for property in Property.all(in: decl) where !property.isStatic && !property.isComputed {
      if property.isLet && property.initializer != nil { continue }
      let access = property.prefix.access ?? "internal"
      if access == "private" || access == "fileprivate", property.initializer != nil { continue }
      let assignment = "self.\(property.name) = \(property.name)"
      if isEndpoint(property), let type = property.type?.trimmingSpaces, let closure = ClosureType(type) {
        if !closure.isThrowing, !closure.returnsVoid, property.initializer == nil {
          throw MacroDiagnostic(
            "Default value required for non-throwing closure '\(property.name)'", at: property.nameOffset,
            in: source)
        }
        all.append(("\(property.name): \(escaping(type))", assignment, access, true))
        if property.initializer != nil {
          let parameters = closure.namedParameters
          let call = (closure.isThrowing ? "try " : "") + (closure.isAsync ? "await " : "")
          wrapDefaults.append(
            "  self.\(property.name) = { [implementation = self.\(property.name)] "
              + (parameters.isEmpty ? "" : parameters.joined(separator: ", ") + " ")
              + "in\n    ReducerKit.reportUnimplemented(\"\(decl.name).\(property.name)\")\n"
              + "    return \(call)implementation(\(parameters.joined(separator: ", ")))\n  }")
        }
        continue
      }
      guard let type = property.type?.trimmingSpaces ?? property.initializer.flatMap(literalType) else {
        throw MacroDiagnostic(
          "'@DependencyClient' requires '\(property.name)' to have a type annotation in order to generate a "
            + "memberwise initializer", at: property.nameOffset, in: source)
      }
      var parameter = "\(property.name): \(type)"
      if let initializer = property.initializer {
        parameter += " = \(initializer.trimmingSpaces)"
      } else if type.hasSuffix("?") && !property.isLet {
        parameter += " = nil"
      }
      all.append((parameter, assignment, access, false))
    }
    func initializer(
      _ members: [(parameter: String, assignment: String, access: String, endpoint: Bool)],
      wrapping: [String] = []
    ) -> String {
      let typeAccess = decl.prefix.access ?? "internal"
      let lowest = ([typeAccess == "open" ? "public" : typeAccess] + members.map(\.access)).min {
        (accessRank[$0] ?? 2) < (accessRank[$1] ?? 2)
      }
      let access = lowest == "internal" || lowest == nil ? "" : "\(lowest ?? "") "
      let body = (members.map { "  \($0.assignment)" } + wrapping).joined(separator: "\n")
      guard !members.isEmpty else { return "\(access)init() {\n" + (body.isEmpty ? "" : body + "\n") + "}" }
      return "\(access)init(\n"
        + members.map { "  \($0.parameter)" }.joined(separator: ",\n")
        + "\n) {\n" + body + "\n}"
    }
    return initializer(all) + "\n\n" + initializer(all.filter { !$0.endpoint }, wrapping: wrapDefaults)
  }

  /// The parameter type of a closure property: `@escaping` after its attributes.
  static func escaping(_ type: String) -> String {
    let tokens = Tokens(type)
    var i = 0
    while let token = tokens[i], token.kind == .attribute { i += 1 }
    let attributes = tokens.text(0, through: i - 1)
    let rest = tokens.text(i, through: tokens.all.count - 1)
    return (attributes.isEmpty ? "" : attributes + " ") + "@escaping " + rest
  }

  /// The type of a literal initializer, for a property written without one.
  static func literalType(_ initializer: String) -> String? {
    let text = initializer.trimmingSpaces
    if text == "true" || text == "false" { return "Swift.Bool" }
    if text.hasPrefix("\"") { return "Swift.String" }
    if let first = text.first, first.isNumber || first == "-" {
      if Int(text) != nil { return "Swift.Int" }
      if Double(text) != nil { return "Swift.Double" }
    }
    return nil
  }
}
