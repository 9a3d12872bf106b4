import Foundation
import ReducerKitTestingCore

/// What grading an exercise found: every TestStore failure, in order, and what they probably
/// mean. No failures: solved.
public struct ExerciseResult: Sendable, Equatable {
  public var failures: [GradedFailure]
  public var mistakes: [Mistake]

  public init(failures: [GradedFailure], mistakes: [Mistake]) {
    self.failures = failures
    self.mistakes = mistakes
  }

  public var solved: Bool { failures.isEmpty }

  /// Prints the result on standard output as JSON lines (``ExerciseRecord``), for the tutor,
  /// which renders it in the learner's language. Used by the program `tutor exercise check` builds.
  public static func emit(_ result: ExerciseResult) {
    print(result.jsonLines, terminator: "")
  }

  /// One ``ExerciseRecord`` per line: the failures, the mistakes, then the verdict.
  public var jsonLines: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let records =
      failures.map(ExerciseRecord.init(failure:)) + mistakes.map { ExerciseRecord(mistake: $0) }
      + [ExerciseRecord(solved: solved)]
    return records.compactMap { try? encoder.encode($0) }
      .map { String(decoding: $0, as: UTF8.self) + "\n" }.joined()
  }

  /// Reads what ``jsonLines`` wrote; nil when there is no verdict line (the program crashed or
  /// printed something else).
  public init?(jsonLines: String) {
    let decoder = JSONDecoder()
    var failures: [GradedFailure] = []
    var mistakes: [Mistake] = []
    var verdict: Bool?
    for line in jsonLines.split(separator: "\n") where line.hasPrefix("{") {
      guard let record = try? decoder.decode(ExerciseRecord.self, from: Data(line.utf8)) else { continue }
      if let failure = record.gradedFailure { failures.append(failure) }
      if let key = record.mistake, let mistake = Mistake(rawValue: key) { mistakes.append(mistake) }
      if let solved = record.solved { verdict = solved }
    }
    guard let verdict, verdict == failures.isEmpty else { return nil }
    self.init(failures: failures, mistakes: mistakes)
  }
}

/// One line of an exercise check's report.
public struct ExerciseRecord: Codable, Sendable, Equatable {
  public var kind: String?
  public var action: String?
  public var diff: String?
  public var expected: String?
  public var received: String?
  public var actions: [String]?
  public var running: Int?
  public var scope: String?
  public var cancelIDs: [String]?
  public var name: String?
  public var file: String?
  public var path: String?
  public var line: Int?
  public var column: Int?
  public var step: String?
  public var mistake: String?
  public var solved: Bool?

  init(solved: Bool) { self.solved = solved }

  init(mistake: Mistake) { self.mistake = mistake.rawValue }

  init(failure graded: GradedFailure) {
    file = graded.failure.location.fileID
    path = graded.failure.location.filePath
    line = graded.failure.location.line
    column = graded.failure.location.column
    step = graded.step
    switch graded.failure.kind {
    case .stateMismatch(let action, let diff):
      (kind, self.action, self.diff) = ("stateMismatch", action, diff)
    case .unexpectedStateChange(let action, let diff):
      (kind, self.action, self.diff) = ("unexpectedStateChange", action, diff)
    case .expectedChangeButNone(let action):
      (kind, self.action) = ("expectedChangeButNone", action)
    case .sentBeforeReceiving(let action, let pending):
      (kind, self.action, actions) = ("sentBeforeReceiving", action, pending)
    case .nothingReceived(let expected, let running):
      (kind, self.expected, self.running) = ("nothingReceived", expected, running)
    case .receivedUnexpectedAction(let expected, let received, let diff):
      (kind, self.expected, self.received, self.diff) = ("receivedUnexpectedAction", expected, received, diff)
    case .unreceivedActions(let actions):
      (kind, self.actions) = ("unreceivedActions", actions)
    case .effectStillRunning(let effect):
      (kind, action, scope, cancelIDs, name) = (
        "effectStillRunning", effect.action, effect.scope, effect.cancelIDs, effect.name
      )
    case .assertionThrew(let action, let error):
      (kind, self.action, self.diff) = ("assertionThrew", action, error)
    case .taskStillRunning(let action):
      (kind, self.action) = ("taskStillRunning", action)
    case .sentToDismissedStore(let action):
      (kind, self.action) = ("sentToDismissedStore", action)
    case .unimplementedEndpoint(let endpoint):
      (kind, self.expected) = ("unimplementedEndpoint", endpoint)
    case .sharedStateChangedAtEnd(let diff):
      (kind, self.diff) = ("sharedStateChangedAtEnd", diff)
    }
  }

  /// The failure this record holds, if it holds one.
  var gradedFailure: GradedFailure? {
    let kind: TestFailure.Kind
    switch self.kind {
    case "stateMismatch"?: kind = .stateMismatch(action: action ?? "", diff: diff ?? "")
    case "unexpectedStateChange"?: kind = .unexpectedStateChange(action: action ?? "", diff: diff ?? "")
    case "expectedChangeButNone"?: kind = .expectedChangeButNone(action: action ?? "")
    case "sentBeforeReceiving"?: kind = .sentBeforeReceiving(action: action ?? "", pending: actions ?? [])
    case "nothingReceived"?: kind = .nothingReceived(expected: expected ?? "", running: running ?? 0)
    case "receivedUnexpectedAction"?:
      kind = .receivedUnexpectedAction(expected: expected ?? "", received: received ?? "", diff: diff ?? "")
    case "unreceivedActions"?: kind = .unreceivedActions(actions ?? [])
    case "effectStillRunning"?:
      kind = .effectStillRunning(
        TestFailure.EffectSummary.rebuilt(
          action: action ?? "", scope: scope ?? "", cancelIDs: cancelIDs ?? [], name: name))
    case "assertionThrew"?: kind = .assertionThrew(action: action ?? "", error: diff ?? "")
    case "taskStillRunning"?: kind = .taskStillRunning(action: action ?? "")
    case "sentToDismissedStore"?: kind = .sentToDismissedStore(action: action ?? "")
    case "unimplementedEndpoint"?: kind = .unimplementedEndpoint(endpoint: expected ?? "")
    case "sharedStateChangedAtEnd"?: kind = .sharedStateChangedAtEnd(diff: diff ?? "")
    default: return nil
    }
    let location = TestLocation(
      fileID: file ?? "", filePath: path ?? file ?? "", line: line ?? 0, column: column ?? 0)
    return GradedFailure(failure: TestFailure.rebuilt(kind: kind, location: location), step: step ?? "")
  }
}
