import Foundation
import ReducerKitTesting
import Testing

// TCA has no tests for these two case studies.
@MainActor
struct NavigateAndLoadTests {
  @Test
  func navigateThenLoad() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavigateAndLoad.State()) {
      NavigateAndLoad()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.setNavigation(isActive: true)) {
      $0.isNavigationActive = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.setNavigationIsActiveDelayCompleted) {
      $0.optionalCounter = Counter.State()
    }
    await store.send(\.optionalCounter.decrementButtonTapped) {
      $0.optionalCounter?.count = -1
    }
    await store.send(.setNavigation(isActive: false)) {
      $0.isNavigationActive = false
      $0.optionalCounter = nil
    }
  }

  static let rows: IdentifiedArrayOf<NavigateAndLoadList.State.Row> = [
    .init(count: 1, id: UUID(0)),
    .init(count: 42, id: UUID(1)),
  ]

  @Test
  func listSelectionLoadsAndWritesBack() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavigateAndLoadList.State(rows: Self.rows)) {
      NavigateAndLoadList()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.setNavigation(selection: UUID(1))) {
      $0.selection = Identified(nil, id: UUID(1))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.setNavigationSelectionDelayCompleted) {
      $0.selection?.value = Counter.State(count: 42)
    }
    await store.send(\.counter.incrementButtonTapped) {
      $0.selection?.value?.count = 43
    }
    await store.send(.setNavigation(selection: nil)) {
      $0.rows[id: UUID(1)]?.count = 43
      $0.selection = nil
    }
  }

  // A second row tapped before the first one loaded: the first load is cancelled.
  @Test
  func reselectingCancelsTheLoad() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavigateAndLoadList.State(rows: Self.rows)) {
      NavigateAndLoadList()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.setNavigation(selection: UUID(0))) {
      $0.selection = Identified(nil, id: UUID(0))
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(.setNavigation(selection: UUID(1))) {
      $0.selection = Identified(nil, id: UUID(1))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.setNavigationSelectionDelayCompleted) {
      $0.selection?.value = Counter.State(count: 42)
    }
    await store.send(.setNavigation(selection: nil)) {
      $0.selection = nil
    }
  }
}
