import PromptLanguage
import TutorSupport

/// What `state PATH` and `scope PATH` find at a path through the sandbox's live state, in the
/// terms their messages use (`state.noField`, `state.noElement`, …).
enum StateInspector {
  enum Resolution {
    case found(Any)
    /// The path went through an optional that is `nil` now (a transposed store would be nil).
    case isNil(at: String)
    case noField(String, in: String, suggestion: String?)
    case noElement(String, in: String)
    case notACollection(String)
  }

  static func resolve(_ root: Any, _ components: [ValuePath.Component]) -> Resolution {
    func walked(_ count: Int) -> String { ValuePath.describe(components[..<count]) }
    switch LiveState(root).following(components) {
    case .found(let node):
      guard let value = LiveState.unwrap(node.value) else { return .isNil(at: walked(components.count)) }
      return .found(value)
    case .isNil(let index):
      return .isNil(at: index == 0 ? "state" : walked(index))
    case .failed(.noField(let names), let index):
      guard case .field(let name) = components[index] else { return .notACollection(walked(index)) }
      return .noField(
        name, in: index == 0 ? "state" : walked(index),
        suggestion: EditDistance.nearest(to: name, among: names))
    case .failed(.notAList, let index):
      return .notACollection(walked(index))
    case .failed(_, let index):
      // A missing element, position or key: named as typed, `[id: 7]`, `[5]`, `["bob"]`.
      return .noElement(ValuePath.describe(components[index...index]), in: walked(index))
    }
  }
}
