import Synchronization

/// The tag of a case path's own case, once an extraction has found it: written by the first
/// extraction that learns it, read by every one after it, from any thread.
final class CaseTagMemo: Sendable {
  /// -1 while unknown.
  private let state = Atomic<Int64>(-1)

  var tag: UInt32? {
    let value = state.load(ordering: .relaxed)
    return value < 0 ? nil : UInt32(truncatingIfNeeded: value)
  }

  func learn(_ tag: UInt32, in entry: EnumCaseEntry) {
    state.store(Int64(tag), ordering: .relaxed)
    entry.tagsLearned.add(1, ordering: .relaxed)
  }
}
