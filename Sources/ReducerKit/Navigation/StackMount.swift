/// What a ``StackReducer`` keeps inside the stack it lifts, to end the effects of every element
/// that leaves it — popped by the lift, removed by its parent, or by a reducer beside it (TCA
/// keeps the ids it last saw, `_mounted`, for the same purpose).
///
/// Once a lift has seen the stack, every removal is noted here until the lift runs again and
/// takes them: O(removed) work per action, and nothing when no element left (the usual case, an
/// element's own action). A stack no lift has seen yet notes nothing. Not part of the stack's
/// value: two stacks with the same ids and elements are equal whatever they noted.
@usableFromInline
struct StackMount: Sendable {
  /// Whether a lift has seen this stack (or the value it was copied from).
  @usableFromInline var isMounted = false
  /// The ids removed since the lift last ran, oldest first.
  @usableFromInline var removed: [StackElementID] = []
  /// The elements the lift started an effect for (some may have finished since): only their
  /// removal needs their effects cancelled. Most screens popped without one cost no
  /// cancellation at all.
  @usableFromInline var withEffects: Set<StackElementID> = []

  @usableFromInline init() {}

  @inlinable
  mutating func recordRemoval(of id: StackElementID) {
    if isMounted { removed.append(id) }
  }
}

extension StackState {
  /// What left the stack since the lift last ran, for the lift: the ids removed, not back again,
  /// that had effects started for them; and whether the stack is one a lift had seen (`false`: a new stack was assigned in
  /// place of the one the lift knew, whose elements are all gone). Marks the stack as seen.
  ///
  /// - Complexity: O(1) when nothing was removed; else O(removed).
  @inlinable
  mutating func _takeRemovals() -> (removed: [StackElementID], wasMounted: Bool) {
    guard _mount.isMounted else {
      _mount.isMounted = true
      return ([], false)
    }
    guard !_mount.removed.isEmpty else { return ([], true) }
    var removed: [StackElementID] = []
    for id in _mount.removed where _positions[id] == nil && _mount.withEffects.remove(id) != nil {
      removed.append(id)
    }
    _mount.removed = []
    return (removed, true)
  }

  /// Notes that the lift started an effect for the element `id`.
  @inlinable
  mutating func _noteEffects(of id: StackElementID) {
    _mount.withEffects.insert(id)
  }
}
