import PromptLanguage
import TutorSupport

/// The examples the prompt's `help` shows, taken from the sandbox in play, so that every sandbox
/// shows its own actions and paths (not `.left(.inc)` everywhere): the changes in `send` and
/// the action in `receive` are what the sandbox really does.
struct HelpExamples: Equatable {
  var action: String
  var send: String
  /// A path into the state, for `state`.
  var statePath: String?
  /// A child store, for `scope`; nil when the sandbox has none.
  var scopePath: String?
  /// An action an effect sends back, when one of the examples starts such an effect.
  var received: String?
  /// A push onto a navigation stack and a pop, when the sandbox has a stack.
  var stackPush: String? = nil
  var stackPop: String? = nil

  static func of(lesson: String, in sandboxes: SandboxList) -> HelpExamples {
    let lines = sandboxes.named(lesson)?.exampleLines ?? []
    let action = lines.first ?? ".action"
    let fields = fieldNames(Session(lesson: lesson, sandboxes: sandboxes)?.encodedState)
    let scope = lines.lazy.compactMap { scopePath(of: $0, fields: fields) }.first
    return HelpExamples(
      action: action, send: send(action, lesson: lesson, in: sandboxes), statePath: scope ?? fields.first,
      scopePath: scope, received: received(after: lines, lesson: lesson, in: sandboxes),
      stackPush: lines.first { $0.contains("(.push(id: ") },
      stackPop: lines.first { $0.contains("(.popFrom(id: ") })
  }

  /// `send .left(.inc) { $0.left = 1; $0.seen = 1 }`: the fields the action changes on a fresh
  /// sandbox, when they are short to write; a placeholder block otherwise.
  static func send(_ action: String, lesson: String, in sandboxes: SandboxList) -> String {
    guard let session = Session(lesson: lesson, sandboxes: sandboxes),
      case .keyed(let before)? = session.encodedState
    else {
      return "send \(action)"
    }
    session.handle(action)
    guard case .keyed(let after)? = session.encodedState else { return "send \(action)" }
    let changes = zip(before, after).filter { $0.value != $1.value }.map {
      "$0.\($1.name) = \(literalText($1.value))"
    }
    if changes.isEmpty { return "send \(action)" }
    guard changes.allSatisfy({ $0.count <= 30 }) else { return "send \(action) { $0.… = … }" }
    return "send \(action) { \(changes.joined(separator: "; ")) }"
  }

  /// `.rows(.element(id: 0, action: .tick))` → `rows[id: 0]`; `.left(.inc)` → `left`, when the
  /// state has that field.
  static func scopePath(of action: String, fields: [String]) -> String? {
    guard action.hasPrefix("."), let open = action.firstIndex(of: "(") else { return nil }
    let name = String(action[action.index(after: action.startIndex)..<open])
    guard fields.contains(name) else { return nil }
    let inner = action[action.index(after: open)...]
    let prefix = ".element(id: "
    guard inner.hasPrefix(prefix), let comma = inner.range(of: ", action:") else { return name }
    return "\(name)[id: \(inner[inner.index(inner.startIndex, offsetBy: prefix.count)..<comma.lowerBound])]"
  }

  /// The first action an effect sends back within a second of an example, the examples sent
  /// one after another (so that a row added by one is there for the next).
  static func received(after actions: [String], lesson: String, in sandboxes: SandboxList) -> String? {
    guard let session = Session(lesson: lesson, sandboxes: sandboxes) else { return nil }
    for action in actions {
      let outputs = session.handle(action).outputs + session.handle("advance 1s").outputs
      for case .message("live.received", let arguments, _, _) in outputs {
        if let received = arguments["action"] { return StackIDSpelling.typable(received) }
      }
    }
    return nil
  }

  private static func fieldNames(_ state: Value?) -> [String] {
    guard case .keyed(let fields)? = state else { return [] }
    return fields.map(\.name)
  }
}
