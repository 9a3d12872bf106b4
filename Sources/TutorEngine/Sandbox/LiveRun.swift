import ReducerKit
import ReducerKitTesting
import Synchronization

/// The live store of a sandbox on virtual time, and what each action set off.
final class LiveRun<R: Reducer> where R.State: Equatable {
  let core: StoreCore<R.State, R.Action>
  private let warnings = WarningInbox()
  private var processed: [ProcessedAction<R.Action>] = []

  /// Whether effects sleep on the real clock.
  let realtime: Bool

  init(initialState: R.State, reducer: R, realtime: Bool = false) {
    self.realtime = realtime
    var dependencies = realtime ? DependencyValues.live : DependencyValues.test
    dependencies.warnings = warnings.handler
    core = StoreCore(initialState: initialState, reducer: reducer, dependencies: dependencies)
    core.didProcess = { [unowned self] action, _ in self.processed.append(action) }
  }

  /// Sends an action; reports the state diff, actions effects sent back, and warnings.
  func send(_ action: R.Action) -> [Output] {
    report { core.send(action) }
  }

  /// Runs effect work that became ready on its own (real time); reports what it did.
  func runPendingWork() -> [Output] {
    let outputs = report { core.settle() }
    guard !processed.isEmpty else { return [] }
    // Between lines the learner has not asked; keep it to what happened.
    return outputs.filter { if case .message("live.running", _, _, _) = $0 { false } else { true } }
  }

  /// Moves virtual time; reports what happened.
  func advance(by duration: Duration) -> [Output] {
    if realtime { return [.say("advance.realtime")] }
    var outputs = report { core.advance(by: duration) }
    if outputs.isEmpty {
      outputs.append(.say("advance.nothing", ["duration": DurationText.format(duration)]))
    }
    return outputs
  }

  /// Runs the history again on this fresh store, without reporting.
  func replay(_ entries: [TypedSandbox<R>.Entry])
  where R.State: Codable & Sendable, R.Action: Codable & Equatable {
    for entry in entries {
      switch entry {
      case .send(let action): core.send(action)
      case .advance(let duration): core.advance(by: duration)
      }
    }
    _ = warnings.take()
    processed = []
  }

  private func report(_ work: () -> Void) -> [Output] {
    let before = core.state
    processed = []
    work()
    var outputs: [Output] = []
    let received = processed.filter { $0.source != .sent }
    for action in received {
      outputs.append(.say("live.received", ["action": actionDump(action.action)]))
    }
    for warning in warnings.take() {
      outputs.append(contentsOf: WarningOutput.outputs(for: warning))
    }
    if let diff = valueDiff(before, core.state) {
      outputs.append(.code(diff, role: .diff))
    } else if processed.contains(where: { $0.source == .sent }) {
      outputs.append(.message(key: "live.noChange", role: .dim))
    }
    let running = core.runningEffects.count
    if running > 0 {
      outputs.append(.message(key: "live.running", count: running, role: .dim))
    }
    return outputs
  }
}

/// Collects runtime warnings raised while the store works.
final class WarningInbox: Sendable {
  private let warnings = Mutex<[RuntimeWarning]>([])

  var handler: WarningHandler {
    WarningHandler { warning in self.warnings.withLock { $0.append(warning) } }
  }

  func take() -> [RuntimeWarning] {
    warnings.withLock { list in
      defer { list = [] }
      return list
    }
  }
}
