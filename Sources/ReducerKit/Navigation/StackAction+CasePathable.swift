extension StackAction: CasePathable {
  /// The case key paths of a stack action, as TCA names them:
  ///
  ///     \.path.push               // (id: StackElementID, state: Path.State)
  ///     \.path.popFrom            // StackElementID
  ///     \.path.element            // (id: StackElementID, action: Path.Action)
  ///     \.path[id: 0].detail.tapped   // .path(.element(id: 0, action: .detail(.tapped)))
  public struct AllCasePaths: Sendable {
    public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case .element(let id, let action) = $0 else { return nil }
          return (id, action)
        })
    }

    public var popFrom: AnyCasePath<StackAction, StackElementID> {
      AnyCasePath(
        embed: { .popFrom(id: $0) },
        extract: {
          guard case .popFrom(let id) = $0 else { return nil }
          return id
        })
    }

    public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
      AnyCasePath(
        embed: { .push(id: $0.id, state: $0.state) },
        extract: {
          guard case .push(let id, let state) = $0 else { return nil }
          return (id, state)
        })
    }

    /// The action of the element `id`; `nil` for any other stack action.
    public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case .element(id, let action) = $0 else { return nil }
          return action
        })
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
