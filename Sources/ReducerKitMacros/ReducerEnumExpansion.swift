/// `@Reducer` on an enum of features, as destinations and paths are written:
///
///     @Reducer enum Destination {
///       case detail(Detail)
///       case alert(AlertState<Alert>)
///     }
///
/// generates `State` (`.detail(Detail.State)`, `.alert(AlertState<Alert>)`), `Action`
/// (`.detail(Detail.Action)`, `.alert(Alert)`), both case-pathable, and a `static var body` that
/// scopes each feature case to its reducer. Alerts, confirmation dialogs and cases marked
/// `@ReducerCaseEphemeral` carry their button's action and have no reducer; cases without a
/// payload, or marked `@ReducerCaseIgnored`, have state only.
enum ReducerEnumExpansion {
  enum Kind {
    /// `instance` builds the reducer: `Meeting()`, or the case's default value.
    case feature(reducer: String, instance: String)
    /// State of this type; its action is `action`.
    case ephemeral(state: String, action: String)
    /// State only (`nil`: no payload).
    case stateOnly(String?)
  }

  static func members(of decl: TypeDecl, source: SourceText) throws(MacroDiagnostic) -> String {
    let access = decl.memberAccess
    var state: [String] = []
    var action: [String] = []
    var body: [String] = []
    for member in decl.enumMembers {
      switch member {
      case .directive(let text):
        state.append(text)
        action.append(text)
        body.append(text)
      case .cases(let cases):
        for enumCase in cases {
          switch try kind(of: enumCase, source: source) {
          case .feature(let reducer, let instance):
            state.append("  case \(enumCase.name)(\(reducer).State)")
            action.append("  case \(enumCase.name)(\(reducer).Action)")
            body.append(
              "  ReducerKit.Scope(state: ReducerKit.CasePath(State.\(enumCase.name)), named: \"\(enumCase.name)\", "
                + "action: ReducerKit.CasePath(Action.\(enumCase.name))) {")
            body.append("    \(instance)")
            body.append("  }")
          case .ephemeral(let stateType, let actionType):
            state.append("  case \(enumCase.name)(\(stateType))")
            action.append("  case \(enumCase.name)(\(actionType))")
          case .stateOnly(let type):
            state.append("  case \(enumCase.name)" + (type.map { "(\($0))" } ?? ""))
          }
        }
      }
    }
    // A `static var body` of the enum's own (TCA's TicTacToe switches screens in one) replaces
    // the generated one.
    let ownBody = Property.all(in: decl).contains { $0.name == "body" && $0.isStatic }
    let generatedBody =
      ownBody
      ? []
      : [
        "@ReducerKit.ReducerBuilder<Self.State, Self.Action>",
        "\(access)static var body: some ReducerKit.Reducer<Self.State, Self.Action> {",
      ] + body + ["}"]
    // The action's `Sendable` is stated: a public enum gets none by inference, and `Reducer`
    // requires it (see ReducerActionMacro). An enum that writes its own `Action` (TCA's SyncUps
    // spells out a destination's actions beside an ignored alert case) keeps it.
    let generatedAction =
      declaresAction(decl)
      ? []
      : ["@ReducerKit.CasePathable", "\(access)enum Action: Sendable {"] + action + ["}"]
    return
      ([
        "@ReducerKit.CasePathable",
        "@ReducerKit.ObservableState",
        "\(access)enum State: ReducerKit.CaseReducerState {",
        "  \(access)typealias StateReducer = \(decl.name)",
      ] + state + ["}"] + generatedAction + generatedBody).joined(separator: "\n")
  }

  /// Whether the enum declares a type named `Action` among its members.
  static func declaresAction(_ decl: TypeDecl) -> Bool {
    let indices = decl.topLevelBodyIndices
    return zip(indices, indices.dropFirst()).contains { keyword, name in
      let keywordToken = decl.tokens.all[keyword]
      return ["enum", "struct", "typealias"].contains { keywordToken.isWord($0) }
        && decl.tokens.all[name].isWord("Action")
    }
  }

  static func kind(of enumCase: EnumCase, source: SourceText) throws(MacroDiagnostic) -> Kind {
    guard let parameters = enumCase.parameters, !parameters.isEmpty else { return .stateOnly(nil) }
    let type = enumCase.payloadType
    if enumCase.attributes.contains(where: { $0.hasSuffix("ReducerCaseIgnored") }) { return .stateOnly(type) }
    // Several values (`case meeting(Meeting, syncUp: SyncUp)`, TCA's SyncUps): state only, as
    // in TCA.
    guard parameters.count == 1 else {
      return .stateOnly(
        parameters.map { ($0.label.map { "\($0): " } ?? "") + $0.type }.joined(separator: ", "))
    }
    for wrapper in ["AlertState", "ConfirmationDialogState"] {
      for spelling in [wrapper, "ReducerKit.\(wrapper)"]
      where type.hasPrefix(spelling + "<") && type.hasSuffix(">") {
        let argument = type.dropFirst(spelling.count + 1).dropLast()
        return .ephemeral(state: type, action: String(argument).trimmingSpaces)
      }
    }
    if enumCase.attributes.contains(where: { $0.hasSuffix("ReducerCaseEphemeral") }) {
      return .ephemeral(state: type, action: "Never")
    }
    return .feature(reducer: type, instance: parameters[0].defaultValue ?? "\(type)()")
  }
}

extension String {
  var trimmingSpaces: String {
    var text = Substring(self)
    while text.first?.isWhitespace == true { text = text.dropFirst() }
    while text.last?.isWhitespace == true { text = text.dropLast() }
    return String(text)
  }
}
