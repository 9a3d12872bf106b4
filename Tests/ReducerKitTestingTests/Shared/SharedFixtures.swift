import ReducerKit

// The features of TCA's `SharedTests` (Tests/ComposableArchitectureTests/SharedTests.swift, the
// last version before TCA moved to swift-sharing 2), written in swift-sharing 2's spelling:
// shared values change only through `withLock`, and `Shared(value:)` makes a new one.

@Reducer
struct SharedFeature {
  struct State: Equatable {
    var count = 0
    @Shared var profile: Profile
    @Shared var sharedCount: Int
    @Shared var stats: Stats
    @Shared fileprivate var isOn: Bool
    init(
      count: Int = 0,
      profile: Shared<Profile>,
      sharedCount: Shared<Int>,
      stats: Shared<Stats>,
      isOn: Shared<Bool> = Shared(value: false)
    ) {
      self.count = count
      self._profile = profile
      self._sharedCount = sharedCount
      self._stats = stats
      self._isOn = isOn
    }
  }
  enum Action {
    case delegate(Delegate)
    case increment
    case incrementStats
    case incrementSharedInDelegate
    case longLivingEffect
    case noop
    case request
    case sharedIncrement
    case toggleIsOn

    @CasePathable
    enum Delegate {
      case didIncrement
    }
  }
  @Dependency(\.mainQueue) var mainQueue
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .delegate(.didIncrement):
        state.count += 1
        state.$stats.withLock { $0.count += 1 }
        return .none
      case .increment:
        state.count += 1
        return .none
      case .incrementStats:
        state.profile.$stats.withLock { $0.count += 1 }
        state.$stats.withLock { $0.count += 1 }
        return .none
      case .incrementSharedInDelegate:
        return .send(.delegate(.didIncrement))
      case .longLivingEffect:
        return .run { [sharedCount = state.$sharedCount] _ in
          try await self.mainQueue.sleep(for: .seconds(1))
          sharedCount.withLock { $0 += 1 }
        }
      case .noop:
        return .none
      case .request:
        return .run { send in
          await send(.sharedIncrement)
        }
      case .sharedIncrement:
        state.$sharedCount.withLock { $0 += 1 }
        return .none
      case .toggleIsOn:
        state.$isOn.withLock { $0.toggle() }
        return .none
      }
    }
  }
}

struct Stats: Codable, Equatable {
  var count = 0
}

struct Profile: Equatable {
  @Shared var stats: Stats
}

@Reducer
struct SimpleFeature {
  struct State: Equatable {
    @Shared var count: Int
  }
  enum Action {
    case incrementInEffect
    case incrementInReducer
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementInEffect:
        return .run { [count = state.$count] _ in
          count.withLock { $0 += 1 }
        }
      case .incrementInReducer:
        state.$count.withLock { $0 += 1 }
        return .none
      }
    }
  }
}

/// TCA's `StoreTests.TestSharedMutation`: an action whose effect sends an action that changes
/// shared state.
@Reducer
struct TestSharedMutation {
  struct State: Equatable {
    @Shared(value: false) var bool
  }
  enum Action {
    case tap
    case response
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tap:
        return .send(.response)
      case .response:
        state.$bool.withLock { $0.toggle() }
        return .none
      }
    }
  }
}
