/// What a reducer asks the outside world to do after it changed state: nothing, send more
/// actions, or run asynchronous work that sends actions back.
///
/// An effect is a description. The store runs it: synchronous sends are processed in order after
/// the current action, asynchronous work runs on an executor the store controls, so that with a
/// ``VirtualClock`` everything is deterministic.
///
///     case .onAppear:
///       return .run { send in
///         for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
///       }
public struct Effect<Action: Sendable>: Sendable {
  indirect enum Operation: Sendable {
    case none
    case send(Action)
    case run(name: String?, @Sendable (Send<Action>) async -> Void)
    case merge([Effect])
    case concatenate([Effect])
    case cancellable(id: CancelID, cancelInFlight: Bool, Effect)
    case cancel(id: CancelID)
    /// Cancels every effect started under a child or element that has gone away.
    case cancelScope(ScopeSegment)
    /// Everything inside was started under one more lift (a child, a row, …).
    case scoped(ScopeSegment, Effect)
    /// Cancels the effects of the lift's replaceable children other than `keep`: a child that
    /// was removed or replaced while the lift was not looking (by a reducer beside it).
    case cancelStale(lift: AnyHashableSendable, keep: ScopeSegment?)
    /// Everything inside belongs to a presented child: its `dismiss` dependency sends `dismiss`.
    case dismissable(dismiss: Action, Effect)
  }

  let operation: Operation

  init(_ operation: Operation) { self.operation = operation }

  /// No work.
  public static var none: Effect { Effect(.none) }

  /// Sends one action synchronously: the store processes it right after the current action
  /// (first in, first out).
  public static func send(_ action: Action) -> Effect { Effect(.send(action)) }

  /// Runs asynchronous work that may send actions back with `await send(...)`.
  ///
  /// - Parameters:
  ///   - name: an optional label shown when the effect is listed (`effects` in the tutor) or
  ///     reported as still in flight.
  ///   - operation: the work. It is cancelled when the effect is cancelled, when the child or
  ///     element that started it goes away, or when the store is torn down.
  public static func run(
    name: String? = nil,
    _ operation: @escaping @Sendable (Send<Action>) async -> Void
  ) -> Effect {
    Effect(.run(name: name, operation))
  }

  /// Runs all effects at the same time.
  public static func merge(_ effects: Effect...) -> Effect { merge(effects) }

  /// `merge(first, second)` without building an array unless both do something: lifts merge a
  /// few effects on every action, most of them `.none`. (Not public overloads of `merge`: next to
  /// the variadic one, a call with two effects would be ambiguous.)
  static func merged(_ first: Effect, _ second: Effect) -> Effect {
    if first.isNone { return second }
    if second.isNone { return first }
    return Effect(.merge([first, second]))
  }

  /// `merge(first, second, third)`, building an array only when two or more do something.
  @usableFromInline
  static func merged(_ first: Effect, _ second: Effect, _ third: Effect) -> Effect {
    if first.isNone { return merged(second, third) }
    if second.isNone { return merged(first, third) }
    if third.isNone { return Effect(.merge([first, second])) }
    return Effect(.merge([first, second, third]))
  }

  /// Runs all effects at the same time.
  public static func merge(_ effects: [Effect]) -> Effect {
    // Most merges hold at most one effect that does something: no filtered copy for those.
    var working = 0
    var last = Effect.none
    for effect in effects where !effect.isNone {
      working += 1
      last = effect
    }
    switch working {
    case 0: return .none
    case 1: return last
    default: return Effect(.merge(effects.filter { !$0.isNone }))
    }
  }

  /// Runs the effects one after the other: each starts when the previous one has finished.
  public static func concatenate(_ effects: Effect...) -> Effect { concatenate(effects) }

  /// Runs the effects one after the other: each starts when the previous one has finished.
  public static func concatenate(_ effects: [Effect]) -> Effect {
    let effects = effects.filter { !$0.isNone }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Effect(.concatenate(effects))
    }
  }

  /// Combines this effect with another so both run at the same time.
  public func merge(with other: Effect) -> Effect { .merge(self, other) }

  /// Combines this effect with another so `other` starts when this one has finished.
  public func concatenate(with other: Effect) -> Effect { .concatenate(self, other) }

  /// Whether this effect does nothing at all.
  public var isNone: Bool {
    if case .none = operation { return true }
    return false
  }
}
