import PromptLanguage
import ReducerKit
import ReducerKitTestingCore
import Synchronization
import TutorSupport

/// An exhaustive test typed at the prompt: a TestStore whose failures are collected and shown.
final class TestRun<R: Reducer>
where R.State: Codable & Equatable & Sendable, R.Action: Codable & Equatable {
  let store: TestStore<R.State, R.Action>
  /// The actions the test sent, as typed, in order.
  private(set) var sentActions: [String] = []
  /// The `send`, `receive` and `advance` lines run so far (rejected lines are not counted).
  private(set) var steps = 0
  /// How many of them failed a check.
  private(set) var failedLines = 0
  private let failures = FailureInbox()
  /// Runtime warnings are shown at the prompt, as in play mode, not printed to standard error.
  private let warnings = WarningInbox()

  init(initialState: R.State, reducer: R) {
    let handler = warnings.handler
    store = TestStore(
      initialState: initialState, reducer: reducer, prepare: { $0.warnings = handler },
      reporter: failures.reporter)
  }

  /// `send <action> { … }` or `receive <action> { … }`.
  func run(_ step: Step, action: R.Action, decoder: ValueDecoder) -> StepResult {
    let assert: ((inout R.State) -> Void)?
    do { assert = try assertion(step, decoder: decoder) } catch { return error.result }
    switch step.kind {
    case .send:
      sentActions.append(actionDump(action))
      store.send(action, assert: assert)
    case .receive: store.receive(action, assert: assert)
    }
    return outcome()
  }

  /// `receive \.response { … }`: the next action received is in the case `pattern` names, with any
  /// payload (TCA's `receive(\.response)`).
  func receive(namedCase pattern: Value, step: Step, decoder: ValueDecoder) -> StepResult {
    let assert: ((inout R.State) -> Void)?
    do { assert = try assertion(step, decoder: decoder) } catch { return error.result }
    store.receive(
      where: { action in (try? encodeToValue(action)).map { pattern.namesCase(of: $0) } ?? false },
      describedAs: step.actionSource, assert: assert)
    return outcome()
  }

  /// The block's check: the state last asserted, edited by the block's statements.
  private func assertion(_ step: Step, decoder: ValueDecoder) throws(StepResultError) -> (
    (inout R.State) -> Void
  )? {
    guard step.hasBlock else { return nil }
    let (expected, value) = try edited(store.assertedState, by: step.statements, decoder: decoder)
    // Decoded again where the assertion runs: an element a block pushes with `append` then gets
    // the id the reducer's push got (a stack's next id comes from the test store).
    return { $0 = (try? decoder.decode(R.State.self, from: value)) ?? expected }
  }

  /// A bare action typed in a test: sent without assertions, so any change fails.
  func sendUnasserted(_ action: R.Action, prefix: [Output]) -> StepResult {
    sentActions.append(actionDump(action))
    store.send(action)
    var result = outcome()
    result.outputs.insert(contentsOf: prefix, at: 0)
    return result
  }

  func advance(by duration: Duration) -> StepResult {
    // Actions effects send back wait for `receive`: the clock stops before they pile up.
    let room = max(0, WorkBounds.queuedInTest - store.pendingReceivedActions.count)
    let lineLimit = ActionBudget.lineLimit
    let bounded = store.advance(
      by: duration, wakeUpLimit: AdvanceBudget.wakeUpsPerLine, actionLimit: min(room, lineLimit)
    ) { LineInterrupt.requested }
    ActionBudget.current?.spend(bounded.actions)
    ActionBudget.noteStop(bounded, lineLimit: lineLimit <= room ? lineLimit : WorkBounds.actionsPerLine)
    var result = outcome(
      passedKey: "test.advanced", arguments: ["duration": DurationText.format(bounded.advanced)])
    let queueFull =
      bounded.stop == .actionLimit && store.pendingReceivedActions.count >= WorkBounds.queuedInTest
    result.outputs += AdvanceBudget.stopOutputs(bounded, asked: duration, queueFull: queueFull)
    return result
  }

  /// Ends the test with the end check, and gives the verdict: see ``TestVerdict``.
  func finish() -> (result: StepResult, verdict: TestVerdict) {
    store.finish()
    let failures = failures.take()
    var outputs: [Output] = WarningSummary.outputs(for: warnings.take())
    for failure in failures { outputs += TestFailureOutput.outputs(for: failure) }
    let verdict = TestVerdict.finished(steps: steps, failedLines: failedLines, finishFailures: failures.count)
    outputs += verdict.outputs
    return (.checked(outputs, failed: !failures.isEmpty), verdict)
  }

  /// Leaves the test without its end check: says what was left, neither passed nor failed.
  func abandon() -> (result: StepResult, verdict: TestVerdict) {
    let verdict = TestVerdict.unfinished(
      steps: steps, failedLines: failedLines, runningEffects: store.runningEffects.count,
      waitingActions: store.pendingReceivedActions.count)
    store.skipReceivedActions()
    store.skipInFlightEffects()
    store.finish()
    _ = failures.take()
    _ = warnings.take()
    return (StepResult(verdict.outputs), verdict)
  }

  private func outcome(passedKey: String = "test.passed", arguments: [String: String] = [:]) -> StepResult {
    let failures = failures.take()
    steps += 1
    if !failures.isEmpty { failedLines += 1 }
    var outputs: [Output] = WarningSummary.outputs(for: warnings.take())
    if failures.isEmpty {
      outputs.append(.message(key: passedKey, arguments: arguments, role: .success))
    } else {
      for failure in failures { outputs += TestFailureOutput.outputs(for: failure) }
    }
    let pending = store.pendingReceivedActions
    if !pending.isEmpty {
      outputs.append(.message(key: "test.waiting", count: pending.count, role: .hint))
      outputs += AdvanceBudget.summarised(pending.map { actionDump($0) }) { .code("  " + $0, role: .hint) }
    }
    return .checked(outputs, failed: !failures.isEmpty)
  }

  /// The state after applying the block's statements to the state last asserted.
  private func edited(
    _ state: R.State, by statements: [Statement], decoder: ValueDecoder
  ) throws(StepResultError) -> (state: R.State, value: Value) {
    // The lesson's state types are plain Codable values: encoding them cannot fail.
    guard let encoded = try? encodeToValue(state) else {
      throw StepResultError(result: .failure(.say("test.unencodable")))
    }
    do throws(InputError) {
      let value = try encoded.applying(statements)
      return (try decoder.decode(R.State.self, from: value), value)
    } catch {
      throw StepResultError(result: InputErrorOutput.result(error))
    }
  }
}

/// Collects TestStore failures to show them.
final class FailureInbox: Sendable {
  private let failures = Mutex<[TestFailure]>([])

  var reporter: FailureReporter {
    FailureReporter { failure in self.failures.withLock { $0.append(failure) } }
  }

  func take() -> [TestFailure] {
    failures.withLock { list in
      defer { list = [] }
      return list
    }
  }
}
