import ReducerKitTesting
import Synchronization
import Testing

@testable import ReducerKitTestingCore

private let rowMirrors = Mutex(0)

/// A row that counts how often it is reflected.
struct CountedRow: Equatable, Identifiable, CustomReflectable {
  var id: Int
  var seconds = 0
  var customMirror: Mirror {
    rowMirrors.withLock { $0 += 1 }
    return Mirror(self, children: ["id": id, "seconds": seconds], displayStyle: .struct)
  }
}

struct CountedBoard: Equatable {
  var title = "board"
  var rows: [CountedRow]
  var tags: [String] = ["a", "b"]
  var selected: Int? = nil
}

/// The diff as the full dumps give it, for comparison.
private func fullDiff(_ old: Any, _ new: Any) -> [String] {
  StructuralDiff.lines(old: DumpNodeBuilder.node(for: old), new: DumpNodeBuilder.node(for: new))
}

@Suite("Diffs of large values follow what changed", .serialized)
struct PairedDiffTests {
  static let board = CountedBoard(rows: (0..<200).map { CountedRow(id: $0) })

  static let changes: [(String, @Sendable (inout CountedBoard) -> Void)] = [
    ("one row", { $0.rows[17].seconds = 3 }),
    ("a row added", { $0.rows.append(CountedRow(id: 500)) }),
    ("a row removed", { $0.rows.remove(at: 3) }),
    ("rows reordered", { $0.rows.swapAt(1, 2) }),
    ("a field beside the rows", { $0.title = "renamed" }),
    (
      "a field and a row",
      { board in
        board.selected = 4; board.rows[4].seconds = 1
      }
    ),
    ("a short list", { $0.tags.append("c") }),
    ("every row", { board in for i in board.rows.indices { board.rows[i].seconds += 1 } }),
    ("few rows left", { $0.rows = [CountedRow(id: 0, seconds: 9)] }),
  ]

  @Test("The same lines as a diff of the whole dumps", arguments: 0..<changes.count)
  func sameLines(_ index: Int) {
    var new = Self.board
    Self.changes[index].1(&new)
    #expect(valueDiff(Self.board, new)?.split(separator: "\n").map(String.init) == fullDiff(Self.board, new))
  }

  @Test("One changed row of 200 reflects that row, not the other 199")
  func reflectsWhatChanged() {
    var new = Self.board
    new.rows[17].seconds = 3
    let before = rowMirrors.withLock { $0 }
    #expect(valueDiff(Self.board, new) != nil)
    #expect(rowMirrors.withLock { $0 } - before <= 2)
    let whole = rowMirrors.withLock { $0 }
    _ = fullDiff(Self.board, new)
    #expect(rowMirrors.withLock { $0 } - whole >= 400)
  }
}
