extension Effect {
  /// Turns this effect's actions into another type, e.g. a child's actions into the parent's.
  ///
  ///     childEffect.map(AppAction.left)
  ///
  /// - Complexity: O(n) in the number of nodes of the effect.
  public func map<Parent: Sendable>(_ transform: @escaping @Sendable (Action) -> Parent) -> Effect<Parent> {
    switch operation {
    case .none:
      return .none
    case .send(let action):
      return .send(transform(action))
    case .run(let name, let work):
      return Effect<Parent>(.run(name: name) { send in await work(send.map(transform)) })
    case .merge(let effects):
      return Effect<Parent>(.merge(effects.map { $0.map(transform) }))
    case .concatenate(let effects):
      return Effect<Parent>(.concatenate(effects.map { $0.map(transform) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Effect<Parent>(.cancellable(id: id, cancelInFlight: cancelInFlight, effect.map(transform)))
    case .cancel(let id):
      return Effect<Parent>(.cancel(id: id))
    case .cancelScope(let segment):
      return Effect<Parent>(.cancelScope(segment))
    case .scoped(let segment, let effect):
      return Effect<Parent>(.scoped(segment, effect.map(transform)))
    case .cancelStale(let lift, let keep):
      return Effect<Parent>(.cancelStale(lift: lift, keep: keep))
    case .dismissable(let dismiss, let effect):
      return Effect<Parent>(.dismissable(dismiss: transform(dismiss), effect.map(transform)))
    }
  }

  /// Marks everything in this effect as started under one more lift.
  func scoped(_ segment: ScopeSegment) -> Effect {
    isNone ? self : Effect(.scoped(segment, self))
  }

  /// Lifts a child's effect into the parent: actions embedded, scope extended.
  func lifted<Parent: Sendable>(
    into segment: ScopeSegment,
    embed: @escaping @Sendable (Action) -> Parent
  ) -> Effect<Parent> {
    isNone ? .none : map(embed).scoped(segment)
  }
}
