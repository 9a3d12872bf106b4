/// What one prompt line did, for any front door.
public struct PromptReply: Equatable, Sendable {
  public var outputs: [Output]
  public var failed: Bool
  /// The learner asked to leave.
  public var quit: Bool
  /// The learner switched language: the front end renders in this one from now on.
  public var language: String?

  public init(outputs: [Output], failed: Bool = false, quit: Bool = false, language: String? = nil) {
    self.outputs = outputs
    self.failed = failed
    self.quit = quit
    self.language = language
  }
}

/// Something that takes prompt lines: the sandbox session, or a lesson being learnt.
public protocol PromptDriver: AnyObject {
  /// The prompt to show before the next line.
  var prompt: String { get }
  /// Words for TAB completion of the word at `cursor` (in characters) in `line`.
  func completions(line: String, cursor: Int) -> [String]
  /// What to show before the first line.
  func start() -> PromptReply
  /// Runs one line.
  func handle(_ line: String) -> PromptReply
  /// The input ended; checks what must be checked.
  func end() -> PromptReply
}

/// One learner's session at the prompt: which sandbox, where in it, and whether a test runs.
/// Lines go in, outputs come out; the terminal and transcript front ends share it.
///
///     let session = Session(lesson: "pullback")!
///     session.handle(".left(.inc)").outputs   // the diff: left 0 → 1
public final class Session: PromptDriver {
  /// The lesson whose sandbox is in play.
  public private(set) var lesson: String
  /// Where the prompt stands inside the store.
  public private(set) var scope = SandboxScope()
  private(set) var sandbox: any Sandbox
  /// Whether any check failed or any line was rejected so far.
  public private(set) var hasFailed = false

  /// What one line did.
  public typealias Reply = PromptReply

  /// Whether the sandbox's effects run on the real clock (`--realtime`).
  public let realtime: Bool

  /// A session on the sandbox of `lesson`, or nil if there is none.
  /// - Parameter realtime: effects sleep on the real clock instead of the virtual one; the front
  ///   end must then call ``runPendingWork()`` when told through ``onPendingWork(_:)``.
  public init?(lesson: String, realtime: Bool = false) {
    guard let definition = SandboxDefinition.named(lesson) else { return nil }
    self.lesson = lesson
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

  /// The lessons that have a sandbox.
  public static var lessons: [String] { SandboxDefinition.all.map(\.id) }

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

  /// Words for TAB completion: commands at the start of a line; after a dot, the case names
  /// valid there (the action type in scope, inside the cases still open); element ids.
  public func completions(line: String, cursor: Int) -> [String] {
    let typed = String(line.prefix(cursor))
    let trimmed = typed.drop { $0 == " " }
    if !trimmed.contains(" ") && !trimmed.hasPrefix(".") { return PromptCommandParser.commandWords }
    let action =
      trimmed.hasPrefix(".") ? String(trimmed) : String(trimmed.drop { $0 != " " }.drop { $0 == " " })
    return sandbox.caseCompletions(scope: scope, typed: action) + sandbox.elementIDs
  }

  /// Runs one prompt line.
  @discardableResult
  public func handle(_ line: String) -> Reply {
    var result: StepResult
    var quit = false
    switch PromptCommandParser.parse(line) {
    case .failure(let problem):
      result = CommandProblemOutput.result(problem)
    case .success(let command):
      switch command {
      case .quit:
        quit = true
        result = sandbox.isTesting ? sandbox.finishTest() : StepResult()
      default:
        result = run(command, line: line)
        if command.changesState { result.outputs += leaveVanishedScope() }
      }
    }
    if result.failed { hasFailed = true }
    let outputs = result.outputs.map { output -> Output in
      if case .inputError(let error, nil) = output { return .inputError(error, source: line) }
      return output
    }
    return Reply(outputs: outputs, failed: result.failed, quit: quit)
  }

  /// Nothing to show before the first line: the front door greets.
  public func start() -> Reply { Reply(outputs: []) }

  /// Ends the session (end of input): a test still running is finished and checked.
  public func end() -> Reply {
    guard sandbox.isTesting else { return Reply(outputs: [], failed: false, quit: true) }
    let result = sandbox.finishTest()
    if result.failed { hasFailed = true }
    return Reply(outputs: result.outputs, failed: result.failed, quit: true)
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
      return sandbox.reset()
    case .help:
      return StepResult(HelpText.outputs(testing: sandbox.isTesting, lesson: lesson))
    case .test:
      return sandbox.startTest()
    case .play(let name):
      return play(name)
    case .step(let text):
      guard sandbox.isTesting else { return .failure(.say("test.notRunning")) }
      do throws(InputError) {
        let step = try Step.parse(text)
        return sandbox.run(step, scope: scope)
      } catch {
        return InputErrorOutput.result(error)
      }
    case .finish:
      return sandbox.finishTest()
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
    let target = SandboxScope(steps: scope.steps + steps)
    let check = sandbox.check(scope: target)
    guard !check.failed else { return check }
    scope = target
    return StepResult()
  }

  private func play(_ name: String?) -> StepResult {
    var outputs: [Output] = []
    var failed = false
    if sandbox.isTesting {
      let finished = sandbox.finishTest()
      outputs += finished.outputs
      failed = finished.failed
    }
    if let name {
      guard let definition = SandboxDefinition.named(name) else {
        let suggestion = EditDistance.nearest(to: name, among: Self.lessons)
        return .failure(
          .say(
            suggestion == nil ? "play.unknown" : "play.unknownSuggestion",
            ["lesson": name, "suggestion": suggestion ?? "", "lessons": Self.lessons.joined(separator: ", ")])
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
    return StepResult(outputs, failed: failed)
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
