import ReducerKit

/// The seed quiz's model: two counters and a logger.
enum CounterAction: Equatable, Sendable, Codable { case inc, dec }

struct Counter: Reducer {
  func reduce(into state: inout Int, action: CounterAction) -> Effect<CounterAction> {
    state += action == .inc ? 1 : -1
    return .none
  }
}

struct AppState: Equatable {
  var left = 0
  var right = 0
  var seen = 0
}

enum AppAction: Equatable, Sendable {
  case left(CounterAction)
  case right(CounterAction)
  case clearLog
}

var logger: Reduce<AppState, AppAction> {
  Reduce { state, _ in
    state.seen += 1
    return .none
  }
}

/// The seed quiz's program written as a reducer with a `body`.
struct SeedApp: Reducer {
  var body: some Reducer<AppState, AppAction> {
    Scope(state: \.left, action: CasePath(AppAction.left)) { Counter() }
    Scope(state: \.right, action: CasePath(AppAction.right)) { Counter() }
    logger
  }
}
