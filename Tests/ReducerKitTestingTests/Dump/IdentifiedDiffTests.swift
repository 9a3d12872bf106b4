import ReducerKit
import ReducerKitTesting
import Testing

@testable import ReducerKitTestingCore

/// A small deterministic generator (SplitMix64), so every run checks the same histories.
private struct Seeded {
  var state: UInt64

  mutating func next(below bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}

/// A `Bool` last, so that arrays of tickets have padding between elements.
struct Ticket: Equatable, Identifiable, Sendable {
  var id: Int
  var seconds = 0
  var note = ""
  var done = false
}

struct Desk: Equatable, Sendable {
  var title = "desk"
  var tickets: IdentifiedArrayOf<Ticket>
  var list: [Ticket]
}

/// The diff as the full dumps give it, for comparison.
private func fullDiff(_ old: Any, _ new: Any) -> [String] {
  StructuralDiff.lines(old: DumpNodeBuilder.node(for: old), new: DumpNodeBuilder.node(for: new))
}

private func lines(_ old: Desk, _ new: Desk) -> [String]? {
  valueDiff(old, new)?.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

/// One random edit of a list of tickets: change, insert, remove, move or swap.
private func edit(_ tickets: inout [Ticket], _ random: inout Seeded, nextID: inout Int) {
  switch random.next(below: 6) {
  case 0:
    guard !tickets.isEmpty else { return }
    tickets[random.next(below: tickets.count)].seconds += 1
  case 1:
    guard !tickets.isEmpty else { return }
    tickets[random.next(below: tickets.count)].done.toggle()
  case 2:
    tickets.insert(Ticket(id: nextID, note: "new"), at: random.next(below: tickets.count + 1))
    nextID += 1
  case 3:
    guard !tickets.isEmpty else { return }
    tickets.remove(at: random.next(below: tickets.count))
  case 4:
    guard tickets.count > 1 else { return }
    tickets.swapAt(random.next(below: tickets.count), random.next(below: tickets.count))
  default:
    guard !tickets.isEmpty else { return }
    let moved = tickets.remove(at: random.next(below: tickets.count))
    tickets.insert(moved, at: random.next(below: tickets.count + 1))
  }
}

@Suite("Diffs of identified collections compare elements by their own types")
struct IdentifiedDiffTests {
  @Test("Random edits give the same lines as a diff of the whole dumps")
  func sameLinesAsWholeDumps() {
    var random = Seeded(state: 16)
    for history in 0..<210 {
      let count = [0, 1, 5, 40, 41, 60, 120][history % 7]
      let start = (0..<count).map { Ticket(id: $0) }
      var tickets = start
      var nextID = count
      for _ in 0..<(1 + random.next(below: 4)) { edit(&tickets, &random, nextID: &nextID) }
      let old = Desk(tickets: IdentifiedArray(uniqueElements: start), list: start)
      var new = Desk(tickets: IdentifiedArray(uniqueElements: tickets), list: tickets)
      if history % 3 == 0 { new.title = "renamed" }
      let expected = old == new ? nil : fullDiff(old, new)
      #expect(lines(old, new) == expected, "history \(history)")
    }
  }

  @Test("One changed element of 10,000 makes a tree of a few entries")
  func treeFollowsWhatChanged() throws {
    let start = IdentifiedArray(uniqueElements: (0..<10_000).map { Ticket(id: $0) })
    var changed = start
    changed[id: 5_000]?.seconds = 1
    let nodes = PairedDumpBuilder.nodes(old: start, new: changed)
    guard case .group(let old) = nodes.old, case .group(let new) = nodes.new else {
      Issue.record("expected groups")
      return
    }
    // A run before the change, the change, a run after it.
    #expect(old.children.count == 3)
    #expect(new.children.count == 3)
    #expect(new.children.first?.node == .elided(5_000))
    #expect(
      valueDiff(start, changed)
        == """
          [
            … (5000 unchanged),
        −   #5000: Ticket(id: 5000, seconds: 0, note: "", done: false),
        +   #5000: Ticket(id: 5000, seconds: 1, note: "", done: false),
            … (4999 unchanged)
          ]
        """)
  }

  @Test("A removal and an insertion among 1,000 elements keep the runs around them")
  func removalAndInsertion() {
    let start = (0..<1_000).map { Ticket(id: $0) }
    var tickets = start
    tickets.remove(at: 10)
    tickets.insert(Ticket(id: 2_000), at: 500)
    let old = Desk(tickets: IdentifiedArray(uniqueElements: start), list: start)
    let new = Desk(tickets: IdentifiedArray(uniqueElements: tickets), list: tickets)
    let nodes = PairedDumpBuilder.nodes(old: old.tickets, new: new.tickets)
    guard case .group(let group) = nodes.new else {
      Issue.record("expected a group")
      return
    }
    #expect(group.children.count == 4)  // run, run, inserted, run
    #expect(lines(old, new) == fullDiff(old, new))
  }
}
