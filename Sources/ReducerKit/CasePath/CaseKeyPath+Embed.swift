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
}

/// Whether `value` is in the case: lets `switch` match on case key paths.
///
///     switch action {
///     case \.left: …          // any .left(_)
///     case \.right.inc: …     // exactly .right(.inc)
///     default: …
///     }
///
/// The pattern is read once per `case` when it captures nothing, as the lifts read their key
/// paths (``resolvedEntry(atCallSite:operatorName:fileID:line:)``): a `switch` in a reducer runs
/// on every action. (A free function: a member operator of `KeyPath` cannot take it unevaluated.)
public func ~= <Enum: CasePathable, Payload>(
  pattern: @escaping @autoclosure () -> CaseKeyPath<Enum, Payload>, value: Enum
) -> Bool {
  resolvedEntry(atCallSite: pattern, operatorName: "case pattern", fileID: #fileID, line: #line).path
    .extract(from: value) != nil
}
