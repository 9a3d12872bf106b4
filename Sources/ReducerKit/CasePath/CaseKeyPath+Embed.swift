extension KeyPath {
  /// Embeds a payload in the case this case key path names: `(\AppAction.Cases.left)(.inc)`
  /// is `.left(.inc)`.
  public func callAsFunction<Enum, Payload>(_ value: Payload) -> Enum
  where Root == Case<Enum>, Value == Case<Payload> {
    resolvedCasePath(self).embed(value)
  }

  /// The value of a case without payload: `(\AppAction.Cases.clearLog)()` is `.clearLog`.
  public func callAsFunction<Enum>() -> Enum where Root == Case<Enum>, Value == Case<Void> {
    resolvedCasePath(self).embed(())
  }

  /// Whether `value` is in the case: lets `switch` match on case key paths.
  ///
  ///     switch action {
  ///     case \.left: …          // any .left(_)
  ///     case \.right.inc: …     // exactly .right(.inc)
  ///     default: …
  ///     }
  public static func ~= <Enum: CasePathable, Payload>(pattern: KeyPath, value: Enum) -> Bool
  where Root == Case<Enum>, Value == Case<Payload> {
    resolvedCasePath(pattern).extract(from: value) != nil
  }
}
