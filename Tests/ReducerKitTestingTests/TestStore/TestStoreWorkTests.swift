import ReducerKit
import ReducerKitTesting
import Synchronization
import Testing

private let actionMirrors = Mutex(0)

/// An action that counts how often it is reflected (a dump reflects it).
private enum Tally: Equatable, Sendable, CustomReflectable {
  case bump
  case bumpLater

  var customMirror: Mirror {
    actionMirrors.withLock { $0 += 1 }
    return Mirror(self, children: [:], displayStyle: .enum)
  }
}

private struct Tallying: Reducer {
  func reduce(into state: inout Int, action: Tally) -> Effect<Tally> {
    switch action {
    case .bump:
      state += 1
      return .none
    case .bumpLater:
      return .send(.bump)
    }
  }
}

@Suite("TestStore: the work of a passing step", .serialized)
struct TestStoreWorkTests {
  @Test("A passing send or receive never dumps its action; a failing one names it")
  func noDumpWhenPassing() {
    let log = FailureLog()
    let store = TestStore(initialState: 0, reducer: Tallying(), reporter: log.reporter)
    let before = actionMirrors.withLock { $0 }
    for value in 1...50 {
      store.send(.bump) { $0 = value }
    }
    store.send(.bumpLater)
    store.receive(.bump) { $0 = 51 }
    store.finish()
    #expect(log.failures.isEmpty)
    #expect(actionMirrors.withLock { $0 } - before == 0)
    store.send(.bump) { $0 = 99 }
    #expect(log.messages.count == 1)
    #expect(log.messages.first?.contains(".bump") == true)
  }
}
