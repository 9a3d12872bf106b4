import Foundation
import PromptLanguage
import TutorSupport

/// TAB completion at the prompt, knowing the grammar of each kind of line: command words at the
/// start; after `state` and `scope`, paths into the state; in an action, the cases valid at the
/// cursor (`.left(` for a case with a payload), labels, and at `id:` the ids in the state; in a
/// step's block, `$0.` paths, and after `=` the cases of that property's type.
///
/// Every candidate comes from the sandbox's own types and state, and is one its decoder or path
/// lookup accepts.
struct PromptCompleter {
  let sandbox: any Sandbox
  let scope: SandboxScope
  /// The sandboxes `play` can switch to.
  let sandboxes: SandboxList

  /// Candidates that start with the word the line editor completes (see ``CompletionWord``).
  func completions(_ typed: String) -> [String] {
    let (partial, candidates) = wholeCandidates(typed)
    return CompletionWord.relative(candidates, partial: partial)
  }

  private func wholeCandidates(_ typed: String) -> (partial: String, candidates: [String]) {
    let line = String(typed.drop(while: \.isWhitespace))
    if line.hasPrefix(".") { return actionCompletion.completions(line) }
    guard let space = line.firstIndex(where: { $0 == " " || $0 == "(" || $0 == "{" }) else {
      return (line, commandWords)
    }
    let command = String(line[..<space])
    let rest = String(line[space...].drop { $0 == " " })
    switch command {
    case "state":
      let paths = StatePaths.paths(in: sandbox.stateValue(at: scope.statePath) ?? (), optionalChaining: false)
      return (rest, paths.filter { sandbox.statePathExists(scope.statePath, $0) })
    case "scope":
      let paths = StatePaths.paths(in: sandbox.stateValue(at: scope.statePath) ?? (), optionalChaining: false)
      return (rest, paths.filter(isScope))
    case "play":
      return (rest, sandboxes.ids)
    case "send", "receive":
      return step(rest)
    default:
      return ("", [])
    }
  }

  /// The commands that make sense now: test steps only in a test, `up` only inside a scope,
  /// `undo` and `test` only outside a test.
  private var commandWords: [String] {
    PromptCommandParser.commandWords.filter { word in
      switch word {
      case "send", "receive", "finish": sandbox.isTesting
      case "undo", "test": !sandbox.isTesting
      case "up": !scope.isRoot
      default: true
      }
    }
  }

  // MARK: Actions

  private var actionCompletion: ValueCompletion {
    ValueCompletion(
      problem: { sandbox.actionProblem($0, scope: scope) },
      ids: { frames in ids(frames) })
  }

  /// The ids of the collection the open cases lead to: `.rows(.element(id: ` gives `rows`' ids.
  /// By the convention scopes follow, a case names the state property it acts on.
  private func ids(_ frames: [OpenBrackets.Frame]) -> [String] {
    var components = scope.statePath
    for frame in frames {
      guard let name = frame.caseName else { return [] }
      // `.path(.push(id: ` onto a stack: the one id a push should carry, the next one;
      // `.path(.popFrom(id: `: the ids it holds.
      if ValueCompletion.stackCases.contains(name) {
        guard sandbox.stateValue(at: components) is any StackStateValue else { return [] }
        return name == "push" ? [sandbox.nextStackID()] : sandbox.keys(at: components)
      }
      if name == "element" {
        guard let id = frame.earlierArguments.first.flatMap(Self.labelledValue(id:)) else { return [] }
        components.append(.element(id: id))
      } else if name == "presented" {
        continue  // `.editor(.presented(`: still the editor's state
      } else {
        components.append(.field(name))
      }
    }
    return sandbox.keys(at: components)
  }

  private static func labelledValue(id text: String) -> Value? {
    let trimmed = text.trimmingWhitespace()
    guard trimmed.hasPrefix("id:") else { return nil }
    return try? ExpressionParser.parseValue(String(trimmed.dropFirst(3))).value
  }

  /// Whether `path` is a place `scope` accepts: its state is there and its actions have the
  /// envelope the path implies.
  private func isScope(_ path: String) -> Bool {
    guard let parsed = try? ValuePath.parse(path), let steps = SandboxScope.steps(from: parsed) else {
      return false
    }
    let target = sandbox.withEnvelopes(SandboxScope(steps: scope.steps + steps))
    guard !sandbox.check(scope: target).failed else { return false }
    let probe = target.embed(.caseValue(name: ValueCompletion.sentinel, arguments: []))
    if case .unknownCase(ValueCompletion.sentinel, _, _)? = sandbox.actionProblem(
      probe, scope: SandboxScope())?.kind
    {
      return true
    }
    return false
  }

  // MARK: Steps

  /// `send <action> { <statements> }`: the action, or inside the block the statement at the end.
  private func step(_ rest: String) -> (partial: String, candidates: [String]) {
    guard let brace = Self.blockStart(rest) else {
      var action = Substring(rest)
      if action.hasPrefix("(") { action = action.dropFirst() }
      action = action.drop { $0 == " " }
      guard action.isEmpty || action.hasPrefix(".") else { return ("", []) }
      if action.isEmpty { return ("", actionCompletion.completions(".").candidates) }
      return actionCompletion.completions(String(action))
    }
    let block = String(rest[rest.index(after: brace)...])
    let statement = String(
      (block.split(separator: ";", omittingEmptySubsequences: false).last ?? "").drop { $0 == " " })
    return assertion(statement)
  }

  /// Where the block starts: the first `{` outside a string.
  private static func blockStart(_ text: String) -> String.Index? {
    var inString = false
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "\"" { inString.toggle() }
      if character == "{", !inString { return index }
      index = text.index(after: index)
    }
    return nil
  }

  /// One statement of a block: its path (`$0.rows[id: 0]?.seconds`), or after `=` its value.
  private func assertion(_ statement: String) -> (partial: String, candidates: [String]) {
    guard let state = sandbox.encodedState else { return ("", []) }
    guard let equals = statement.firstIndex(of: "=") else {
      let paths = StatePaths.paths(in: sandbox.stateValue(at: []) ?? (), optionalChaining: true)
      let accepted = paths.filter { path in
        (try? ValuePath.parse(path)).map { (try? state.lookup($0)) != nil } ?? false
      }
      return (statement, accepted.map { "$0." + $0 })
    }
    var target = String(statement[..<equals])
    if target.hasSuffix("+") || target.hasSuffix("-") { target.removeLast() }
    guard let path = try? ValuePath.parse(target.trimmingWhitespace()) else {
      return ("", [])
    }
    let value = String(statement[statement.index(after: equals)...].drop { $0 == " " })
    guard value.isEmpty || value.hasPrefix(".") else { return ("", []) }
    let completion = ValueCompletion(
      problem: { value in
        do throws(InputError) {
          return sandbox.stateProblem(try state.applying(Statement(path: path, operation: .assign(value))))
        } catch {
          return error
        }
      },
      ids: { _ in [] })
    return completion.completions(value.isEmpty ? "." : value)
  }
}
