import Synchronization

/// Hands out the ids of stack elements, `#0, #1, …`, for every ``StackState`` of a store: TCA's
/// `\.stackElementID` dependency. Each store (and each `TestStore`) has its own, counting from 0.
///
///     @Dependency(\.stackElementID) var stackElementID
///     stackElementID.peek()   // #0: the id the next push should carry
///     stackElementID()        // #0, and the next one is #1
///
/// A stack also remembers the ids it has held, so that an id is never given twice to one stack,
/// even when the stack was made outside the store (a test's initial state): ids are numbered on
/// from whichever is further, the generator or the stack. Outside any store, a stack numbers its
/// elements by itself, from 0.
public struct StackElementIDGenerator: Sendable {
  private let counter: StackIDCounter

  init(counter: StackIDCounter) { self.counter = counter }

  /// A generator counting from `generation`.
  public static func incrementing(from generation: Int = 0) -> Self {
    Self(counter: StackIDCounter(generation))
  }

  /// The next id, which is then used up.
  public func next() -> StackElementID { StackElementID(generation: counter.take(atLeast: 0)) }

  /// `next()`.
  public func callAsFunction() -> StackElementID { next() }

  /// The id `next()` would give, without using it up.
  public func peek() -> StackElementID { StackElementID(generation: counter.peek()) }

  /// The next id at or after `generation`, used up along with every id before it.
  func next(atLeast generation: Int) -> StackElementID {
    StackElementID(generation: counter.take(atLeast: generation))
  }

  /// Marks every id up to `id` as used: a push brought it from outside.
  func use(_ id: StackElementID) { counter.use(upTo: id.generation) }

  /// A generator of its own that starts where this one is now (TCA's `incrementingCopy()`): what
  /// a test's assertion uses, so that `$0.path.append(…)` gets the id the reducer got.
  public func copy() -> Self { .incrementing(from: counter.peek()) }
}

/// The count behind a generator, shared by its copies.
final class StackIDCounter: Sendable {
  private let next: Mutex<Int>

  init(_ start: Int) { next = Mutex(start) }

  func peek() -> Int { next.withLock { $0 } }

  func take(atLeast floor: Int) -> Int {
    next.withLock { next in
      let taken = Swift.max(next, floor)
      next = taken + 1
      return taken
    }
  }

  func use(upTo generation: Int) {
    next.withLock { next in next = Swift.max(next, generation + 1) }
  }
}

extension StackElementIDGenerator: DependencyKey {
  public static var liveValue: StackElementIDGenerator { .incrementing() }
  public static var testValue: StackElementIDGenerator { .incrementing() }
}

extension DependencyValues {
  /// The ids of stack elements (see ``StackElementIDGenerator``). Each set of values made with
  /// `.live` or `.test` (each store, each test store) has a generator of its own, from 0.
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGenerator.self] }
    set { self[StackElementIDGenerator.self] = newValue }
  }
}
