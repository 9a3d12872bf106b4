/// The engine shared by ``Store`` and the TestStore: state, reducer, action queue and effects.
///
/// ### Order of work
/// `settle()` repeats, until nothing is left, the first of these that applies:
/// 1. process the oldest queued action (first in, first out — actions sent synchronously by
///    effects queue behind the current one, and a send made while processing is queued too);
/// 2. take the oldest event from effects: an action sent back is queued, and its sender waits;
/// 3. run the oldest ready effect job until it suspends;
/// 4. resume a waiting sender: the oldest one, unless effects its action started are waiting
///    too — those go first (see ``WaitingSenders``). So effects woken at the same moment, such
///    as timers with equal deadlines, go on in the order they sent, and sleep (and wake next
///    time) in that same order.
///
/// So `await send(a)` inside an effect returns only after `a` and everything it set off have
/// settled, and the order of actions is the same in a live store and in a test.
package final class StoreCore<State, Action: Sendable>: ClockDriver {
  package private(set) var state: State
  private let reducer: (inout State, Action) -> Effect<Action>
  /// The dependencies reducers and effects run with. A test may change them between steps
  /// (TCA's `store.dependencies.x = …`): effects already running keep the values they started with.
  package var dependencies: DependencyValues {
    didSet { dependencies.storeLocal = local }
  }
  let runtime: EffectRuntime<Action>
  /// What this store keeps for its reducers and effects (throttle windows, dismissals).
  let local = StoreLocal()
  // The bookkeeping below is read and written a few times per action, from the store's one
  // thread, never across a call that could reach it again (the reducer runs on `state`, which
  // keeps the runtime's exclusivity checks): `@exclusivity(unchecked)` spares those checks, a
  // tenth of a plain `send`'s instructions (docs/benchmarks.md, issue 16).

  /// Actions to process, each with the waiting sender it answers (if an effect sent it).
  @exclusivity(unchecked) private var queue:
    [(action: Action, source: ProcessedAction<Action>.Source, waiter: Int?)] = []
  @exclusivity(unchecked) private var queueHead = 0
  @exclusivity(unchecked) private var waitingSenders = WaitingSenders()
  /// True while `settle()` runs: a send made now (by an effect or a reducer) is only queued.
  @exclusivity(unchecked) private(set) var isSettling = false
  @exclusivity(unchecked) var nextActionNumber = 0
  /// Called after each action is reduced, with the state it left.
  @exclusivity(unchecked) package var didProcess: ((ProcessedAction<Action>, State) -> Void)?

  package init<R: Reducer>(initialState: State, reducer: R, dependencies: DependencyValues)
  where R.State == State, R.Action == Action {
    self.state = initialState
    self.reducer = { state, action in reducer.reduce(into: &state, action: action) }
    var dependencies = dependencies
    dependencies.storeLocal = local
    self.dependencies = dependencies
    runtime = EffectRuntime(local: local)
    runtime.enqueue = { [unowned self] action, source, waiter in
      self.queue.append((action, source, waiter))
    }
    local.driver.withLock { $0 = ClockDriverBox(driver: self) }
  }

  deinit {
    runtime.cancelAll()
    drainAfterCancel()
  }

  /// Sends an action from outside and settles everything it sets off. Returns the action's
  /// number when it was processed at once (not queued behind a send in progress), for a
  /// ``StoreTask``.
  @discardableResult
  package func send(_ action: Action) -> Int? {
    var number: Int?
    if !isSettling && queueHead == queue.count {
      number = nextActionNumber
      // Nothing is queued: the action would be the first one `settle()` takes, so it is
      // processed at once, without going through the queue.
      isSettling = true
      process(action, source: .sent, waiter: nil)
      isSettling = false
    } else {
      queue.append((action, .sent, nil))
    }
    settle()
    return number
  }

  /// Whether effects the action numbered `number` started are still running.
  package func hasEffects(startedBy number: Int) -> Bool {
    runtime.hasEffects(startedBy: number)
  }

  /// Runs everything that can run now, in the order described above.
  package func settle() {
    guard !isSettling else { return }
    isSettling = true
    defer { isSettling = false }
    while true {
      if queueHead < queue.count {
        let (action, source, waiter) = queue[queueHead]
        queueHead += 1
        if queueHead == queue.count {
          queue.removeAll(keepingCapacity: true)
          queueHead = 0
        }
        process(action, source: source, waiter: waiter)
      } else if let event = runtime.mailbox.takeFirst() {
        if let sent = runtime.handle(event) {
          let waiter = waitingSenders.add(sent.acknowledge, parent: sent.parent)
          queue.append((sent.action, sent.source, waiter))
        }
      } else if runtime.executor.runNextJob() {
        continue
      } else if let sender = waitingSenders.takeNext() {
        sender.resume()
      } else {
        return
      }
    }
  }

  /// Moves the virtual clock forward by `duration`, waking sleepers in deadline order and
  /// settling after each wake. Returns false when the store's clock is not a ``VirtualClock``.
  @discardableResult
  package func advance(by duration: Duration) -> Bool {
    guard let clock = dependencies.virtualClock else { return false }
    advance(clock, by: duration)
    return true
  }

  /// Moves `clock` forward by `duration`, settling after each wake (a ``TestClock`` one of this
  /// store's effects sleeps on, advanced by the test).
  func advance(_ clock: VirtualClock, by duration: Duration) {
    settle()
    let target = clock.now.advanced(by: duration)
    while clock.wakeNext(notAfter: target) { settle() }
    clock.move(to: target)
    settle()
  }

  /// Cancels the effects the action numbered `number` started (a `StoreTask`'s `cancel()`).
  package func cancelEffects(startedBy number: Int) {
    runtime.cancelEffects(startedBy: number)
    settle()
  }

  /// The effects still running, oldest first.
  package var runningEffects: [EffectInfo] { runtime.runningEffects }

  /// How many effects are running. - Complexity: O(1) (``runningEffects`` lists them all).
  package var runningEffectCount: Int { runtime.runningEffectCount }

  /// How many effect records ``runningEffects`` has listed so far (tests count the work of a
  /// line with it).
  package var effectsListed: Int { runtime.effectsListed }

  /// Asks to be told, on any thread, when effect work is waiting for ``settle()`` (with a live
  /// clock, after a real sleep). The store must still be settled on its own thread.
  package func onPendingWork(_ wake: (@Sendable () -> Void)?) {
    runtime.executor.setWakeUp(wake)
  }

  /// Replaces the state wholesale, cancelling every running effect (for reset and undo).
  package func reset(to newState: State) {
    cancelAllEffects()
    state = newState
  }

  /// Cancels every running effect and lets them wind down.
  package func cancelAllEffects() {
    runtime.cancelAll()
    settle()
  }

  private func process(_ action: Action, source: ProcessedAction<Action>.Source, waiter: Int?) {
    let number = nextActionNumber
    nextActionNumber += 1
    let effect = DependencyValues.$current.withValue(dependencies) {
      reducer(&state, action)
    }
    didProcess?(ProcessedAction(number: number, action: action, source: source), state)
    runtime.start(effect, for: action, number: number, dependencies: dependencies, waiter: waiter)
    // Presentations the reducer dismissed (by anyone): their effects end now, including any the
    // same action just started for them.
    let dismissed = local.dismissals.take()
    if !dismissed.isEmpty && !local.replaceableScopes.isZero { runtime.cancelPresentations(dismissed) }
  }

  private func drainAfterCancel() {
    var rounds = 0
    while rounds < 10_000 {
      rounds += 1
      if let event = runtime.mailbox.takeFirst() {
        if case .sent(_, _, let acknowledge) = event {
          acknowledge.resume()
        } else {
          _ = runtime.handle(event)
        }
      } else if runtime.executor.runNextJob() {
        continue
      } else if let sender = waitingSenders.takeNext() {
        sender.resume()
      } else {
        return
      }
    }
  }
}
