import PromptLanguage
import ReducerKit
import TutorSupport

/// The fields a struct literal may leave out, and what they then are, learnt from the feature
/// itself: every struct value is looked at as it first appears — in the initial state, or as new
/// in the state after one of the sandbox's example actions — and a field that has the same value
/// in every first appearance of its type is that type's default. So `Row.State(id: 0)` means
/// `Row.State(id: 0, seconds: 0)`, because every row the feature made started at 0; a page's
/// `slug` differs from page to page, so it is never left out. An `id` is never a default.
struct StructDefaults: Sendable {
  private struct Observed {
    let type: Any.Type
    var fields: [(name: String, value: Value?)]
  }

  private var observed: [Observed] = []
  /// Where values were already seen: a value there in a later state is not a first appearance.
  private var seen: Set<String> = []

  /// - Parameter states: whole states of the feature, the initial one first.
  init(states: [Any]) {
    for state in states {
      var here: Set<String> = []
      visit(state, path: "", depth: 0, here: &here)
      seen.formUnion(here)
    }
  }

  private mutating func visit(_ value: Any, path: String, depth: Int, here: inout Set<String>) {
    guard depth < 8 else { return }
    here.insert(path)
    let mirror = Mirror(reflecting: value)
    for (index, child) in mirror.children.enumerated() {
      let step = child.label ?? LiveState.elementID(of: child.value) ?? String(index)
      visit(child.value, path: path + "/" + step, depth: depth + 1, here: &here)
    }
    guard mirror.displayStyle == .struct, !mirror.children.isEmpty, !seen.contains(path) else { return }
    var fields: [(name: String, value: Value?)] = []
    for child in mirror.children {
      guard let label = child.label else { return }
      fields.append((label, label == "id" ? nil : Self.encoded(child.value)))
    }
    let type = Swift.type(of: value)
    guard let index = observed.firstIndex(where: { $0.type == type }) else {
      observed.append(Observed(type: type, fields: fields))
      return
    }
    for position in observed[index].fields.indices {
      let name = observed[index].fields[position].name
      if fields.first(where: { $0.name == name })?.value != observed[index].fields[position].value {
        observed[index].fields[position].value = nil
      }
    }
  }

  private static func encoded(_ value: Any) -> Value? {
    guard let encodable = value as? any Encodable else { return nil }
    return try? encodeToValue(encodable)
  }

  /// `value` with every struct literal's left-out fields filled in, where the type has defaults.
  func filling(_ value: Value) -> Value {
    switch value {
    case .structLiteral(let typeName, let arguments):
      var filled = arguments.map { Value.Argument($0.label, filling($0.value)) }
      // Only a literal whose labels are all fields of the type: a misspelt one is left for the
      // decoder to point at, with the field it most likely meant.
      if let type = observed.first(where: { TypeShape.name(typeName, matches: $0.type) }),
        arguments.allSatisfy({ argument in type.fields.contains { $0.name == argument.label } })
      {
        for field in type.fields where !arguments.contains(where: { $0.label == field.name }) {
          guard let value = field.value else { continue }
          filled.append(Value.Argument(field.name, value))
        }
      }
      return .structLiteral(typeName: typeName, arguments: filled)
    case .caseValue(let name, let arguments):
      return .caseValue(name: name, arguments: arguments.map { Value.Argument($0.label, filling($0.value)) })
    case .array(let elements):
      return .array(elements.map(filling))
    case .dictionary(let entries):
      return .dictionary(entries.map { Value.Entry($0.key, filling($0.value)) })
    default:
      return value
    }
  }

  /// A step with the struct literals of its action and statements filled in.
  func filling(_ step: Step) -> Step {
    var step = step
    step.action.value = filling(step.action.value)
    step.statements = step.statements.map(filling)
    return step
  }

  func filling(_ statement: Statement) -> Statement {
    var statement = statement
    switch statement.operation {
    case .assign(let value): statement.operation = .assign(filling(value))
    case .append(let value): statement.operation = .append(filling(value))
    case .insert(let value, let index): statement.operation = .insert(filling(value), at: index)
    default: break
    }
    return statement
  }
}
