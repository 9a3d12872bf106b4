extension IdentifiedAction: CasePathable {
  /// `\.element` (the address and the action, as a tuple) and `[id:]`, the action of one
  /// element: `\.rows[id: 0].tick` is `.rows(.element(id: 0, action: .tick))`, as in TCA.
  public struct AllCasePaths: Sendable {
    public var element: AnyCasePath<IdentifiedAction, (id: ID, action: Action)> {
      AnyCasePath(embed: { .element(id: $0.id, action: $0.action) }, extract: { ($0.id, $0.action) })
    }

    /// The action sent to the element `id`; `nil` for an action addressed to another one.
    public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: { $0.id == id ? $0.action : nil })
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
