/// A store for tests that checks everything: every state change must be asserted, every action
/// an effect sends back must be received, and every effect must be finished or cancelled by the
/// end of the test.
///
///     let store = TestStore(initialState: ListState(), reducer: List())
///     store.send(.addRow) { $0.rows.append(Row.State(id: 0)) }
///     store.send(.rows(.element(id: 0, action: .onAppear)))
///     store.advance(by: .seconds(1))
///     store.receive(.rows(.element(id: 0, action: .tick))) { $0.rows[id: 0]?.seconds = 1 }
///     store.send(.rows(.element(id: 0, action: .delegate(.deleteRequested)))) {
///       $0.rows.remove(id: 0)
///     }
///     store.finish()
///
/// It is synchronous and runs on virtual time: `send`, `receive` and `advance` do all their work
/// before returning, in the same order a live store would, so a test never waits or flakes.
/// Failures go to a ``FailureReporter``: the running test framework by default.
public final class TestStore<State: Equatable, Action: Sendable> {
  let core: StoreCore<State, Action>
  let reporter: FailureReporter
  let createdAt: TestLocation
  /// The virtual clock effects sleep on (under a ``TestClock``, its virtual time).
  public var clock: VirtualClock { core.dependencies.virtualClock ?? defaultClock }
  private let defaultClock: VirtualClock
  /// How strict the checks are.
  public var exhaustivity: Exhaustivity = .on
  /// Set when the feature under test dismissed itself (`@Dependency(\.dismiss)` at the root):
  /// sending to the store afterwards fails, as in TCA.
  let dismissal = RootDismissal()
  /// The number of the action the last `send` processed, for its ``TestStoreTask``.
  var lastSentNumber: Int?

  /// The state as last asserted (or, after a failure, as it really was, so that one mistake
  /// does not cascade): what the next assertion starts from.
  public internal(set) var assertedState: State
  /// Actions effects sent back, not yet received, each with the state it left and the state
  /// before it (and the shared values beside each).
  var receivedActions: [ReceivedAction] = []
  /// The state after the last action processed, asserted or not.
  var lastProcessedState: State
  /// What the store knows of shared state (`@Shared`): the boxes its reducers and effects
  /// changed, and their values before (TestStore+SharedState.swift).
  let sharedLedger = SharedLedger()
  /// The shared values as last asserted, beside ``assertedState``.
  var assertedShared: SharedSnapshot
  /// The shared values after the last action processed, beside ``lastProcessedState``.
  var lastProcessedShared: SharedSnapshot
  /// The shared values right after the action being sent now.
  var sharedAfterSend: SharedSnapshot?
  /// True after a `send` made while received actions were waiting (a failure): assertions are
  /// then judged from the state right before their own action, until the queue is empty.
  var outOfOrder = false
  /// The state right after the action being sent now.
  var stateAfterSend: State?
  /// For each processed action number, the line of the `send` or `receive` it belongs to.
  var locations: [Int: TestLocation] = [:]
  /// The line of the most recent `send`, owner of the actions it sets off until received.
  var currentLocation: TestLocation
  var isFinished = false
  /// Effects ``skipInFlightEffects()`` stopped tracking (by ``EffectInfo/id``).
  var skippedEffects: Set<Int> = []
  /// Unimplemented `@DependencyClient` endpoints called, each reported as a failure.
  let unimplementedCalls: UnimplementedCalls

  /// - Parameters:
  ///   - prepare: adjusts the dependencies: by default a fresh ``VirtualClock``, ids counting up
  ///     from 0 and incrementing UUIDs, runtime warnings printed.
  ///   - reporter: where failures go (the `ReducerKitTesting` module, which tests import, adds an
  ///     initializer without it that reports to the running test framework).
  public init<R: Reducer>(
    initialState: State,
    reducer: R,
    prepare: (inout DependencyValues) -> Void = { _ in },
    reporter: FailureReporter,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where R.State == State, R.Action == Action {
    var dependencies = DependencyValues.test
    let clock = VirtualClock()
    dependencies.clock = clock
    dependencies.dismiss = DismissEffect { [dismissal] in dismissal.dismiss() }
    prepare(&dependencies)
    dependencies.sharedLedger = sharedLedger
    let unimplementedCalls = UnimplementedCalls()
    dependencies.warnings = unimplementedCalls.collecting(around: dependencies.warnings)
    self.unimplementedCalls = unimplementedCalls
    self.defaultClock = clock
    self.core = StoreCore(initialState: initialState, reducer: reducer, dependencies: dependencies)
    self.reporter = reporter
    self.assertedState = initialState
    self.lastProcessedState = initialState
    self.assertedShared = sharedLedger.baseline()
    self.lastProcessedShared = sharedLedger.baseline()
    self.createdAt = TestLocation(fileID, filePath, line, column)
    self.currentLocation = createdAt
    core.didProcess = { [unowned self] processed, state in self.record(processed, state) }
  }

  deinit {
    if !isFinished { checkEnd(at: createdAt) }
  }

  /// The state as TCA's TestStore means it: as last asserted. Inside an assertion closure it is
  /// the state before the action (what the closure starts from). After `advance(by:)`, actions
  /// effects sent back are not in it until they are received: see ``currentState``.
  public var state: State { assertedState }

  /// Whether the feature under test dismissed itself (its root `@Dependency(\.dismiss)`), as
  /// TCA's `store.isDismissed`.
  public var isDismissed: Bool { dismissal.isDismissed }

  /// The state now, with everything processed so far, asserted or not.
  public var currentState: State { core.state }

  /// The dependencies the feature runs with; change them between steps (TCA's
  /// `store.dependencies.x = …`). Effects already running keep the values they started with.
  public var dependencies: DependencyValues {
    get { core.dependencies }
    set { core.dependencies = newValue }
  }

  /// The effects still running, oldest first.
  public var runningEffects: [EffectInfo] { core.runningEffects }

  /// The actions effects have sent back that no `receive` has asserted yet, oldest first.
  public var pendingReceivedActions: [Action] { receivedActions.map(\.action.action) }

  /// Moves virtual time forward, running everything that becomes due, in deadline order.
  public func advance(by duration: Duration) {
    core.advance(by: duration)
    reportUnimplementedCalls(at: currentLocation)
  }

  private func record(_ processed: ProcessedAction<Action>, _ state: State) {
    let shared = sharedLedger.snapshot()
    switch processed.source {
    case .sent:
      stateAfterSend = state
      sharedAfterSend = shared
      lastSentNumber = processed.number
      locations[processed.number] = currentLocation
    case .effect(let parent):
      locations[processed.number] = locations[parent] ?? currentLocation
      receivedActions.append(
        ReceivedAction(
          action: processed, state: state, before: lastProcessedState, shared: shared,
          sharedBefore: lastProcessedShared))
    }
    lastProcessedState = state
    lastProcessedShared = shared
    reportUnimplementedCalls(at: locations[processed.number] ?? currentLocation)
  }

  /// After an out-of-order `send`, points ``assertedState`` at the state the next assertion
  /// starts from: the state before the next queued action, or the state now once none is left.
  func realignAfterOutOfOrder() {
    guard outOfOrder else { return }
    if let first = receivedActions.first {
      assertedState = first.before
      assertedShared = first.sharedBefore
    } else {
      assertedState = lastProcessedState
      assertedShared = lastProcessedShared
      outOfOrder = false
    }
  }

  func fail(_ kind: TestFailure.Kind, at location: TestLocation) {
    reporter.report(TestFailure(kind: kind, location: location))
  }
}
