import ReducerKit

/// One action a ``Script`` processed: its name and the virtual time it was processed at.
struct Mark: Equatable, Sendable, CustomStringConvertible {
  let name: String
  let at: Duration

  var description: String { "\(name) @ \(at)" }
}

/// A reducer for ordering and timing scenarios. Its actions are plain names; it records each one
/// with the virtual time it was processed at, and answers with the effect the test scripted for
/// that name (none when unscripted).
///
///     Script(["start": .merge(.send("a"), .send("b")), "a": .send("c")])
struct Script: Reducer {
  let effects: [String: Effect<String>]

  @Dependency(\.clock) var clock

  init(_ effects: [String: Effect<String>] = [:]) { self.effects = effects }

  func reduce(into state: inout [Mark], action: String) -> Effect<String> {
    let now = (clock as? VirtualClock)?.now.offset ?? .zero
    state.append(Mark(name: action, at: now))
    return effects[action] ?? .none
  }
}

extension Array where Element == Mark {
  /// The names processed, in order.
  var names: [String] { map(\.name) }

  /// When `name` was processed, each time it was.
  func times(of name: String) -> [Duration] { filter { $0.name == name }.map(\.at) }
}

extension Effect where Action == String {
  /// Sleeps `duration` on the store's clock, then sends `names` one after the other.
  static func after(_ duration: Duration, send names: String...) -> Effect {
    .run { send in
      try? await DependencyValues.current.clock.sleep(for: duration)
      for name in names { await send(name) }
    }
  }

  /// Sends `names` one after the other from asynchronous work (no sleeping).
  static func sending(_ names: String...) -> Effect {
    .run { send in
      for name in names { await send(name) }
    }
  }
}

/// Lets an effect or a reducer reach the store it runs in, to send into it re-entrantly.
final class StoreBox<State, Action: Sendable>: @unchecked Sendable {
  weak var store: Store<State, Action>?
}
