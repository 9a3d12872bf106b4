import ReducerKit
import Synchronization

/// What a lift asked of a ``CountingCollection``.
struct CollectionWork: Equatable, Sendable {
  /// Copies of the whole storage, made because another copy of the collection shared it.
  var storageCopies = 0
  /// Elements read or changed through `element(at:)` or `modifyElement(at:_:)`.
  var elementVisits = 0
  /// `contains(address:)` calls.
  var addressChecks = 0
  /// Reads of `addresses` (each lists every element).
  var addressListings = 0
  /// `describe(_:)` calls (each builds a string).
  var addressDescriptions = 0
}

/// Where a ``CountingCollection`` counts its work.
final class WorkLog: Sendable {
  private let counts = Mutex(CollectionWork())

  var work: CollectionWork { counts.withLock { $0 } }

  func count(_ field: WritableKeyPath<CollectionWork, Int> & Sendable) {
    counts.withLock { $0[keyPath: field] += 1 }
  }
}

/// A position in a ``CountingCollection``; carries the log so that static requirements can count.
struct Slot: Hashable, Sendable {
  let index: Int
  let log: WorkLog

  init(_ index: Int, _ log: WorkLog) {
    self.index = index
    self.log = log
  }

  static func == (lhs: Slot, rhs: Slot) -> Bool { lhs.index == rhs.index }
  func hash(into hasher: inout Hasher) { hasher.combine(index) }
}

/// Numbers addressed by position, in copy-on-write storage, counting every operation a lift
/// performs on them: tests pin the work per action this way, not by timing.
struct CountingCollection: AddressableCollection {
  final class Storage {
    var values: [Int]
    init(_ values: [Int]) { self.values = values }
  }

  private(set) var storage: Storage
  let log: WorkLog

  init(_ values: [Int], log: WorkLog) {
    storage = Storage(values)
    self.log = log
  }

  var values: [Int] { storage.values }

  var addresses: [Slot] {
    log.count(\.addressListings)
    return storage.values.indices.map { Slot($0, log) }
  }

  func contains(address: Slot) -> Bool {
    log.count(\.addressChecks)
    return storage.values.indices.contains(address.index)
  }

  func element(at address: Slot) -> Int? {
    log.count(\.elementVisits)
    return storage.values.indices.contains(address.index) ? storage.values[address.index] : nil
  }

  mutating func modifyElement<R>(at address: Slot, _ body: (inout Int) -> R) -> R? {
    log.count(\.elementVisits)
    guard storage.values.indices.contains(address.index) else { return nil }
    makeUnique()
    return body(&storage.values[address.index])
  }

  mutating func removeLast() {
    makeUnique()
    storage.values.removeLast()
  }

  static func describe(_ address: Slot) -> String {
    address.log.count(\.addressDescriptions)
    return "[\(address.index)]"
  }

  static func sameAddresses(_ lhs: Self, _ rhs: Self) -> Bool {
    lhs.storage.values.count == rhs.storage.values.count
  }

  /// Addressed by position, like an `Array`: the count is a snapshot of the addresses.
  var addressSnapshot: Int { storage.values.count }

  func addressesRemoved(since count: Int) -> [Slot] {
    (storage.values.count..<max(count, storage.values.count)).map { Slot($0, log) }
  }

  private mutating func makeUnique() {
    guard !isKnownUniquelyReferenced(&storage) else { return }
    log.count(\.storageCopies)
    storage = Storage(storage.values)
  }
}

struct CountingState {
  var items: CountingCollection
}

enum CountingAction: Sendable {
  case items(IdentifiedAction<Slot, Tally.Action>)
  /// Broadcast to every element (``CountingBroadcast``).
  case all(Tally.Action)
  case removeLast
}

/// A list of tallies over a ``CountingCollection``.
struct CountingList: Reducer {
  var body: some Reducer<CountingState, CountingAction> {
    Reduce { state, action in
      if case .removeLast = action { state.items.removeLast() }
      return .none
    }
    .forEach(
      \.items,
      action: CasePath(
        embed: CountingAction.items,
        extract: { if case .items(let action) = $0 { action } else { nil } })
    ) { Tally() }
  }
}

/// The same list, with an action delivered to every element (`liftEach`); the elements' replies
/// come back through the list's forEach.
struct CountingBroadcast: Reducer {
  var body: some Reducer<CountingState, CountingAction> {
    Reduce { state, action in
      if case .removeLast = action { state.items.removeLast() }
      return .none
    }
    .forEach(
      \.items,
      action: CasePath(
        embed: CountingAction.items,
        extract: { if case .items(let action) = $0 { action } else { nil } })
    ) { Tally() }
    .liftEach(
      \.items,
      action: CasePath(
        embed: CountingAction.all,
        extract: { if case .all(let action) = $0 { action } else { nil } }),
      replies: CasePath(
        embed: CountingAction.items,
        extract: { if case .items(let action) = $0 { action } else { nil } })
    ) { Tally() }
  }
}
