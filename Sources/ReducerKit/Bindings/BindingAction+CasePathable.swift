/// Binding actions are case-pathable by field: `\.binding.text` names "the binding action that sets
/// `text`", so `store.send(\.binding.text, "hello")` sends `.binding(.set(\.text, "hello"))` and
/// `action[case: \.binding.text]` reads the value back, as in TCA.
extension BindingAction: CasePathable {
  /// One case path per writable field of `Root`, by dynamic member lookup.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The case path of the binding action that sets `keyPath`: it embeds a value as
    /// `.set(keyPath, value)` and extracts the value of an action setting that same key path.
    ///
    /// ```swift
    /// BindingAction<State>.allCasePaths.text.embed("hello")  // .set(\State.text, "hello")
    /// ```
    ///
    /// - Complexity: O(1).
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> {
      // A key path handed through a subscript loses its `Sendable`; a key path is immutable, so
      // restoring it is safe (TCA does the same).
      let keyPath = unsafeBitCast(keyPath, to: (WritableKeyPath<Root, Value> & Sendable).self)
      return AnyCasePath(
        embed: { .set(keyPath, $0) },
        extract: { ($0.keyPath as AnyKeyPath) == (keyPath as AnyKeyPath) ? $0.value as? Value : nil })
    }
  }

  /// The case paths of binding actions over `Root`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
