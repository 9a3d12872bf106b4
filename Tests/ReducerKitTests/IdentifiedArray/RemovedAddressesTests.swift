import ReducerKit
import Synchronization
import Testing

/// Counts how often ids are hashed: the work of looking them up in a table.
final class HashLog: Sendable {
  private let count = Mutex(0)
  var hashes: Int { count.withLock { $0 } }
  func record() { count.withLock { $0 += 1 } }
}

/// An id that counts its hashing.
struct CountedID: Hashable, Sendable, CustomStringConvertible {
  let value: Int
  let log: HashLog

  static func == (lhs: CountedID, rhs: CountedID) -> Bool { lhs.value == rhs.value }

  func hash(into hasher: inout Hasher) {
    log.record()
    hasher.combine(value)
  }

  var description: String { "\(value)" }
}

struct Ticket: Identifiable, Equatable, Sendable {
  let id: CountedID
  var count = 0
}

/// Which ids an `IdentifiedArray` lost since a snapshot: what forEach asks after every parent
/// reducer, to cancel the effects of removed elements.
@Suite("IdentifiedArray: removed addresses")
struct RemovedAddressesTests {
  typealias Todos = IdentifiedArray<Int, Todo>

  struct Todo: Identifiable, Equatable, Sendable {
    let id: Int
    var title = ""
  }

  /// The answer by definition: every id of the snapshot that is gone, in the snapshot's order.
  func expected(before: [Int], after: Todos) -> [Int] { before.filter { !after.contains(id: $0) } }

  @Test("Random changes: the ids gone since a snapshot, in the snapshot's order")
  func randomChanges() {
    var generator = SplitMix(seed: 7)
    for round in 0..<400 {
      var todos = Todos(uniqueElements: (0..<Int.random(in: 0...12, using: &generator)).map { Todo(id: $0) })
      var nextID = 100
      // Some history before the snapshot, so that the snapshot is not at version 0.
      for _ in 0..<Int.random(in: 0...40, using: &generator) {
        change(&todos, nextID: &nextID, using: &generator)
      }
      let before = todos.ids
      let snapshot = todos.addressSnapshot
      for _ in 0..<Int.random(in: 0...8, using: &generator) {
        change(&todos, nextID: &nextID, using: &generator)
      }
      #expect(
        todos.addressesRemoved(since: snapshot) == expected(before: before, after: todos),
        "round \(round): \(before) → \(todos.ids)")
    }
  }

  /// One random change, of the kinds an app makes: most keep the order, some reorder.
  func change(_ todos: inout Todos, nextID: inout Int, using generator: inout SplitMix) {
    let pick = todos.ids.randomElement(using: &generator)
    switch Int.random(in: 0..<12, using: &generator) {
    case 0, 1:
      todos.append(Todo(id: nextID))
      nextID += 1
    case 2:
      todos.insert(Todo(id: nextID), at: Int.random(in: 0...todos.count, using: &generator))
      nextID += 1
    case 3, 4:
      if let pick { todos.remove(id: pick) }
    case 5:
      if !todos.isEmpty { todos.remove(at: Int.random(in: 0..<todos.count, using: &generator)) }
    case 6:
      if let pick { todos[id: pick] = nil }
    case 7:
      // Through the in-place accessor, as `state.rows[id: id] = nil` inside a closure would.
      if let pick { clear(&todos[id: pick]) }
    case 8:
      let cut = Int.random(in: 0...3, using: &generator)
      todos.removeAll { $0.id % 4 == cut }
    case 9:
      // Put back an id that may have been removed: it is there again, so not removed.
      if let back = (0..<12).randomElement(using: &generator) { todos.append(Todo(id: back)) }
    case 10:
      switch Int.random(in: 0..<3, using: &generator) {
      case 0: todos.sort { $0.id > $1.id }
      case 1: if todos.count > 1 { todos.swapAt(0, todos.count - 1) }
      default: todos.removeAll()
      }
    default:
      // Another array altogether, as `state.rows = […]` would assign.
      todos = Todos(uniqueElements: todos.filter { $0.id % 2 == 0 })
    }
  }

  func clear(_ todo: inout Todo?) { todo = nil }

  @Test("More changes than are remembered still give the right answer")
  func longGap() {
    var todos = Todos(uniqueElements: (0..<100).map { Todo(id: $0) })
    let snapshot = todos.addressSnapshot
    for id in stride(from: 0, to: 100, by: 2) { todos.remove(id: id) }
    for id in 100..<150 { todos.append(Todo(id: id)) }
    #expect(todos.addressesRemoved(since: snapshot) == Array(stride(from: 0, to: 100, by: 2)))
  }

  @Test("Nothing changed: nothing removed; a copy changed: the original is not affected")
  func copies() {
    var todos = Todos(uniqueElements: (0..<5).map { Todo(id: $0) })
    let snapshot = todos.addressSnapshot
    #expect(todos.addressesRemoved(since: snapshot) == [])
    var copy = todos
    copy.remove(id: 3)
    #expect(copy.addressesRemoved(since: snapshot) == [3])
    #expect(todos.addressesRemoved(since: snapshot) == [])
    // The original changes on its own, the other way: each answers for itself.
    todos.remove(id: 1)
    todos.remove(id: 4)
    #expect(todos.addressesRemoved(since: snapshot) == [1, 4])
    #expect(copy.addressesRemoved(since: snapshot) == [3])
  }

  @Test("Removing one element of 1,000 and asking what went: one id hashed, not 1,000")
  func oneRemovalHashesOneID() {
    let log = HashLog()
    var tickets = IdentifiedArrayOf<Ticket>(
      uniqueElements: (0..<1_000).map { Ticket(id: CountedID(value: $0, log: log)) })
    let snapshot = tickets.addressSnapshot
    tickets.remove(id: CountedID(value: 999, log: log))
    let hashesBefore = log.hashes
    #expect(tickets.addressesRemoved(since: snapshot).map(\.value) == [999])
    // Before the journal: `before.addresses.filter { !after.contains(address: $0) }`, 1,000.
    #expect(log.hashes - hashesBefore == 1)
  }
}

/// A small, seeded random number generator.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Tickets that each run a timer, in a list whose parent removes them: the removal scenario of
/// the benchmarks, with ids that count their hashing.
struct TicketList: Reducer {
  struct State: Equatable, Sendable {
    var tickets: IdentifiedArrayOf<Ticket>
  }

  enum Action: Sendable {
    case tickets(IdentifiedAction<CountedID, Tally.Action>)
    case remove(CountedID)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      if case .remove(let id) = action { state.tickets.remove(id: id) }
      return .none
    }
    .forEach(\.tickets, action: CasePath(Action.tickets)) {
      Reduce { ticket, action in Tally().reduce(into: &ticket.count, action: action) }
    }
  }
}

@Suite("forEach: removal work")
struct RemovalWorkTests {
  /// The ids hashed while removing the last of `m` tickets, each with a running effect.
  func hashesToRemoveOne(of m: Int) -> (hashes: Int, running: Int) {
    let log = HashLog()
    let ids = (0..<m).map { CountedID(value: $0, log: log) }
    let store = Store(
      initialState: TicketList.State(tickets: IdentifiedArray(uniqueElements: ids.map { Ticket(id: $0) })),
      reducer: TicketList(), dependencies: .test)
    for id in ids { store.send(.tickets(.element(id: id, action: .addOwnValueLater))) }
    let before = log.hashes
    store.send(.remove(ids[m - 1]))
    return (log.hashes - before, store.runningEffects.count)
  }

  @Test("Removing an element hashes as many ids among 1,000 running elements as among 10")
  func removalWorkIndependentOfM() {
    let small = hashesToRemoveOne(of: 10)
    let large = hashesToRemoveOne(of: 1_000)
    #expect(small.running == 9)
    #expect(large.running == 999)
    // A handful either way: the lookups in the collection's table and the effects' scope tree.
    // (They differ by one or two: deleting from a hash table rehashes the neighbours it moves
    // back, as many as the table's occupancy puts there, and hash seeds differ from run to run,
    // so the bound is loose.) Before the journal: 20 at m = 10 and 1,006 at m = 1,000, every id
    // of the snapshot looked up in the collection.
    #expect(small.hashes < 100, "m = 10: \(small.hashes)")
    #expect(large.hashes < 100, "m = 1,000: \(large.hashes)")
  }
}
