import ReducerKitTesting
import Testing

// TCA has no tests for its navigation case studies; these check what their screens show.
@MainActor
struct NavigationSheetTests {
  @Test
  func loadThenPresent() async {
    let clock = TestClock()
    let store = TestStore(initialState: LoadThenPresent.State()) {
      LoadThenPresent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.counterButtonTapped) {
      $0.isActivityIndicatorVisible = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.counterPresentationDelayCompleted) {
      $0.isActivityIndicatorVisible = false
      $0.counter = Counter.State()
    }
    await store.send(\.counter.incrementButtonTapped) {
      $0.counter?.count = 1
    }
    await store.send(\.counter.dismiss) {
      $0.counter = nil
    }
  }

  @Test
  func presentThenLoad() async {
    let clock = TestClock()
    let store = TestStore(initialState: PresentAndLoad.State()) {
      PresentAndLoad()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.setSheet(isPresented: true)) {
      $0.isSheetPresented = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.setSheetIsPresentedDelayCompleted) {
      $0.optionalCounter = Counter.State()
    }
    await store.send(\.optionalCounter.incrementButtonTapped) {
      $0.optionalCounter?.count = 1
    }
    await store.send(.setSheet(isPresented: false)) {
      $0.isSheetPresented = false
      $0.optionalCounter = nil
    }
  }

  // Dismissed while loading: the load is cancelled, nothing arrives later.
  @Test
  func dismissWhileLoading() async {
    let clock = TestClock()
    let store = TestStore(initialState: PresentAndLoad.State()) {
      PresentAndLoad()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.setSheet(isPresented: true)) {
      $0.isSheetPresented = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(.setSheet(isPresented: false)) {
      $0.isSheetPresented = false
    }
    await clock.advance(by: .seconds(1))
  }

  @Test
  func multipleDestinations() async {
    let store = TestStore(initialState: MultipleDestinations.State()) {
      MultipleDestinations()
    }
    await store.send(.showSheet) {
      $0.destination = .sheet(Counter.State())
    }
    await store.send(\.destination.sheet.incrementButtonTapped) {
      $0.destination = .sheet(Counter.State(count: 1))
    }
    await store.send(.showPopover) {
      $0.destination = .popover(Counter.State())
    }
    await store.send(\.destination.dismiss) {
      $0.destination = nil
    }
  }
}
