import ReducerKit

/// What a sandbox works out about its feature by reflection over the example actions: the tree of
/// case names the prompt completes and decodes with, and the defaults of struct literals (learnt
/// from the states the examples lead to). Made once per ``SandboxDefinition``, each part on first
/// use, and shared by every sandbox made from it.
final class SandboxKnowledge: Sendable {
  let cases: SharedLazy<CaseTree>
  let structDefaults: SharedLazy<StructDefaults>

  init<R: Reducer>(initialState: R.State, reducer: @escaping @Sendable () -> R, examples: [R.Action])
  where R.State: Codable & Equatable & Sendable, R.Action: Codable & Equatable {
    cases = SharedLazy { CaseTree(examples: examples) }
    structDefaults = SharedLazy {
      StructDefaults(
        states: [initialState]
          + examples.map { example in
            let scratch = LiveRun(initialState: initialState, reducer: reducer())
            _ = scratch.send(example)
            return scratch.core.state
          })
    }
  }
}
