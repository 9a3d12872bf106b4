extension TestStore {
  /// An action an effect sent back, waiting for `receive`: the state it left and the state before
  /// it, each with the shared values beside it.
  struct ReceivedAction {
    let action: ProcessedAction<Action>
    let state: State
    let before: State
    let shared: SharedSnapshot
    let sharedBefore: SharedSnapshot
  }
}
