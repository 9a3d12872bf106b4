import ReducerKit
import ReducerKitTestingCore
import TutorSupport

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
    case .popFromMissingElement(let stack, let id, let ids):
      key = "lib.warning.stackPopMissing"
      arguments.merge(["stack": stack, "id": id, "ids": ids]) { $1 }
    case .pushExistingElement(let stack, let id, let ids):
      key = "lib.warning.stackPushExisting"
      arguments.merge(["stack": stack, "id": id, "ids": ids]) { $1 }
    case .pushUnexpectedID(let stack, let received, let expected):
      key = "lib.warning.stackPushUnexpectedID"
      arguments.merge(["stack": stack, "received": received, "expected": expected]) { $1 }
    case .unrelatedCase(let element, let caseName):
      key = "lib.warning.stackUnrelatedCase"
      arguments.merge(["element": element, "case": caseName]) { $1 }
    }
    return [.message(key: key, arguments: arguments, role: .warning)]
  }
}
