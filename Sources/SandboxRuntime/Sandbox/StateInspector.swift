import PromptLanguage
import ReducerKit
import ReducerKitTestingCore
import TutorSupport

/// Follows a path such as `rows[id: 2].seconds` through any value by reflection, so the tutor can
/// show and scope into parts of a feature's state without knowing its types.
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
    var current: Any = root
    var walked = ""
    for component in components {
      guard let value = unwrap(current) else { return .isNil(at: walked.isEmpty ? "state" : walked) }
      let mirror = Mirror(reflecting: value)
      switch component {
      case .field(let name):
        let labels = mirror.children.compactMap(fieldName)
        guard let child = mirror.children.first(where: { fieldName(of: $0) == name }) else {
          return .noField(
            name, in: walked.isEmpty ? "state" : walked,
            suggestion: EditDistance.nearest(to: name, among: labels))
        }
        current = child.value
        walked += walked.isEmpty ? name : "." + name
      case .element(let id):
        let wanted = literalText(id)
        if let stack = value as? any StackStateValue {
          guard let element = stack.element(generation: wanted) else {
            return .noElement("[id: \(wanted)]", in: walked)
          }
          current = element
          walked += "[id: \(wanted)]"
          continue
        }
        guard mirror.displayStyle == .collection || mirror.displayStyle == .set else {
          return .notACollection(walked)
        }
        guard let element = mirror.children.first(where: { elementID(of: $0.value) == wanted }) else {
          return .noElement("[id: \(wanted)]", in: walked)
        }
        current = element.value
        walked += "[id: \(wanted)]"
      case .index(let index):
        if let stack = value as? any StackStateValue {
          let elements = stack.numberedElements
          guard elements.indices.contains(index) else { return .noElement("[\(index)]", in: walked) }
          current = elements[index].element
          walked += "[\(index)]"
          continue
        }
        guard mirror.displayStyle == .collection else { return .notACollection(walked) }
        let children = Array(mirror.children)
        guard children.indices.contains(index) else { return .noElement("[\(index)]", in: walked) }
        current = children[index].value
        walked += "[\(index)]"
      case .key(let key):
        let wanted = literalText(key)
        guard mirror.displayStyle == .dictionary else { return .notACollection(walked) }
        let entry = mirror.children.first { child in
          let pair = Array(Mirror(reflecting: child.value).children)
          return pair.count == 2 && actionDump(pair[0].value) == wanted
        }
        guard let entry, let value = Array(Mirror(reflecting: entry.value).children).last?.value else {
          return .noElement("[\(wanted)]", in: walked)
        }
        current = value
        walked += "[\(wanted)]"
      }
    }
    guard let value = unwrap(current) else { return .isNil(at: walked) }
    return .found(value)
  }

  /// `nil` for an empty optional, the wrapped value for a full one; for a presentation (such as
  /// `Presentation`), its value while presented or dismissing and `nil` once dismissed, as its
  /// transpose reads; anything else as is.
  static func unwrap(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else {
      guard let presentation = value as? any PresentationValue else { return value }
      return presentation.presentedValue.flatMap(unwrap)
    }
    guard let wrapped = mirror.children.first?.value else { return nil }
    return unwrap(wrapped)
  }

  /// The name a learner types for a field: its label, but a `@Presented var destination` is
  /// stored as `_destination`, and is typed `destination`.
  static func fieldName(of child: Mirror.Child) -> String? {
    guard let label = child.label else { return nil }
    return isPresentedField(child) ? String(label.dropFirst()) : label
  }

  /// Whether a field is the storage of a `@Presented` property: an optional in Swift's spelling.
  static func isPresentedField(_ child: Mirror.Child) -> Bool {
    (child.label?.hasPrefix("_") ?? false) && child.value is any PresentationValue
  }

  /// The `id` of an element, as typed, when it has one.
  static func elementID(of value: Any) -> String? {
    if let identifiable = value as? any Identifiable { return actionDump(identifiable.id) }
    return nil
  }
}

/// A navigation stack seen without its element type: `path[id: 0]` picks an element by its
/// `StackElementID`, typed as its number.
protocol StackStateValue {
  func element(generation: String) -> Any?
  /// The ids' numbers and the elements, bottom first.
  var numberedElements: [(number: Int, element: Any)] { get }
}

extension StackState: StackStateValue {
  func element(generation: String) -> Any? {
    guard let number = Int(generation) else { return nil }
    return self[id: StackElementID(generation: number)]
  }

  var numberedElements: [(number: Int, element: Any)] {
    zip(ids, self).map { ($0.generation, $1 as Any) }
  }
}
