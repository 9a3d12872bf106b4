import PromptLanguage
import TutorSupport

/// Where the prompt stands inside the store: a path of child stores, such as `rows[id: 2]`.
///
/// By convention each step's action case has the same name as its state property: state `left`
/// takes actions `.left(…)`, the collection `rows` takes `.rows(.element(id:action:))`, a
/// presented child `editor` (`@Presents`) takes `.editor(.presented(…))`.
public struct SandboxScope: Equatable, Sendable, CustomStringConvertible {
  public struct Step: Equatable, Sendable {
    /// The state property, which is also the action case.
    public let field: String
    /// The element's id, index or key, for a collection.
    public let element: Value?
    /// How it was typed.
    public let text: String
    /// How the element is found in the state: by id (the default), by position or by key.
    var lookup: ValuePath.Component? = nil
    /// The case that wraps the child's actions inside the step's own case, when there is one:
    /// `presented` for a `PresentationAction` (see ``Sandbox/withEnvelopes(_:)``).
    var envelope: String? = nil
  }

  public var steps: [Step] = []

  public init(steps: [Step] = []) { self.steps = steps }

  public var isRoot: Bool { steps.isEmpty }

  public var description: String { steps.map(\.text).joined(separator: ".") }

  /// The state path to this scope.
  public var statePath: [ValuePath.Component] {
    steps.flatMap { step -> [ValuePath.Component] in
      var components: [ValuePath.Component] = [.field(step.field)]
      if let element = step.element { components.append(step.lookup ?? .element(id: element)) }
      return components
    }
  }

  /// Wraps an action typed in this scope into the envelope the root store receives.
  ///
  ///     scope rows[id: 2], .tick  →  .rows(.element(id: 2, action: .tick))
  ///     scope editor, .save       →  .editor(.presented(.save))
  public func embed(_ action: Value) -> Value {
    steps.reversed().reduce(action) { inner, step in
      if let element = step.element {
        return .caseValue(
          name: step.field,
          arguments: [
            .init(
              nil, .caseValue(name: "element", arguments: [.init("id", element), .init("action", inner)]))
          ])
      }
      if let envelope = step.envelope {
        return .caseValue(
          name: step.field,
          arguments: [.init(nil, .caseValue(name: envelope, arguments: [.init(nil, inner)]))])
      }
      return .caseValue(name: step.field, arguments: [.init(nil, inner)])
    }
  }

  /// The parsed action wrapped in this scope's envelope, its columns moved along so that errors
  /// still point into what the learner typed.
  func embed(_ parsed: ParsedValue) -> ParsedValue {
    guard !isRoot else { return parsed }
    let prefix = steps.flatMap {
      $0.element == nil && $0.envelope == nil ? [0] : [0, $0.element == nil ? 0 : 1]
    }
    var columns = SourceColumns()
    for (node, column) in parsed.columns.values { columns.values[prefix + node] = column }
    for (node, column) in parsed.columns.labels { columns.labels[prefix + node] = column }
    if let column = parsed.column { columns.values[[]] = column }
    return ParsedValue(
      value: embed(parsed.value), source: parsed.source, column: parsed.column ?? 1, columns: columns)
  }

  /// Reads a path typed after `scope` into steps: `rows[id: 2]`, `left`, `child.detail`.
  public static func steps(from path: ValuePath) -> [Step]? {
    var steps: [Step] = []
    var pending: String?
    func flush() {
      if let field = pending { steps.append(Step(field: field, element: nil, text: field)) }
      pending = nil
    }
    for component in path.components {
      switch component {
      case .field(let name):
        flush()
        pending = name
      case .element(let id):
        guard let field = pending else { return nil }
        steps.append(Step(field: field, element: id, text: "\(field)[id: \(literalText(id))]"))
        pending = nil
      case .index(let index):
        guard let field = pending else { return nil }
        steps.append(Step(field: field, element: .int(index), text: "\(field)[\(index)]", lookup: component))
        pending = nil
      case .key(let key):
        guard let field = pending else { return nil }
        steps.append(
          Step(field: field, element: key, text: "\(field)[\(literalText(key))]", lookup: component))
        pending = nil
      }
    }
    flush()
    return steps
  }
}

/// A scalar value as it would be typed: `2`, `"a"`, `true`.
package func literalText(_ value: Value) -> String {
  switch value {
  case .int(let n): return String(n)
  case .double(let d): return String(d)
  case .string(let s): return "\"\(s)\""
  case .bool(let b): return String(b)
  case .uuid(let u): return "UUID(\"\(u.uuidString)\")"
  case .nil: return "nil"
  default: return String(describing: value)
  }
}
