import ExerciseGraders
import PromptLanguage
import TutorSupport

/// Reads `lessons/<id>/lesson.md`: the language-neutral structure of a lesson.
///
///     # pullback
///     sandbox: pullback
///     order: 2
///
///     ## predict
///     kind: quiz
///     program:
///         .left(.inc)
///     answer: left right seen
///     choice: 2 -1 4
///
///     ## two-counters
///     kind: test
///     solution:
///         send .left(.inc) { $0.left = 1; $0.seen = 1 }
///         finish
///     wrong: test.failure.unexpectedChange
///         send .left(.inc)
///         finish
///
/// Keys are `key: value` lines; a key whose value is a list of prompt lines takes them indented
/// below it. Anything else is an error naming the file and line.
enum LessonParser {
  /// `exercises`: the course's, which an exercise step may name.
  static func parse(id: String, file: String, text: String, exercises: ExerciseList) throws(LessonFileError)
    -> Lesson
  {
    let parsed = LessonFileLines(file: file, text: text)
    func fail(_ line: Int, _ key: String, _ arguments: [String: String] = [:]) -> LessonFileError {
      LessonFileError(file: file, line: line, key: key, arguments)
    }
    var sandbox: String?
    var order = 0
    var sawTitle = false
    for line in parsed.head.lines where !line.text.trimmingWhitespace().isEmpty {
      if line.text.hasPrefix("# ") {
        let name = line.text.dropFirst(2).trimmingWhitespace()
        guard name == id else { throw fail(line.number, "lint.idMismatch", ["id": name, "folder": id]) }
        sawTitle = true
        continue
      }
      guard let (key, value) = keyValue(line.text) else {
        throw fail(line.number, "lint.notKeyValue", ["line": line.text])
      }
      switch key {
      case "sandbox": sandbox = value
      case "order":
        guard let number = Int(value) else { throw fail(line.number, "lint.badNumber", ["value": value]) }
        order = number
      default: throw fail(line.number, "lint.unknownKey", ["key": key])
      }
    }
    guard sawTitle else { throw fail(1, "lint.missingTitle", ["id": id]) }
    guard let sandbox else { throw fail(1, "lint.missingSandbox", [:]) }
    var steps: [LessonStep] = []
    for section in parsed.sections {
      guard !steps.contains(where: { $0.id == section.name }) else {
        throw fail(section.line, "lint.duplicateStep", ["step": section.name])
      }
      steps.append(try parseStep(section, exercises: exercises, fail: fail))
    }
    guard !steps.isEmpty else { throw fail(1, "lint.noSteps", [:]) }
    return Lesson(id: id, sandbox: sandbox, order: order, steps: steps)
  }

  private static func parseStep(
    _ section: LessonFileLines.Section, exercises: ExerciseList,
    fail: (Int, String, [String: String]) -> LessonFileError
  ) throws(LessonFileError) -> LessonStep {
    var kind: String?
    var sandbox: String?
    var fields: [String: [(line: Int, value: String)]] = [:]
    var blocks: [String: [String]] = [:]
    var wrongs: [WrongAttempt] = []
    var openBlock: (key: String, failure: String?)?
    var blockLines: [String] = []
    func closeBlock() {
      guard let block = openBlock else { return }
      if block.key == "wrong" {
        wrongs.append(WrongAttempt(failure: block.failure ?? "", lines: blockLines))
      } else {
        blocks[block.key] = blockLines
      }
      openBlock = nil
      blockLines = []
    }
    for line in section.lines {
      let trimmed = line.text.trimmingWhitespace()
      if trimmed.isEmpty { continue }
      if line.text.hasPrefix("    ") || line.text.hasPrefix("\t") {
        guard openBlock != nil else { throw fail(line.number, "lint.strayIndent", ["line": trimmed]) }
        blockLines.append(trimmed)
        continue
      }
      closeBlock()
      guard let (key, value) = keyValue(line.text) else {
        throw fail(line.number, "lint.notKeyValue", ["line": trimmed])
      }
      switch key {
      case "kind": kind = value
      case "sandbox": sandbox = value
      case "program", "solution", "setup", "try":
        guard value.isEmpty else { throw fail(line.number, "lint.blockOnNextLines", ["key": key]) }
        openBlock = (key, nil)
      case "wrong":
        guard !value.isEmpty else { throw fail(line.number, "lint.wrongNeedsFailure", [:]) }
        openBlock = (key, value)
      case "answer", "choice", "goal", "exercise":
        fields[key, default: []].append((line.number, value))
      default:
        throw fail(line.number, "lint.unknownKey", ["key": key])
      }
    }
    closeBlock()
    let step = section.name
    let solution = blocks["solution"] ?? []
    let stepKind: LessonStep.Kind
    switch kind {
    case "narrative"?:
      stepKind = .narrative
    case "quiz"?:
      guard let program = blocks["program"], !program.isEmpty else {
        throw fail(section.line, "lint.quizNeedsProgram", ["step": step])
      }
      guard let answer = fields["answer"]?.first?.value else {
        throw fail(section.line, "lint.quizNeedsAnswer", ["step": step])
      }
      let choices = (fields["choice"] ?? []).map(\.value)
      guard choices.count >= 2 else { throw fail(section.line, "lint.quizNeedsChoices", ["step": step]) }
      stepKind = .quiz(
        Quiz(program: program, answer: answer.split(separator: " ").map(String.init), choices: choices))
    case "explore"?:
      var goals: [Goal] = []
      for (line, text) in fields["goal"] ?? [] {
        do throws(InputError) {
          goals.append(try Goal.parse(text))
        } catch {
          throw fail(line, "lint.badGoal", ["goal": text])
        }
      }
      guard !goals.isEmpty else { throw fail(section.line, "lint.exploreNeedsGoal", ["step": step]) }
      guard !solution.isEmpty else { throw fail(section.line, "lint.taskNeedsSolution", ["step": step]) }
      guard !wrongs.isEmpty else { throw fail(section.line, "lint.taskNeedsWrong", ["step": step]) }
      stepKind = .explore(Explore(goals: goals, solution: solution, wrong: wrongs))
    case "test"?:
      guard !solution.isEmpty else { throw fail(section.line, "lint.taskNeedsSolution", ["step": step]) }
      guard !wrongs.isEmpty else { throw fail(section.line, "lint.taskNeedsWrong", ["step": step]) }
      stepKind = .test(TestTask(solution: solution, wrong: wrongs))
    case "exercise"?:
      stepKind = .exercise(
        try exercise(fields["exercise"]?.first, among: exercises, step: section, fail: fail))
    case let other?:
      throw fail(section.line, "lint.unknownKind", ["kind": other, "step": step])
    case nil:
      throw fail(section.line, "lint.missingKind", ["step": step])
    }
    var parsed = LessonStep(
      id: step, kind: stepKind, setup: blocks["setup"] ?? [], sandbox: sandbox, line: section.line)
    parsed.tryLines = try TryBlock.lines(blocks["try"], step: parsed, fail: fail)
    return parsed
  }

  /// `key: value` → (key, value); nil when the line is not of that shape.
  static func keyValue(_ line: String) -> (String, String)? {
    guard let colon = line.firstIndex(of: ":") else { return nil }
    let key = line[..<colon].trimmingWhitespace()
    guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0 == "-" }) else { return nil }
    return (key, line[line.index(after: colon)...].trimmingWhitespace())
  }
}
