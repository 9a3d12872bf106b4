/// One API name that a piece of lesson or README code mentions: a type (`StackState`), a member
/// (`.cancellable(id:cancelInFlight:)`, with the argument labels written), an attribute
/// (`@Presents`) or a dependency key (`@Dependency(\.continuousClock)`).
struct APIMention: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case type
    /// `.name`, `value.name`, `Type.name`: any member of any type (or an enum case).
    case member
    /// `Type(label: …)`: an initializer of the type, whose name is `type`.
    case initializer
    case attribute
    /// The key path in `@Dependency(\.key)`: a property of `DependencyValues`.
    case dependencyKey
  }

  var kind: Kind
  var name: String
  /// The argument labels, when written in parentheses (`_` for an argument without one); nil when
  /// there are no parentheses or their content is elided (`…`).
  var labels: [String]?

  /// The mention as the text spells it, for messages: `.ifLet(_:action:)`, `@Presents`, `Scope`.
  var spelling: String {
    let arguments = labels.map { "(" + $0.map { $0 + ":" }.joined() + ")" } ?? ""
    switch kind {
    case .type: return name
    case .member: return "." + name + arguments
    case .initializer: return name + arguments
    case .attribute: return "@" + name
    case .dependencyKey: return "@Dependency(\\." + name + ")"
    }
  }
}
