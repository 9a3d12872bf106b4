import LessonFeatures
import ReducerKit

// Known-wrong answers to delayed-counter. The grader must fail each, for its own reason.

/// Counts now and later, but its later increment is not cancellable: `.cancelLater` misses it.
struct DelayedCounterNotCancellable: Reducer {
  @Dependency(\.clock) var clock

  func reduce(into state: inout Basics.State, action: Basics.Action) -> Effect<Basics.Action> {
    switch action {
    case .increment: state.count += 1
    case .decrement: state.count -= 1
    case .incrementLater:
      let clock = self.clock
      return .run { send in
        try? await clock.sleep(for: .seconds(1))
        await send(.increment)
      }
    case .cancelLater: return .cancel(id: "later")
    }
    return .none
  }
}

/// Counts at once on `.incrementLater`, with no effect.
struct DelayedCounterAtOnce: Reducer {
  func reduce(into state: inout Basics.State, action: Basics.Action) -> Effect<Basics.Action> {
    switch action {
    case .increment, .incrementLater: state.count += 1
    case .decrement: state.count -= 1
    case .cancelLater: break
    }
    return .none
  }
}

/// Sleeps, cancellably, but never sends `.increment` back.
struct DelayedCounterNeverSends: Reducer {
  @Dependency(\.clock) var clock

  func reduce(into state: inout Basics.State, action: Basics.Action) -> Effect<Basics.Action> {
    switch action {
    case .increment: state.count += 1
    case .decrement: state.count -= 1
    case .incrementLater:
      let clock = self.clock
      return .run { _ in try? await clock.sleep(for: .seconds(1)) }.cancellable(id: "later")
    case .cancelLater: return .cancel(id: "later")
    }
    return .none
  }
}
