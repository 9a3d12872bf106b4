import Foundation
import Testing

@testable import Learning
@testable import PromptLanguage
@testable import TutorCommandLine
@testable import TutorSupport

@Suite("Lesson files")
struct LessonParserTests {
  @Test("A problem in a lesson file names the file and line")
  func errorsNameFileAndLine() {
    let text = """
      # demo
      sandbox: pullback

      ## one
      kind: narative
      """
    #expect(
      throws: LessonFileError(
        file: "demo/lesson.md", line: 4, key: "lint.unknownKind", ["kind": "narative", "step": "one"])
    ) {
      try LessonParser.parse(id: "demo", file: "demo/lesson.md", text: text, exercises: builtInExercises)
    }
  }

  @Test("A task without a known-wrong attempt is rejected")
  func taskNeedsWrong() {
    let text = """
      # demo
      sandbox: pullback

      ## t
      kind: test
      solution:
          finish
      """
    #expect(throws: LessonFileError(file: "f", line: 4, key: "lint.taskNeedsWrong", ["step": "t"])) {
      try LessonParser.parse(id: "demo", file: "f", text: text, exercises: builtInExercises)
    }
  }

  @Test("Blocks, goals and wrong attempts are read")
  func readsBlocks() throws {
    let text = """
      # demo
      sandbox: pullback
      order: 3
      <!-- a comment -->

      ## reach
      kind: explore
      goal: left == 2
      goal: rows.count >= 1
      solution:
          .left(.inc)
          .left(.inc)
      wrong: goal.notReached
          .left(.inc)
      """
    let lesson = try LessonParser.parse(id: "demo", file: "f", text: text, exercises: builtInExercises)
    #expect(lesson.order == 3)
    guard case .explore(let explore) = lesson.steps[0].kind else {
      Issue.record("not explore")
      return
    }
    #expect(explore.goals.map(\.text) == ["left == 2", "rows.count >= 1"])
    #expect(explore.solution == [".left(.inc)", ".left(.inc)"])
    #expect(explore.wrong == [WrongAttempt(failure: "goal.notReached", lines: [".left(.inc)"])])
  }

  @Test(
    "Goals compare values, counts and nils",
    arguments: [
      ("left == 2", true), ("left != 2", false), ("left >= 1", true), ("left < 2", false),
      ("rows.count == 2", true), ("rows[id: 1].seconds > 0", true), ("child == nil", true),
      ("name == \"Ana\"", true),
    ])
  func goals(text: String, holds: Bool) throws {
    let state = Value.keyed([
      .init("left", .int(2)),
      .init(
        "rows",
        .array([
          .keyed([.init("id", .int(0)), .init("seconds", .int(0))]),
          .keyed([.init("id", .int(1)), .init("seconds", .int(3))]),
        ])),
      .init("child", .nil),
      .init("name", .string("Ana")),
    ])
    #expect(try Goal.parse(text).holds(in: state) == holds)
  }
}
