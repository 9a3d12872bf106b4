import PromptLanguage
import ReducerKit
import ReducerKitTestingCore
import TutorSupport

/// The sandbox of one feature type: a live store on virtual time, the history that `undo`
/// replays, and the TestStore while a test runs at the prompt.
final class TypedSandbox<R: Reducer>: Sandbox, UndoCounting
where R.State: Codable & Equatable & Sendable, R.Action: Codable & Equatable {
  typealias State = R.State
  typealias Action = R.Action

  /// What the learner did, replayed by `undo`.
  enum Entry {
    case send(Action)
    case advance(Duration)
  }

  let initialState: State
  let makeReducer: () -> R
  /// What is worked out about the feature by reflection over its examples, on first use (not
  /// before the first prompt), once for every sandbox of the same definition.
  private let knowledge: SandboxKnowledge
  var cases: CaseTree { knowledge.cases.value }
  private(set) lazy var vocabulary: [String] = cases.allNames
  private(set) lazy var decoder = ValueDecoder(vocabulary: vocabulary)
  private(set) var live: LiveRun<R>
  /// Struct literals' default fields, learnt from the feature.
  var structDefaults: StructDefaults { knowledge.structDefaults.value }
  /// The lines `undo` can take back, with checkpoints (see ``UndoLog``).
  private var history = UndoLog<Entry, LiveRunSnapshot<State>>()
  /// How many lines the last `undo` replayed (for tests: it does not grow with the session).
  private(set) var lastUndoReplayed = 0
  var effectsListed: Int { live.core.effectsListed }
  private var test: TestRun<R>?

  private let realtime: Bool
  private var wake: (@Sendable () -> Void)?

  init(
    initialState: State, makeReducer: @escaping () -> R, knowledge: SandboxKnowledge, realtime: Bool = false
  ) {
    self.initialState = initialState
    self.makeReducer = makeReducer
    self.knowledge = knowledge
    self.realtime = realtime
    self.live = LiveRun(initialState: initialState, reducer: makeReducer(), realtime: realtime)
  }

  func runPendingWork() -> [Output] {
    guard test == nil else { return [] }
    return live.runPendingWork()
  }

  func onPendingWork(_ wake: (@Sendable () -> Void)?) {
    self.wake = wake
    live.core.onPendingWork(wake)
  }

  private func freshLive(from snapshot: LiveRunSnapshot<State>? = nil) {
    live = LiveRun(initialState: initialState, reducer: makeReducer(), realtime: realtime, from: snapshot)
    live.core.onPendingWork(wake)
  }

  var isTesting: Bool { test != nil }

  var encodedState: Value? { try? encodeToValue(currentState) }

  private var currentState: State { test?.store.currentState ?? live.core.state }
  var currentStateForCompletion: State { currentState }

  /// The id the next push onto a stack should carry: the store's next stack id (TCA's
  /// `stackElementID.peek()`).
  func nextStackID() -> String {
    let generator = test?.store.dependencies.stackElementID ?? live.core.dependencies.stackElementID
    return String(generator.peek().generation)
  }

  func send(_ parsed: ParsedValue, scope: SandboxScope) -> StepResult {
    let action: Action
    do { action = try decodeAction(parsed, scope: scope) } catch { return error.result }
    var outputs: [Output] = []
    if !scope.isRoot {
      outputs.append(.code("\(parsed.source)  →  \(actionDump(action))", role: .dim))
    }
    if let test {
      return test.sendUnasserted(action, prefix: outputs)
    }
    outputs += live.send(action)
    record(.send(action))
    return StepResult(outputs)
  }

  func advance(by duration: Duration) -> StepResult {
    if let test { return test.advance(by: duration) }
    let (outputs, advanced) = live.advance(by: duration)
    record(.advance(advanced))
    return StepResult(outputs)
  }

  /// Notes a line for `undo` (off with the real clock, where undo is off).
  private func record(_ entry: Entry) {
    guard !realtime else { return }
    history.append(entry) { live.snapshot() }
  }

  func showState(at path: ValuePath, scope: SandboxScope) -> StepResult {
    let components = scope.statePath + path.components
    switch StateInspector.resolve(currentState, components) {
    case .found(let value):
      return StepResult([.code(valueDump(value))])
    case .isNil(let at):
      return .failure(.say("state.isNil", ["path": at]))
    case .noField(let name, let parent, let suggestion):
      if let suggestion {
        return .failure(
          .say("state.noFieldSuggestion", ["field": name, "parent": parent, "suggestion": suggestion]))
      }
      return .failure(.say("state.noField", ["field": name, "parent": parent]))
    case .noElement(let element, let parent):
      return .failure(.say("state.noElement", ["element": element, "parent": parent]))
    case .notACollection(let path):
      return .failure(.say("state.notACollection", ["path": path]))
    }
  }

  func showEffects() -> StepResult {
    let effects = test?.store.runningEffects ?? live.core.runningEffects
    return StepResult(EffectListing.outputs(for: effects))
  }

  func check(scope: SandboxScope) -> StepResult {
    let result = showState(at: .root, scope: scope)
    guard result.failed else { return StepResult() }
    if case .isNil = StateInspector.resolve(currentState, scope.statePath) {
      return .failure(.say("scope.isNil", ["scope": scope.description]))
    }
    if case .noElement = StateInspector.resolve(currentState, scope.statePath) {
      return .failure(.say("scope.noElement", ["scope": scope.description]))
    }
    return result
  }

  func withEnvelopes(_ scope: SandboxScope) -> SandboxScope {
    var scope = scope
    var tree = cases
    for index in scope.steps.indices {
      tree = tree.child(scope.steps[index].field)
      if scope.steps[index].element != nil {
        tree = tree.child("element")
        scope.steps[index].envelope = nil
      } else if tree.names.contains("presented"),
        tree.names.allSatisfy({ $0 == "presented" || $0 == "dismiss" })
      {
        scope.steps[index].envelope = "presented"
        tree = tree.child("presented")
      } else {
        scope.steps[index].envelope = nil
      }
    }
    return scope
  }

  func undo() -> StepResult {
    if test != nil { return .failure(.say("undo.inTest")) }
    if realtime { return .failure(.say("undo.realtime")) }
    // While effects run no checkpoint is taken, so the replay would grow with the session:
    // past the bound, undo refuses rather than replay it (an idle store has checkpoints).
    let replayCount = history.undoReplayCount
    if !live.core.isIdle, replayCount > WorkBounds.undoReplayLines {
      lastUndoReplayed = 0
      return .failure(
        .say(
          "perf.undoWhileRunning",
          ["limit": String(WorkBounds.undoReplayLines), "lines": String(replayCount + 1)]))
    }
    guard let (last, snapshot, start, replay) = history.undo() else {
      return .failure(.say(history.trimmed ? "perf.undoTrimmed" : "undo.nothing"))
    }
    freshLive(from: snapshot)
    live.replay(replay) { count in history.replayed(upTo: start + count) { live.snapshot() } }
    lastUndoReplayed = replay.count
    let undone: String
    switch last {
    case .send(let action): undone = actionDump(action)
    case .advance(let duration): undone = "advance \(DurationText.format(duration))"
    }
    return StepResult([.say("undo.done", ["step": undone])])
  }

  func reset() -> StepResult {
    if test != nil { _ = abandonTest() }
    history = UndoLog()
    freshLive()
    return StepResult([.say("reset.done")])
  }

  func startTest() -> StepResult {
    if test != nil { return .failure(.say("test.alreadyRunning")) }
    test = TestRun(initialState: initialState, reducer: makeReducer())
    return StepResult([.say("test.started")])
  }

  func run(_ step: Step, scope: SandboxScope) -> StepResult {
    guard let test else { return .failure(.say("test.notRunning")) }
    let action: Action
    do {
      action = try decodeAction(step.action, scope: scope)
    } catch {
      // `receive \.response`: a case named without its payload matches any payload.
      guard step.kind == .receive, step.namesCase, error.lacksPayload(of: step.action.value) else {
        return error.result
      }
      return test.receive(
        namedCase: scope.embed(step.action.value), step: structDefaults.filling(step), decoder: decoder)
    }
    return test.run(structDefaults.filling(step), action: action, decoder: decoder)
  }

  func finishTest() -> StepResult {
    guard let test else { return .failure(.say("test.notRunning")) }
    self.test = nil
    lastTestSentActions = test.sentActions
    let (result, verdict) = test.finish()
    lastTestVerdict = verdict
    return result
  }

  func abandonTest() -> StepResult {
    guard let test else { return StepResult() }
    self.test = nil
    lastTestSentActions = test.sentActions
    let (result, verdict) = test.abandon()
    lastTestVerdict = verdict
    return result
  }

  private(set) var lastTestSentActions: [String] = []
  private(set) var lastTestVerdict: TestVerdict?

  private func decodeAction(_ parsed: ParsedValue, scope: SandboxScope) throws(StepResultError) -> Action {
    do throws(InputError) {
      var parsed = parsed
      parsed.value = structDefaults.filling(parsed.value)
      return try decoder.decode(Action.self, from: scope.embed(parsed))
    } catch {
      var result = InputErrorOutput.result(error)
      if let hint = EnvelopeHint.outputs(
        typed: parsed.value, scope: scope,
        decodes: { value in (try? self.decoder.decode(Action.self, from: value)).map { actionDump($0) } })
      {
        result.outputs = hint.replacesError ? hint.outputs : result.outputs + hint.outputs
      } else if let hint = EnumCaseHint.outputs(
        typed: parsed.value, scope: scope, state: stateValue(at: scope.statePath),
        decodes: { value in (try? self.decoder.decode(Action.self, from: value)) != nil })
      {
        result.outputs += hint
      }
      throw StepResultError(result: result, cause: error)
    }
  }
}

/// A line that could not be run, carried as an error.
struct StepResultError: Error {
  let result: StepResult
  /// What the decoder said, when the line was refused by it.
  var cause: InputError? = nil

  /// The decoder refused `pattern` only for want of its last case's payload: `\.response`
  /// names `.response(String)`.
  func lacksPayload(of pattern: Value) -> Bool {
    guard case .missingArgument(let caseName, _)? = cause?.kind else { return false }
    return pattern.lastCaseName == caseName
  }
}
