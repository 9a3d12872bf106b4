/// `@Presents var alert: AlertState<Action.Alert>?`: the value lives in a ``Presented`` stored
/// beside it (`_alert`), so presenting and dismissing have an identity, and `$alert` is that
/// wrapper, for `.ifLet(\.$alert, action: \.alert)`.
enum PresentsMacro {
  static func expand(_ request: ExpansionRequest) throws(MacroDiagnostic) -> String {
    let tokens = Tokens(request.decl.text)
    guard let property = Property(tokens, from: 0, to: tokens.all.count) else {
      throw MacroDiagnostic("'@Presents' can only be applied to a 'var' property", at: 0, in: request.decl)
    }
    // The peer role reports misuse; the accessor role, expanded too, stays quiet so that each
    // error appears once.
    guard request.role == "peer" || (try? wrappedType(of: property, source: request.decl)) != nil else {
      return ""
    }
    let wrapped = try wrappedType(of: property, source: request.decl)
    let storage = "_\(property.name)"
    switch request.role {
    case "accessor":
      return """
        @storageRestrictions(initializes: \(storage))
        init(initialValue) {
          \(storage) = ReducerKit.Presented(wrappedValue: initialValue)
        }
        get {
          \(storage).wrappedValue
        }
        set {
          \(storage).wrappedValue = newValue
        }
        """
    case "peer":
      let access = property.prefix.access.map { $0 == "private" ? "fileprivate " : "\($0) " } ?? ""
      return """
        \(access)var $\(property.name): ReducerKit.Presented<\(wrapped)> {
          get {
            \(storage)
          }
          set {
            \(storage) = newValue
          }
        }
        private var \(storage) = ReducerKit.Presented<\(wrapped)>(wrappedValue: nil)
        """
    default:
      return ""
    }
  }

  /// `T` of `T?` or `Optional<T>`; anything else is an error at the type.
  static func wrappedType(of property: Property, source: SourceText) throws(MacroDiagnostic) -> String {
    if property.isLet {
      throw MacroDiagnostic(
        "'@Presents' property '\(property.name)' must be a 'var'", at: property.nameOffset, in: source)
    }
    guard let type = property.type?.trimmingSpaces, let typeOffset = property.typeOffset else {
      throw MacroDiagnostic(
        "'@Presents' property '\(property.name)' needs an explicit optional type, such as 'Child.State?'",
        at: property.nameOffset, in: source)
    }
    if type.hasSuffix("?") { return String(type.dropLast()) }
    for spelling in ["Optional<", "Swift.Optional<"] where type.hasPrefix(spelling) && type.hasSuffix(">") {
      return String(type.dropFirst(spelling.count).dropLast())
    }
    throw MacroDiagnostic(
      "'@Presents' property '\(property.name)' must be optional: its type '\(type)' should be '\(type)?'",
      at: typeOffset, in: source)
  }
}
