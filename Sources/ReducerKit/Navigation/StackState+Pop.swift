extension StackState {
  /// Pops the element `id` and everything above it (what `.popFrom(id:)` does, and the back
  /// button to the screen below `id`). Does nothing when the stack does not hold `id`.
  ///
  ///     state.path.pop(from: 1)    // [#0, #1, #2] → [#0]
  ///
  /// - Complexity: O(elements removed).
  public mutating func pop(from id: StackElementID) {
    guard let index = _positions[id] else { return }
    _removeSuffix(from: index)
  }

  /// Pops everything above the element `id`, which stays on top. Does nothing when the stack
  /// does not hold `id`.
  ///
  ///     state.path.pop(to: 0)      // [#0, #1, #2] → [#0]
  ///
  /// - Complexity: O(elements removed).
  public mutating func pop(to id: StackElementID) {
    guard let index = _positions[id] else { return }
    _removeSuffix(from: index + 1)
  }
}
