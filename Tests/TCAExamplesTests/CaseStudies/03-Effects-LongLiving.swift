import ReducerKit

// TCA's case study "Long-living effects": an effect that lasts as long as the screen does,
// counting events from an asynchronous sequence (screenshots, on a phone; there the sequence
// is NotificationCenter's, which needs UIKit: the live value here never emits).
@Reducer
struct LongLivingEffects {
  @ObservableState
  struct State: Equatable {
    var screenshotCount = 0
  }

  enum Action {
    case task
    case userDidTakeScreenshotNotification
  }

  @Dependency(\.screenshots) var screenshots

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .task:
        return .run { send in
          for await _ in await self.screenshots() {
            await send(.userDidTakeScreenshotNotification)
          }
        }

      case .userDidTakeScreenshotNotification:
        state.screenshotCount += 1
        return .none
      }
    }
  }
}

extension DependencyValues {
  var screenshots: @Sendable () async -> any AsyncSequence<Void, Never> {
    get { self[ScreenshotsKey.self] }
    set { self[ScreenshotsKey.self] = newValue }
  }
}

private enum ScreenshotsKey: DependencyKey {
  static let liveValue: @Sendable () async -> any AsyncSequence<Void, Never> = {
    AsyncStream<Void> { _ in }
  }
}
