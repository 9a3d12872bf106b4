import ReducerKit
import Synchronization
import Testing

/// Errors thrown inside effects, collected for assertions.
final class ErrorLog: Sendable {
  private let errors = Mutex<[any Error]>([])
  func record(_ error: any Error) { errors.withLock { $0.append(error) } }
  var all: [any Error] { errors.withLock { $0 } }
}

@Suite("VirtualClock")
struct VirtualClockTests {
  @Test("Sleepers wake in deadline order")
  func deadlineOrder() {
    let store = Store(
      initialState: [],
      reducer: Script([
        "sleep 3": .after(.seconds(3), send: "woke 3"),
        "sleep 1": .after(.seconds(1), send: "woke 1"),
        "sleep 2": .after(.seconds(2), send: "woke 2"),
      ]),
      dependencies: .test)
    for name in ["sleep 3", "sleep 1", "sleep 2"] { store.send(name) }
    store.advance(by: .seconds(5))
    #expect(
      store.state.dropFirst(3).map(\.description) == [
        "woke 1 @ 1.0 seconds", "woke 2 @ 2.0 seconds", "woke 3 @ 3.0 seconds",
      ])
    #expect((store.dependencies.clock as? VirtualClock)?.now.offset == .seconds(5))
  }

  @Test("Sleepers with the same deadline wake in the order they went to sleep")
  func sameDeadlineInSleepOrder() {
    let store = Store(
      initialState: [],
      reducer: Script([
        "c": .after(.seconds(1), send: "c woke"),
        "a": .after(.seconds(1), send: "a woke"),
        "b": .after(.seconds(1), send: "b woke"),
      ]),
      dependencies: .test)
    for name in ["c", "a", "b"] { store.send(name) }
    store.advance(by: .seconds(1))
    #expect(store.state.names == ["c", "a", "b", "c woke", "a woke", "b woke"])
    #expect(store.state.times(of: "a woke") == [.seconds(1)])
  }

  @Test("Sleeping until a deadline already past returns at once")
  func pastDeadline() {
    let past = Effect<String>.run { send in
      guard let clock = DependencyValues.current.clock as? VirtualClock else { return }
      try? await clock.sleep(until: VirtualClock.Instant(offset: .seconds(2)))
      try? await clock.sleep(until: clock.now)
      await send("returned")
    }
    let store = Store(initialState: [], reducer: Script(["sleep": past]), dependencies: .test)
    store.advance(by: .seconds(5))
    store.send("sleep")
    #expect(store.state.map(\.description) == ["sleep @ 5.0 seconds", "returned @ 5.0 seconds"])
    #expect((store.dependencies.clock as? VirtualClock)?.sleeperCount == 0)
  }

  @Test("Cancelling a sleeping effect wakes it with CancellationError")
  func cancellingASleeperThrows() {
    let errors = ErrorLog()
    let sleep = Effect<String>.run { _ in
      do {
        try await DependencyValues.current.clock.sleep(for: .seconds(10))
      } catch {
        errors.record(error)
      }
    }
    let store = Store(
      initialState: [],
      reducer: Script(["sleep": sleep.cancellable(id: "sleep"), "cancel": .cancel(id: "sleep")]),
      dependencies: .test)
    let clock = store.dependencies.clock as? VirtualClock
    store.send("sleep")
    #expect(clock?.sleeperCount == 1)
    store.send("cancel")
    #expect(clock?.sleeperCount == 0)
    #expect(errors.all.count == 1)
    #expect(errors.all.allSatisfy { $0 is CancellationError })
    #expect(store.runningEffects.isEmpty)
    #expect(clock?.now.offset == .zero)
  }

  @Test("Cancelling a task that sleeps on the clock throws CancellationError, whenever it lands")
  func cancellingATaskThrows() async {
    let clock = VirtualClock()
    let task = Task { try await clock.sleep(for: .seconds(1)) }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(clock.sleeperCount == 0)
  }
}
