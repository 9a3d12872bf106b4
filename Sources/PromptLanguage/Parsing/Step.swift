import TutorSupport

/// A TestStore step typed at the prompt: `send <action> { <statements> }` or
/// `receive <action> { … }`, the block optional.
public struct Step: Equatable, Sendable {
  public enum Kind: String, Equatable, Sendable {
    case send
    case receive
  }

  public var kind: Kind
  /// The action as typed, with its text (`action.source`) and columns.
  public var action: ParsedValue
  /// The expected changes of state, in order; empty when there is no block.
  public var statements: [Statement]
  /// Whether the step had a `{ … }` block (possibly empty).
  public var hasBlock: Bool
  /// The action was written as a case key path with no payload, as TCA's tests write
  /// `receive(\.response)`: it names a case, and any payload of that case matches.
  public var namesCase: Bool

  public init(
    kind: Kind, action: ParsedValue, statements: [Statement] = [], hasBlock: Bool? = nil,
    namesCase: Bool = false
  ) {
    self.kind = kind
    self.action = action
    self.statements = statements
    self.hasBlock = hasBlock ?? !statements.isEmpty
    self.namesCase = namesCase
  }

  /// The action's text as typed: `.left(.inc)`.
  public var actionSource: String { action.source }

  /// Parses a step line. Also accepts the Swift call spelling,
  /// `await store.send(.inc) { $0.count = 1 }`, and TCA's case key paths:
  /// `send(\.rows[id: 0].tick)`, `send(\.setTo, 5)`, `receive(\.response)`.
  public static func parse(_ line: String) throws(InputError) -> Step {
    var parser = try ExpressionParser(line)
    let step = try parser.step()
    try parser.expectEnd()
    return step
  }
}

/// Parses a step line: `send <action> { <statements> }` or `receive <action> { … }`.
public func parseStep(_ line: String) throws(InputError) -> Step {
  try Step.parse(line)
}
