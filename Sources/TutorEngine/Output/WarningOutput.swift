import ReducerKit
import ReducerKitTestingCore

/// A runtime warning, put into the learner's words.
enum WarningOutput {
  static func outputs(for warning: RuntimeWarning) -> [Output] {
    let action = actionDump(warning.action)
    let key: String
    var arguments = ["operator": warning.operatorName, "action": action]
    switch warning.kind {
    case .actionForMissingElement(let collection, let element):
      key = "warning.missingElement"
      arguments["collection"] = collection
      arguments["element"] = element
    case .actionForNilChild(let child):
      key = "warning.nilChild"
      arguments["child"] = child
    case .actionForOtherCase(let expected):
      key = "warning.otherCase"
      arguments["case"] = expected
    case .dismissOutsidePresentation:
      key = "lib.warning.dismissOutsidePresentation"
    case .unhandledEffectError(let error):
      key = "lib.warning.unhandledEffectError"
      arguments["error"] = error
      arguments["place"] = "\(warning.fileID):\(warning.line)"
    case .unimplementedEndpoint(let endpoint):
      key = "lib.warning.unimplementedEndpoint"
      arguments["endpoint"] = endpoint
    case .caseKeyPathChanged:
      key = "lib.warning.caseKeyPathChanged"
      arguments["place"] = "\(warning.fileID):\(warning.line)"
    }
    return [.message(key: key, arguments: arguments, role: .warning)]
  }
}
