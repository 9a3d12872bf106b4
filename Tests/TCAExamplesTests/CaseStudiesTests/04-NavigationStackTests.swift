import Foundation
import ReducerKitTesting
import Testing

// TCA has no test for its navigation stack case study; these check its three screens.
@MainActor
struct NavigationStackTests {
  static func threeScreens(_ store: TestStoreOf<NavigationDemo>) async {
    await store.send(.goToABCButtonTapped) {
      $0.path.append(.screenA(ScreenA.State()))
      $0.path.append(.screenB(ScreenB.State()))
      $0.path.append(.screenC(ScreenC.State()))
    }
  }

  @Test
  func pushFromScreenBAndGoBack() async {
    let store = TestStore(initialState: NavigationDemo.State()) {
      NavigationDemo()
    }
    await Self.threeScreens(store)
    await store.send(\.path[id: 1].screenB.screenAButtonTapped) {
      $0.path.append(.screenA(ScreenA.State()))
    }
    await store.send(.goBackToScreen(id: 1)) {
      $0.path.pop(to: 1)
    }
    await store.send(.popToRoot) {
      $0.path.removeAll()
    }
  }

  @Test
  func screenAFetchesAFactAndDismissesItself() async {
    let store = TestStore(initialState: NavigationDemo.State()) {
      NavigationDemo()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a small number" }
    }
    await Self.threeScreens(store)
    await store.send(\.path[id: 0].screenA.incrementButtonTapped) {
      $0.path[id: 0, case: \.screenA]?.count = 1
    }
    await store.send(\.path[id: 0].screenA.factButtonTapped) {
      $0.path[id: 0, case: \.screenA]?.isLoading = true
    }
    await store.receive(\.path[id: 0].screenA.factResponse.success) {
      $0.path[id: 0, case: \.screenA]?.isLoading = false
      $0.path[id: 0, case: \.screenA]?.fact = "1 is a small number"
    }
    // The bottom screen goes, and every screen above it.
    await store.send(\.path[id: 0].screenA.dismissButtonTapped)
    await store.receive(\.path.popFrom) {
      $0.path.pop(from: 0)
    }
  }

  @Test
  func screenCTimerEndsWithTheScreen() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore(initialState: NavigationDemo.State()) {
      NavigationDemo()
    } withDependencies: {
      $0.mainQueue = mainQueue.eraseToAnyScheduler()
    }
    await Self.threeScreens(store)
    await store.send(\.path[id: 2].screenC.startButtonTapped) {
      $0.path[id: 2, case: \.screenC]?.isTimerRunning = true
    }
    await mainQueue.advance(by: 2)
    await store.receive(\.path[id: 2].screenC.timerTick) {
      $0.path[id: 2, case: \.screenC]?.count = 1
    }
    await store.receive(\.path[id: 2].screenC.timerTick) {
      $0.path[id: 2, case: \.screenC]?.count = 2
    }
    await store.send(.goBackToScreen(id: 0)) {
      $0.path.pop(to: 0)
    }
    await mainQueue.advance(by: 5)
  }

  @Test
  func screenCStopButton() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore(initialState: NavigationDemo.State()) {
      NavigationDemo()
    } withDependencies: {
      $0.mainQueue = mainQueue.eraseToAnyScheduler()
    }
    await Self.threeScreens(store)
    await store.send(\.path[id: 2].screenC.startButtonTapped) {
      $0.path[id: 2, case: \.screenC]?.isTimerRunning = true
    }
    await mainQueue.advance(by: 1)
    await store.receive(\.path[id: 2].screenC.timerTick) {
      $0.path[id: 2, case: \.screenC]?.count = 1
    }
    await store.send(\.path[id: 2].screenC.stopButtonTapped) {
      $0.path[id: 2, case: \.screenC]?.isTimerRunning = false
    }
    // The timer's effect was cancelled; the stop sent after it still arrives.
    await store.receive(\.path[id: 2].screenC.stopButtonTapped)
  }
}
