import Foundation
import ReducerKit

// TCA's case study "Shared state: user defaults": the two tabs share a count kept in app
// storage (`@Shared(.appStorage("sharedStateDemoCount"))`). TCA's app storage is
// `UserDefaults`; here it is ReducerKit's in-memory stand-in, fresh for each test store.
@Reducer
struct SharedStateUserDefaults {
  enum Tab { case counter, profile }

  @ObservableState
  struct State: Equatable {
    var currentTab = Tab.counter
    var counter = CounterTab.State()
    var profile = ProfileTab.State()
  }

  enum Action {
    case counter(CounterTab.Action)
    case profile(ProfileTab.Action)
    case selectTab(Tab)
  }

  var body: some Reducer<State, Action> {
    Scope(\.counter, action: \.counter) {
      CounterTab()
    }

    Scope(\.profile, action: \.profile) {
      ProfileTab()
    }

    Reduce { state, action in
      switch action {
      case .counter, .profile:
        return .none
      case .selectTab(let tab):
        state.currentTab = tab
        return .none
      }
    }
  }
}

extension SharedStateUserDefaults {
  @Reducer
  struct CounterTab {
    @ObservableState
    struct State: Equatable {
      @Presents var alert: AlertState<Action.Alert>?
      @Shared(.count) var count = 0
    }

    enum Action {
      case alert(PresentationAction<Alert>)
      case decrementButtonTapped
      case incrementButtonTapped
      case isPrimeButtonTapped

      enum Alert: Equatable {}
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .alert:
          return .none

        case .decrementButtonTapped:
          state.$count.withLock { $0 -= 1 }
          return .none

        case .incrementButtonTapped:
          state.$count.withLock { $0 += 1 }
          return .none

        case .isPrimeButtonTapped:
          state.alert = AlertState {
            TextState(
              isPrime(state.count)
                ? "👍 The number \(state.count) is prime!"
                : "👎 The number \(state.count) is not prime :("
            )
          }
          return .none
        }
      }
      .ifLet(\.$alert, action: \.alert)
    }
  }

  @Reducer
  struct ProfileTab {
    @ObservableState
    struct State: Equatable {
      @Shared(.count) var count = 0
    }

    enum Action {
      case resetStatsButtonTapped
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .resetStatsButtonTapped:
          state.$count.withLock { $0 = 0 }
          return .none
        }
      }
    }
  }
}

extension SharedKey where Self == AppStorageKey<Int> {
  fileprivate static var count: Self {
    appStorage("sharedStateDemoCount")
  }
}

/// Whether `p` is prime (the case study's own check).
private func isPrime(_ p: Int) -> Bool {
  if p <= 1 { return false }
  if p <= 3 { return true }
  for i in 2...Int(sqrtf(Float(p))) {
    if p % i == 0 { return false }
  }
  return true
}
