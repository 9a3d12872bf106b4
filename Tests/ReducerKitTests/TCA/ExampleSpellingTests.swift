import Foundation
import ReducerKit
import ReducerKitTesting
import Testing

/// What TCA's examples (Tests/TCAExamplesTests) use from the libraries TCA re-exports
/// (swift-dependencies, swift-concurrency-extras) and from TCA's newest spelling, each checked
/// on its own here.
@Suite("TCA's examples' spelling")
struct ExampleSpellingTests {
  // swift-dependencies: UUID(_ intValue: Int), what `.incrementing` hands out.
  @Test func uuidFromAWholeNumber() {
    #expect(UUID(0).uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(UUID(255).uuidString == "00000000-0000-0000-0000-0000000000FF")
    #expect(UUID(-1).uuidString == "00000000-0000-0000-0000-FFFFFFFFFFFF")
    let generate = UUIDGenerator.incrementing
    #expect([generate(), generate(), generate()] == [UUID(0), UUID(1), UUID(2)])
  }

  // swift-concurrency-extras: Task.never() ends only by cancellation, with CancellationError.
  @Test func taskNeverThrowsWhenCancelled() async {
    let task = Task { try await Task.never() }
    task.cancel()
    // `Never` succeeds: the task's result can only be its error.
    let result = await task.result
    if case .failure(let error) = result { #expect(error is CancellationError) }
  }

  // swift-concurrency-extras: Result(catching:) with an asynchronous closure.
  @Test func asyncResultCatching() async throws {
    struct Failed: Error {}
    func answer(_ fail: Bool) async throws -> Int {
      if fail { throw Failed() }
      return 42
    }
    let success = await Result { try await answer(false) }
    let failure = await Result { try await answer(true) }
    #expect(try success.get() == 42)
    #expect(throws: Failed.self) { try failure.get() }
  }

  // swift-concurrency-extras: AnyHashableSendable, equal when the value and its type are.
  @Test func anyHashableSendableComparesValueAndType() {
    #expect(AnyHashableSendable(1) == AnyHashableSendable(1))
    #expect(AnyHashableSendable(1) != AnyHashableSendable(2))
    #expect(AnyHashableSendable(1 as Int) != AnyHashableSendable(1 as UInt8))
    #expect(AnyHashableSendable(AnyHashableSendable("a")) == AnyHashableSendable("a"))
    #expect(Set([AnyHashableSendable("a"), AnyHashableSendable("a")]).count == 1)
  }

  // TCA: `\.alert.confirm` reaches the presented child's case through `.presented`.
  @Test func presentationActionCasesGoStraightToTheChild() {
    let path = AnyCasePath(\PresentationAction<TapAction>.Cases.tapped)
    #expect(path.extract(from: .presented(.tapped(3))) == 3)
    #expect(path.extract(from: .dismiss) == nil)
    #expect(path.embed(4) == .presented(.tapped(4)))
  }

  // TCA (after 1.25.5): `Scope(_:action:)` and `store.scope(_:action:)`, without `state:`.
  @Test func scopeWithoutTheStateLabel() async {
    let store = TestStore(initialState: Pairing.State()) { Pairing() }
    await store.send(\.right.tapped, 2) { $0.right.total = 2 }
    await store.send(\.status.loggedIn.tapped, 5) { $0.status = .loggedIn(Adder.State(total: 5)) }
    let scoped = Store(initialState: Pairing.State()) { Pairing() }
    scoped.scope(\.right, action: \.right).send(.tapped(1))
    #expect(scoped.withState(\.right.total) == 1)
  }
}

@CasePathable
enum TapAction: Equatable, Sendable {
  case tapped(Int)
}

@Reducer
private struct Adder {
  struct State: Equatable { var total = 0 }
  enum Action: Equatable { case tapped(Int) }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tapped(let amount): state.total += amount
      }
      return .none
    }
  }
}

@Reducer
private struct Pairing {
  struct State: Equatable {
    var right = Adder.State()
    var status = Status.loggedIn(Adder.State())
  }

  @CasePathable
  enum Status: Equatable {
    case loggedIn(Adder.State)
    case loggedOut
  }

  @CasePathable
  enum StatusAction: Equatable {
    case loggedIn(Adder.Action)
  }

  enum Action: Equatable {
    case right(Adder.Action)
    case status(StatusAction)
  }

  var body: some ReducerOf<Self> {
    Scope(\.right, action: \.right) { Adder() }
    Scope(state: \.status, action: \.status) {
      Scope(\.loggedIn, action: \.loggedIn) { Adder() }
    }
  }
}

// swift-identified-collections: Identified, a value with an id beside it.
@Suite("Identified")
struct IdentifiedTests {
  struct Row: Equatable, Sendable { var name: String; var count = 0 }

  @Test func readsAndWritesThroughToItsValue() {
    var row = Identified(Row(name: "a"), id: 7)
    row.count += 2
    #expect(row.id == 7 && row.value == Row(name: "a", count: 2) && row.name == "a")
    #expect(Identified(Row(name: "b"), id: \.name).id == "b")
  }

  @Test func equalMeansSameIdAndSameValue() {
    #expect(Identified(1, id: "x") == Identified(1, id: "x"))
    #expect(Identified(1, id: "x") != Identified(1, id: "y"))
    #expect(Identified(1, id: "x") != Identified(2, id: "x"))
  }
}

// swift-concurrency-extras: streams that end at once.
@Suite("Finished streams")
struct FinishedStreamTests {
  struct Failed: Error {}

  @Test func finishedStreamsEndAtOnce() async throws {
    var elements = 0
    for await _ in AsyncStream<Int>.finished { elements += 1 }
    for try await _ in AsyncThrowingStream<Int, any Error>.finished() { elements += 1 }
    #expect(elements == 0)
  }

  @Test func finishedThrowingEndsWithTheError() async {
    await #expect(throws: Failed.self) {
      for try await _ in AsyncThrowingStream<Int, any Error>.finished(throwing: Failed()) {}
    }
  }
}
