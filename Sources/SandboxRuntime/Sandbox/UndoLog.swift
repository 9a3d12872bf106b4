/// What `undo` needs: the lines run since a base, and checkpoints — snapshots of the store taken
/// every ``spacing`` lines when it was idle (no effect running: a snapshot cannot hold a running
/// effect). Undoing restores the latest checkpoint before the line taken back and replays the
/// lines after it, so its cost depends on ``spacing``, not on how long the session is.
///
/// Only the last ``kept`` checkpoints are kept (each holds a copy of the state); undoing past them
/// replays from the base, adding checkpoints on the way. While effects keep running, no
/// checkpoint is taken and undo replays from the last one taken before they started. At most
/// ``maxEntries`` lines are kept: past that, the base moves up to a checkpoint, and undo stops
/// there.
struct UndoLog<Entry, Snapshot> {
  let spacing: Int
  let kept: Int
  let maxEntries: Int
  /// Where replaying starts: nil for the initial state.
  private(set) var base: Snapshot?
  /// Lines run since the base, oldest first.
  private(set) var entries: [Entry] = []
  /// Snapshots after `entries[..<index]`, oldest first.
  private(set) var checkpoints: [(index: Int, snapshot: Snapshot)] = []
  /// Whether lines were dropped below the base (undo cannot reach them).
  private(set) var trimmed = false

  init(spacing: Int = 32, kept: Int = 4, maxEntries: Int = 100_000) {
    self.spacing = spacing
    self.kept = kept
    self.maxEntries = maxEntries
  }

  var isEmpty: Bool { entries.isEmpty }

  /// Records a line; `snapshot` is asked for a checkpoint when one is due (nil: not idle now).
  mutating func append(_ entry: Entry, snapshot: () -> Snapshot?) {
    entries.append(entry)
    noteCheckpoint(at: entries.count, snapshot)
    if entries.count > maxEntries, let oldest = checkpoints.first {
      entries.removeFirst(oldest.index)
      base = oldest.snapshot
      checkpoints = checkpoints.dropFirst().map { ($0.index - oldest.index, $0.snapshot) }
      trimmed = true
    }
  }

  /// Takes back the last line: returns it, the snapshot to restore (nil: the base) and the lines
  /// to replay after it. Call ``replayed(upTo:_:)`` while replaying to leave checkpoints behind.
  mutating func undo() -> (undone: Entry, from: Snapshot?, start: Int, replay: ArraySlice<Entry>)? {
    guard let undone = entries.popLast() else { return nil }
    while let last = checkpoints.last, last.index > entries.count { checkpoints.removeLast() }
    let from = checkpoints.last
    let start = from?.index ?? 0
    return (undone, from?.snapshot ?? base, start, entries[start...])
  }

  /// How many lines taking back the last one would replay (from the latest checkpoint before it,
  /// or the base). - Complexity: O(checkpoints kept).
  var undoReplayCount: Int {
    guard !entries.isEmpty else { return 0 }
    let remaining = entries.count - 1
    let start = checkpoints.last { $0.index <= remaining }?.index ?? 0
    return remaining - start
  }

  /// During a replay, after `entries[..<index]` ran: takes a checkpoint if one is due.
  mutating func replayed(upTo index: Int, _ snapshot: () -> Snapshot?) {
    noteCheckpoint(at: index, snapshot)
  }

  private mutating func noteCheckpoint(at index: Int, _ snapshot: () -> Snapshot?) {
    let last = checkpoints.last?.index ?? 0
    guard index - last >= spacing, let taken = snapshot() else { return }
    checkpoints.append((index, taken))
    if checkpoints.count > kept { checkpoints.removeFirst() }
  }
}

/// A sandbox that says how much its last `undo` replayed (for tests that count work).
protocol UndoCounting {
  var lastUndoReplayed: Int { get }
  /// How many effect records the live store has listed (tests: a line's work must not list them).
  var effectsListed: Int { get }
}
