import PromptLanguage
import ReducerKit
import ReducerKitTestingCore
import Synchronization
import TutorSupport

/// The live store of a sandbox on virtual time, and what each action set off.
final class LiveRun<R: Reducer> where R.State: Equatable {
  let core: StoreCore<R.State, R.Action>
  private let warnings = WarningInbox()
  private var processed: [ProcessedAction<R.Action>] = []
  private let counters: CheckpointCounters

  /// Whether effects sleep on the real clock.
  let realtime: Bool

  /// - Parameter snapshot: a checkpoint to start from instead of `initialState` (virtual time only).
  init(
    initialState: R.State, reducer: R, realtime: Bool = false, from snapshot: LiveRunSnapshot<R.State>? = nil
  ) {
    self.realtime = realtime
    var dependencies = realtime ? DependencyValues.live : DependencyValues.test
    dependencies.warnings = warnings.handler
    counters = CheckpointCounters(ids: snapshot?.ids ?? 0, uuids: snapshot?.uuids ?? 0)
    if !realtime { counters.install(in: &dependencies) }
    core = StoreCore(
      initialState: snapshot?.state ?? initialState, reducer: reducer, dependencies: dependencies)
    if let snapshot {
      (dependencies.clock as? VirtualClock)?.move(to: snapshot.now)
      core.numbering = snapshot.numbering
    }
    core.didProcess = { [unowned self] action, _ in self.processed.append(action) }
  }

  /// A checkpoint of the store, when it is idle (no effect running) on virtual time.
  func snapshot() -> LiveRunSnapshot<R.State>? {
    guard !realtime, core.isIdle, let clock = core.dependencies.clock as? VirtualClock else { return nil }
    let counts = counters.counts
    return LiveRunSnapshot(
      state: core.state, now: clock.now, ids: counts.ids, uuids: counts.uuids, numbering: core.numbering)
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

  /// Moves virtual time, waking sleepers at no more than ``AdvanceBudget/wakeUpsPerLine``
  /// instants, and stopping early on Ctrl-C; reports what happened and how far time went.
  func advance(by duration: Duration) -> (outputs: [Output], advanced: Duration) {
    if realtime { return ([.say("advance.realtime")], .zero) }
    var outcome = AdvanceOutcome(wakeUps: 0, advanced: duration, stop: nil)
    let lineLimit = ActionBudget.lineLimit
    var outputs = report {
      outcome =
        core.advance(
          by: duration, wakeUpLimit: AdvanceBudget.wakeUpsPerLine, actionLimit: lineLimit
        ) { LineInterrupt.requested }
        ?? outcome
    }
    ActionBudget.current?.spend(outcome.actions)
    ActionBudget.noteStop(outcome, lineLimit: lineLimit)
    if outputs.isEmpty {
      outputs.append(.say("advance.nothing", ["duration": DurationText.format(duration)]))
    }
    outputs += AdvanceBudget.stopOutputs(outcome, asked: duration)
    return (outputs, outcome.advanced)
  }

  /// Runs lines again on this store, without reporting; `after(i)` is called once the `i`-th
  /// (counted from 1) has run.
  func replay(_ entries: ArraySlice<TypedSandbox<R>.Entry>, after: (Int) -> Void = { _ in })
  where R.State: Codable & Sendable, R.Action: Codable & Equatable {
    for (offset, entry) in entries.enumerated() {
      switch entry {
      case .send(let action): core.send(action)
      case .advance(let duration): core.advance(by: duration)
      }
      after(offset + 1)
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
    outputs += AdvanceBudget.receivedOutputs(received.map { actionDump($0.action) })
    outputs += WarningSummary.outputs(for: warnings.take())
    if let diff = valueDiff(before, core.state) {
      outputs.append(.code(diff, role: .diff))
    } else if processed.contains(where: { $0.source == .sent }) {
      outputs.append(.message(key: "live.noChange", role: .dim))
    }
    let running = core.runningEffectCount
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
