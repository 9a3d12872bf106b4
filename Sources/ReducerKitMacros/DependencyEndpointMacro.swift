/// `@DependencyEndpoint` on a closure property of a client: its value lives in `_endpoint`,
/// which starts as an implementation that reports "Unimplemented: 'Client.endpoint'" when
/// called and then throws ``Unimplemented`` (or returns what the property's default returns).
enum DependencyEndpointMacro {
  static func expand(_ request: ExpansionRequest, attribute: String) throws(MacroDiagnostic) -> String {
    let tokens = Tokens(request.decl.text)
    guard let property = Property(tokens, from: 0, to: tokens.all.count),
      let type = property.type?.trimmingSpaces,
      let closure = ClosureType(type)
    else {
      throw MacroDiagnostic(
        "'@DependencyEndpoint' can only be applied to a 'var' of closure type", at: 0, in: request.decl)
    }
    let storage = "_\(property.name)"
    switch request.role {
    case "accessor":
      return """
        @storageRestrictions(initializes: \(storage))
        init(initialValue) {
          \(storage) = initialValue
        }
        get {
          \(storage)
        }
        set {
          \(storage) = newValue
        }
        """
    case "peer":
      let name = clientName(attribute).map { "\($0).\(property.name)" } ?? property.name
      let report = "ReducerKit.reportUnimplemented(\"\(name)\")"
      var lines: [String]
      if let initializer = property.initializer?.trimmingSpaces {
        let call = (closure.isThrowing ? "try " : "") + (closure.isAsync ? "await " : "")
        let parameters = closure.namedParameters
        lines = [
          "{ " + (parameters.isEmpty ? "" : parameters.joined(separator: ", ") + " in"),
          "  \(report)",
          "  let implementation: \(type) = \(initializer)",
          "  return \(call)implementation(\(parameters.joined(separator: ", ")))",
          "}",
        ]
      } else if closure.isThrowing {
        lines = [
          "{ \(closure.ignoredParameters)", "  \(report)", "  throw ReducerKit.Unimplemented(\"\(name)\")",
          "}",
        ]
      } else if closure.returnsVoid {
        lines = ["{ \(closure.ignoredParameters)", "  \(report)", "}"]
      } else {
        // The client's macro reported the missing default; this only has to parse.
        lines = ["{ \(closure.ignoredParameters)", "  fatalError()", "}"]
      }
      let stored = "private var \(storage): \(type) = " + lines.joined(separator: "\n")
      guard let method = closure.labeledMethod(named: property.name, access: property.prefix.access) else {
        return stored
      }
      return stored + "\n\n" + method
    default:
      return ""
    }
  }

  /// `Client` in `@DependencyEndpoint(client: "Client")`.
  static func clientName(_ attribute: String) -> String? {
    let tokens = Tokens(attribute)
    guard let index = tokens.all.firstIndex(where: { $0.isWord("client") }), let string = tokens[index + 2],
      string.kind == .string
    else { return nil }
    let name = String(string.text.dropFirst().dropLast())
    return name.isEmpty ? nil : name
  }
}
