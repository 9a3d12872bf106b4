import Synchronization

/// Counts lineages: every identified array an initializer makes gets the next number.
private let lineages = Atomic<UInt64>(0)

func _newLineage() -> UInt64 {
  lineages.wrappingAdd(1, ordering: .relaxed).newValue
}

extension IdentifiedArray {
  /// How many insertions and removals an array remembers. A lift compares snapshots across one
  /// parent reducer, which changes a few ids at most; longer gaps fall back to comparing ids.
  static var _changeLimit: Int { 32 }

  /// The version that ``_changes`` has brought the array to.
  @inlinable
  var _version: Int { _changesStart + _changes.count }

  /// Remembers one insertion or removal, forgetting the oldest half when there are too many.
  ///
  /// - Complexity: O(1) amortised.
  mutating func _record(_ change: _Change) {
    _changes.append(change)
    if _changes.count > Self._changeLimit {
      let dropped = _changes.count - Self._changeLimit / 2
      _changes.removeFirst(dropped)
      _changesStart += dropped
    }
  }

  /// Forgets every remembered change (after a reordering, or more removals than are kept): a
  /// snapshot from before now falls back to comparing ids.
  ///
  /// - Complexity: O(1) (the buffer is kept).
  mutating func _forgetChanges() {
    _changesStart = _version + 1
    _changes.removeAll(keepingCapacity: true)
  }

  /// The ids present at `version` and absent now, in their order at `version`, or nil when this
  /// array does not remember every change since then.
  ///
  /// - Complexity: O(c²) for the c changes since `version` (c ≤ 32; usually 0 or 1).
  func _removedIDs(since version: Int) -> [ID]? {
    guard version >= _changesStart, version <= _version else { return nil }
    let changes = _changes[(version - _changesStart)...]
    if changes.isEmpty { return [] }
    if changes.count == 1, let only = changes.first {
      return only.isRemoval && _positions[only.id] == nil ? [only.id] : []
    }
    var seen: Set<ID> = []
    var removed: [(position: Int, id: ID)] = []
    for index in changes.indices {
      let change = changes[index]
      // An id's first change since `version` tells whether it was there then: a removal means it
      // was; an insertion means it was not.
      guard seen.insert(change.id).inserted, change.isRemoval, _positions[change.id] == nil else { continue }
      // Its position then: undo the changes before its removal, latest first.
      var position = change.position
      for earlier in changes[..<index].reversed() {
        if earlier.isRemoval {
          if position >= earlier.position { position += 1 }
        } else if position > earlier.position {
          position -= 1
        }
      }
      removed.append((position, change.id))
    }
    return removed.sorted { $0.position < $1.position }.map(\.id)
  }
}
