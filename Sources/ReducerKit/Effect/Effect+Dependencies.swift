extension Effect {
  /// The work of a `.run`.
  typealias Work = @Sendable (Send<Action>) async -> Void

  /// This effect with its asynchronous work run under `values` (what ``DependencyReducer``
  /// returns): the dependencies in force when the effect was made, as in TCA, where an effect
  /// captures the reducer's dependencies. The store's dismiss for a presented child is kept.
  func withDependencies(_ values: DependencyValues) -> Effect {
    transformingRuns { work in
      { send in
        var scoped = values
        scoped.dismiss = DependencyValues.current.dismiss
        await DependencyValues.$current.withValue(scoped) { await work(send) }
      }
    }
  }

  /// This effect with the work of each `.run` in it replaced by `transform(work)`.
  func transformingRuns(_ transform: @escaping (@escaping Work) -> Work) -> Effect {
    switch operation {
    case .none, .send, .cancel, .cancelScope, .cancelStale:
      return self
    case .run(let name, let work):
      return Effect(.run(name: name, transform(work)))
    case .merge(let effects):
      return Effect(.merge(effects.map { $0.transformingRuns(transform) }))
    case .concatenate(let effects):
      return Effect(.concatenate(effects.map { $0.transformingRuns(transform) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Effect(.cancellable(id: id, cancelInFlight: cancelInFlight, effect.transformingRuns(transform)))
    case .scoped(let segment, let effect):
      return Effect(.scoped(segment, effect.transformingRuns(transform)))
    case .dismissable(let dismiss, let effect):
      return Effect(.dismissable(dismiss: dismiss, effect.transformingRuns(transform)))
    }
  }
}
