import PromptLanguage
import TutorSupport

/// One learner's session at the prompt: which sandbox, where in it, and whether a test runs.
/// Lines go in, outputs come out; the terminal and transcript front ends share it.
///
///     let session = Session(lesson: "pullback", sandboxes: BuiltInCourse.sandboxes)!
///     session.handle(".left(.inc)").outputs   // the diff: left 0 → 1
public final class Session: PromptDriver {
  /// The lesson whose sandbox is in play.
  public private(set) var lesson: String
  /// Where the prompt stands inside the store.
  public private(set) var scope = SandboxScope()
  private(set) var sandbox: any Sandbox
  /// Whether any check failed so far (refused lines do not count: they changed nothing).
  public private(set) var hasFailed = false
  /// How a test ended on the line being run, if one did.
  private var endedVerdict: TestVerdict?

  /// What one line did.
  public typealias Reply = PromptReply

  /// Whether the sandbox's effects run on the real clock (`--realtime`).
  public let realtime: Bool
  /// The sandboxes `play <lesson>` can switch to.
  public let sandboxes: SandboxList

  /// A session on the sandbox of `lesson`, or nil if there is none.
  /// - Parameter realtime: effects sleep on the real clock instead of the virtual one; the front
  ///   end must then call ``runPendingWork()`` when told through ``onPendingWork(_:)``.
  public init?(lesson: String, sandboxes: SandboxList, realtime: Bool = false) {
    guard let definition = sandboxes.named(lesson) else { return nil }
    self.lesson = lesson
    self.sandboxes = sandboxes
    self.realtime = realtime
    self.sandbox = definition.make(realtime)
  }

  /// With the real clock: runs effect work that became ready on its own, and says what it did.
  public func runPendingWork() -> [Output] { sandbox.runPendingWork() }

  /// With the real clock: `wake` is called, on any thread, when effect work is ready.
  public func onPendingWork(_ wake: (@Sendable () -> Void)?) {
    pendingWake = wake
    sandbox.onPendingWork(wake)
  }

  private var pendingWake: (@Sendable () -> Void)?

  /// The prompt: the lesson or the scope, and whether a test is running.
  public var prompt: String {
    let place = scope.isRoot ? lesson : scope.description
    return sandbox.isTesting ? "\(place) test> " : "\(place)> "
  }

  /// Whether a test is running at the prompt.
  public var isTesting: Bool { sandbox.isTesting }

  /// The actions the last finished test sent, as typed, in order.
  public var lastTestSentActions: [String] { sandbox.lastTestSentActions }

  /// The sandbox's state now, as a value tree (for goals and quiz answers).
  public var encodedState: Value? { sandbox.encodedState }

  /// Words for TAB completion of the word at `cursor`, from the grammar of the line and the
  /// sandbox's own types and state (see `PromptCompleter`).
  public func completions(line: String, cursor: Int) -> [String] {
    PromptCompleter(sandbox: sandbox, scope: scope, sandboxes: sandboxes).completions(
      String(line.prefix(cursor)))
  }

  /// Runs one prompt line.
  @discardableResult
  public func handle(_ line: String) -> Reply {
    var result: StepResult
    var quit = false
    endedVerdict = nil
    switch PromptCommandParser.parse(line) {
    case .failure(let problem):
      result = CommandProblemOutput.result(problem)
    case .success(let command):
      switch command {
      case .quit:
        quit = true
        result = abandonTest()
      default:
        let held = command.changesState ? HeldValue.capture(sandbox, scope: scope) : nil
        result = run(command, line: line)
        if command.changesState {
          let left = leaveVanishedScope()
          result.outputs += left + (left.isEmpty ? [] : HeldValue.outputs(held))
        }
      }
    }
    let outputs = result.outputs.map { output -> Output in
      if case .inputError(let error, nil) = output { return .inputError(error, source: line) }
      return output
    }
    return reply(StepResult(outputs, failed: result.failed, checkFailed: result.checkFailed), quit: quit)
  }

  /// Nothing to show before the first line: the front door greets.
  public func start() -> Reply { Reply(outputs: []) }

  /// Ends the session (end of input): a test still running is finished and checked.
  public func end() -> Reply {
    endedVerdict = nil
    guard sandbox.isTesting else { return Reply(outputs: [], quit: true) }
    return reply(finishTest(), quit: true)
  }

  /// Leaves a test still running without its end check, saying what it left: neither passed nor
  /// failed (`quit`, or a learner moving on).
  public func abandon() -> Reply {
    endedVerdict = nil
    return reply(abandonTest(), quit: false)
  }

  private func reply(_ result: StepResult, quit: Bool) -> Reply {
    if result.checkFailed { hasFailed = true }
    return Reply(
      outputs: result.outputs, failed: result.checkFailed, rejected: result.failed && !result.checkFailed,
      quit: quit, verdict: endedVerdict)
  }

  /// Ends a running test with its end check, noting the verdict.
  private func finishTest() -> StepResult {
    let result = sandbox.finishTest()
    endedVerdict = sandbox.lastTestVerdict
    return result
  }

  private func abandonTest() -> StepResult {
    guard sandbox.isTesting else { return StepResult() }
    let result = sandbox.abandonTest()
    endedVerdict = sandbox.lastTestVerdict
    return result
  }

  /// `send`, `receive` or `finish` typed while no test runs: starts one, saying so.
  private func startTestFor(_ verb: String) -> [Output] {
    guard !sandbox.isTesting else { return [] }
    _ = sandbox.startTest()
    return [.message(key: "flow.testStartedBy", arguments: ["verb": verb], role: .hint)]
  }

  private func run(_ command: PromptCommand, line: String) -> StepResult {
    switch command {
    case .nothing, .quit:
      return StepResult()
    case .action(let text):
      do throws(InputError) {
        let parsed = try ExpressionParser.parseValue(text, startColumn: column(of: text, in: line))
        return sandbox.send(parsed, scope: scope)
      } catch {
        return InputErrorOutput.result(error)
      }
    case .state(let pathText):
      do throws(InputError) {
        let path =
          try pathText.map { text throws(InputError) in
            try ValuePath.parse(text, startColumn: column(of: text, in: line))
          } ?? .root
        return sandbox.showState(at: path, scope: scope)
      } catch {
        return InputErrorOutput.result(error)
      }
    case .effects:
      return sandbox.showEffects()
    case .advance(let duration):
      return sandbox.advance(by: duration)
    case .scope(let text):
      return enter(text, line: line)
    case .up:
      guard !scope.isRoot else { return .failure(.say("scope.atRoot")) }
      scope.steps.removeLast()
      return StepResult()
    case .undo:
      return sandbox.undo()
    case .reset:
      scope = SandboxScope()
      var ended = sandbox.isTesting ? finishTest() : StepResult()
      ended.outputs += sandbox.reset().outputs
      return ended
    case .help:
      return StepResult(HelpText.outputs(testing: sandbox.isTesting, lesson: lesson, in: sandboxes))
    case .test:
      return sandbox.startTest()
    case .play(let name):
      return play(name)
    case .step(let text):
      let step: Step
      do throws(InputError) {
        step = try Step.parse(text)
      } catch {
        return InputErrorOutput.result(error)
      }
      let started = startTestFor(String(text.prefix { !$0.isWhitespace && $0 != "{" && $0 != "(" }))
      var result = sandbox.run(step, scope: scope)
      guard !(result.failed && !result.checkFailed && !started.isEmpty) else {
        // Refused (a case that does not exist…): the line changed nothing, so no test either.
        _ = sandbox.abandonTest()
        return result
      }
      result.outputs.insert(contentsOf: started, at: 0)
      return result
    case .finish:
      let started = startTestFor("finish")
      var result = finishTest()
      result.outputs.insert(contentsOf: started, at: 0)
      return result
    }
  }

  private func enter(_ text: String, line: String) -> StepResult {
    let path: ValuePath
    do throws(InputError) {
      path = try ValuePath.parse(text, startColumn: column(of: text, in: line))
    } catch {
      return InputErrorOutput.result(error)
    }
    guard let steps = SandboxScope.steps(from: path), !steps.isEmpty else {
      return .failure(.say("scope.badPath", ["path": text]))
    }
    let target = sandbox.withEnvelopes(SandboxScope(steps: scope.steps + steps))
    let check = sandbox.check(scope: target)
    guard !check.failed else { return check }
    scope = target
    return StepResult()
  }

  private func play(_ name: String?) -> StepResult {
    var outputs: [Output] = []
    var failed = false
    var checkFailed = false
    if sandbox.isTesting {
      let finished = finishTest()
      outputs += finished.outputs
      failed = finished.failed
      checkFailed = finished.checkFailed
    }
    if let name {
      guard let definition = sandboxes.named(name) else {
        let suggestion = EditDistance.nearest(to: name, among: sandboxes.ids)
        return .failure(
          .say(
            suggestion == nil ? "play.unknown" : "play.unknownSuggestion",
            [
              "lesson": name, "suggestion": suggestion ?? "",
              "lessons": sandboxes.ids.joined(separator: ", "),
            ])
        )
      }
      lesson = name
      sandbox = definition.make(realtime)
      sandbox.onPendingWork(pendingWake)
      scope = SandboxScope()
      outputs.append(.say("play.started", ["lesson": name]))
    } else {
      outputs.append(.say("play.back"))
    }
    return StepResult(outputs, failed: failed, checkFailed: checkFailed)
  }

  /// After the store changed, steps out of a scope whose state has gone (a removed row, a
  /// dismissed child), to the nearest parent that is still there.
  private func leaveVanishedScope() -> [Output] {
    guard !scope.isRoot, sandbox.check(scope: scope).failed else { return [] }
    let gone = scope.description
    while !scope.isRoot, sandbox.check(scope: scope).failed { scope.steps.removeLast() }
    let place = scope.isRoot ? lesson : scope.description
    return [.message(key: "scope.vanished", arguments: ["scope": gone, "place": place], role: .hint)]
  }

  /// The 1-based column where `part` starts in `line`.
  private func column(of part: String, in line: String) -> Int {
    guard let range = line.range(of: part) else { return 1 }
    return line.distance(from: line.startIndex, to: range.lowerBound) + 1
  }
}
