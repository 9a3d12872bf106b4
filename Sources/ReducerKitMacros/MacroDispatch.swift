/// Which macro implements a request, by the type named in `#externalMacro`.
enum MacroDispatch {
  static func expand(_ request: ExpansionRequest, attribute: String) throws(MacroDiagnostic) -> String {
    switch request.macroType {
    case "CasePathableMacro": try CasePathableMacro.expand(request)
    case "ReducerMacro": try ReducerMacro.expand(request)
    case "ReducerActionMacro": try ReducerActionMacro.expand(request)
    case "ObservableStateMacro": try ObservableStateMacro.expand(request)
    case "ObservationStateIgnoredMacro", "ReducerCaseIgnoredMacro", "ReducerCaseEphemeralMacro": ""
    case "PresentsMacro": try PresentsMacro.expand(request)
    case "DependencyClientMacro": try DependencyClientMacro.expand(request)
    case "DependencyEndpointMacro": try DependencyEndpointMacro.expand(request, attribute: attribute)
    default: ""
    }
  }
}
