/// Holds a feature's state, runs its reducer for each action, and runs the effects it returns.
///
///     let store = Store(initialState: AppState(), reducer: App())
///     store.send(.left(.inc))
///     store.state.left   // 1
///
/// `send` is synchronous: when it returns, the action, every action its effects sent
/// synchronously (first in, first out) and every effect step that could run without waiting for
/// time have been processed. With a ``VirtualClock`` (``DependencyValues/test``), time moves only
/// by ``advance(by:)``. Observers hear once per batch. A store is used from one thread.
@dynamicMemberLookup
public final class Store<State, Action: Sendable> {
  let core: StoreCore<State, Action>
  // Read on every send from the store's one thread, never across a call that reaches them again:
  // no runtime exclusivity checks (see `StoreCore`).
  @exclusivity(unchecked) private var observers: [Int: (State) -> Void] = [:]
  private var nextObserver = 0
  @exclusivity(unchecked) private var isNotifying = false
  /// Actions observers sent while being notified: the next batch, run once all have heard.
  private var sentByObservers: [Action] = []
  /// Whether `sentByObservers` holds anything: checked after every batch without touching the
  /// generic array (whose type the runtime would look up each time).
  @exclusivity(unchecked) private var observersSent = false

  /// - Parameters:
  ///   - dependencies: the clock, id generators and warning handler; adjust in `prepare`.
  public init<R: Reducer>(
    initialState: State,
    reducer: R,
    dependencies: DependencyValues = .live,
    prepare: (inout DependencyValues) -> Void = { _ in }
  ) where R.State == State, R.Action == Action {
    var dependencies = dependencies
    prepare(&dependencies)
    core = StoreCore(initialState: initialState, reducer: reducer, dependencies: dependencies)
  }

  /// The current state.
  public var state: State { core.state }

  /// The dependencies the store runs with.
  public var dependencies: DependencyValues { core.dependencies }

  /// Processes an action and everything it sets off that can happen now.
  ///
  /// A send made while the store is working (from an effect or a reducer) is queued behind the
  /// current action and is part of the same batch; one made by an observer starts the next batch
  /// once every observer has heard this one. Either way observers hear once per batch, always
  /// the latest state, and never while a reducer holds the state.
  ///
  /// Returns the work the action started, as TCA's `StoreTask`: `cancel()` it, or
  /// `await task.finish()` until it ends.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    if isNotifying {
      sentByObservers.append(action)
      observersSent = true
      return StoreTask(core: nil, number: nil)
    }
    let number = core.send(action)
    if core.isSettling { return StoreTask(core: core, number: number) }  // the outer batch notifies
    notify()
    return StoreTask(core: core, number: number)
  }

  /// Moves virtual time forward, running due effects in deadline order. Returns false (and does
  /// nothing) when the store does not run on a ``VirtualClock``.
  @discardableResult
  public func advance(by duration: Duration) -> Bool {
    let moved = core.advance(by: duration)
    notify()
    return moved
  }

  /// Runs effect work that became ready on its own (with a live clock, after a real sleep).
  public func runPendingWork() {
    core.settle()
    notify()
  }

  /// Asks to be told, on any thread, when effect work is waiting for ``runPendingWork()``.
  public func onPendingWork(_ wake: (@Sendable () -> Void)?) {
    core.runtime.executor.setWakeUp(wake)
  }

  /// The effects still running, oldest first.
  public var runningEffects: [EffectInfo] { core.runningEffects }

  /// Cancels every running effect and replaces the state (to reset or undo).
  public func reset(to state: State) {
    core.reset(to: state)
    notify()
  }

  /// Calls `observer` with the current state right away, then with the state after every batch
  /// of work (as a current-value publisher does). Keep the token to stay subscribed.
  ///
  /// An action the observer sends while hearing the current state is processed once it has
  /// heard it, like one sent while hearing a batch.
  public func observe(_ observer: @escaping (State) -> Void) -> Int {
    let id = nextObserver
    nextObserver += 1
    observers[id] = observer
    let wasNotifying = isNotifying
    isNotifying = true
    observer(core.state)
    isNotifying = wasNotifying
    if !wasNotifying { runSentByObservers() }
    return id
  }

  /// Stops calling the observer registered under `token`.
  public func removeObserver(_ token: Int) { observers[token] = nil }

  private func notify() {
    // Nobody listens (a store driven by code, a benchmark): nothing to sort, copy or call.
    guard !observers.isEmpty else { return }
    isNotifying = true
    let state = core.state
    for id in observers.keys.sorted() { observers[id]?(state) }
    isNotifying = false
    runSentByObservers()
  }

  /// Runs the actions observers sent while hearing a state, as the next batch.
  private func runSentByObservers() {
    guard observersSent else { return }
    let next = sentByObservers
    sentByObservers = []
    observersSent = false
    for action in next { core.send(action) }
    notify()
  }
}
