import PromptLanguage
import ReducerKit
import ReducerKitTestingCore
import TutorSupport

/// A sandbox's live state as a path walks it, read by reflection so the tutor needs none of the
/// feature's types: stored properties by the name the learner types, elements of a collection by
/// their `id` or position, a navigation stack's by their `StackElementID`, dictionary entries by
/// key. Optionals and presentations are looked through while they hold a value.
struct LiveState: StateNode {
  /// Nothing is written back into a live state through a path.
  typealias Place = Void

  let value: Any

  init(_ value: Any) {
    self.value = value
  }

  var present: LiveState? { Self.unwrap(value).map(LiveState.init) }

  func step(_ component: ValuePath.Component) -> StateStep<LiveState> {
    let mirror = Mirror(reflecting: value)
    switch component {
    case .field(let name):
      guard let child = mirror.children.first(where: { Self.fieldName(of: $0) == name }) else {
        return .failed(.noField(among: mirror.children.compactMap(Self.fieldName)))
      }
      return .child(LiveState(child.value), ())
    case .element(let id):
      let wanted = id.description
      if let stack = value as? any StackStateValue {
        return found(stack.element(generation: wanted), else: .noElement)
      }
      guard mirror.displayStyle == .collection || mirror.displayStyle == .set else {
        return .failed(.notAList)
      }
      return found(mirror.children.first { Self.elementID(of: $0.value) == wanted }?.value, else: .noElement)
    case .index(let index):
      let elements: [Any]
      if let stack = value as? any StackStateValue {
        elements = stack.numberedElements.map(\.element)
      } else {
        guard mirror.displayStyle == .collection else { return .failed(.notAList) }
        elements = mirror.children.map(\.value)
      }
      guard elements.indices.contains(index) else { return .failed(.indexOutOfRange(count: elements.count)) }
      return .child(LiveState(elements[index]), ())
    case .key(let key):
      guard mirror.displayStyle == .dictionary else { return .failed(.notAList) }
      let wanted = key.description
      let entry = mirror.children.lazy.map { Array(Mirror(reflecting: $0.value).children) }.first {
        $0.count == 2 && actionDump($0[0].value) == wanted
      }
      return found(entry?.last?.value, else: .noKey(key))
    }
  }

  private func found(_ child: Any?, else failure: StateStepFailure) -> StateStep<LiveState> {
    guard let child else { return .failed(failure) }
    return .child(LiveState(child), ())
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
