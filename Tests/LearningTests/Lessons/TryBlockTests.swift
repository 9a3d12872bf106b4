import EngineTestSupport
import Foundation
import Testing

@testable import Learning

@Suite("try: blocks")
struct TryBlockTests {
  func lesson(_ steps: String) throws -> Lesson {
    try LessonParser.parse(
      id: "demo", file: "f", text: "# demo\nsandbox: pullback\n\n" + steps, exercises: builtInExercises)
  }

  @Test func narrativeStepKeepsItsTryLines() throws {
    let parsed = try lesson("## crew\nkind: narrative\ntry:\n    .left(.inc)\n    state\n")
    #expect(parsed.steps[0].tryLines == [".left(.inc)", "state"])
  }

  @Test func onlyNarrativeStepsHaveOne() {
    let text = "## t\nkind: test\ntry:\n    state\nsolution:\n    finish\nwrong: x\n    finish\n"
    #expect(throws: LessonFileError(file: "f", line: 4, key: "surface.lint.tryOnlyNarrative", ["step": "t"]))
    {
      try lesson(text)
    }
  }

  @Test func anEmptyBlockIsAnError() {
    #expect(throws: LessonFileError(file: "f", line: 4, key: "surface.lint.tryEmpty", ["step": "n"])) {
      try lesson("## n\nkind: narrative\ntry:\n")
    }
  }

  @Test func lintFlagsALineTheSandboxCannotRead() throws {
    let parsed = try lesson(
      "## n\nkind: narrative\ntry:\n    .left(.inc)\n    .left(.incc\n    test\n    finish\n")
    let problems = TryBlock.problems(lesson: parsed, step: parsed.steps[0], file: "f")
    #expect(problems.map(\.key) == ["surface.lint.tryUnreadable"])
    #expect(problems.first?.arguments["line"] == ".left(.incc")
  }

  @Test func theShippedLessonsHaveTryLinesThatRead() throws {
    let library = try LessonLibrary.load(from: RepositoryFolders.lessons)
    var count = 0
    for entry in library.entries {
      for step in entry.lesson.steps where !step.tryLines.isEmpty {
        count += 1
        #expect(TryBlock.problems(lesson: entry.lesson, step: step, file: entry.folder).isEmpty)
      }
    }
    #expect(count >= 20)
  }

  @Test func lintFlagsATryLineTheTextDoesNotSuggest() throws {
    let parsed = try lesson("## n\nkind: narrative\ntry:\n    .left(.inc)\n    state\n    up\n    up\n")
    let body = "Type `.left(.inc)`, then:\n\n    state\n"
    let text = LessonText(
      language: "es", title: "t", summary: "s",
      steps: ["n": .init(body: body, hints: [], explanation: nil, line: 3)])
    let entry = LessonLibrary.Entry(lesson: parsed, texts: ["es": text], folder: "demo")
    let problems = TryBlock.textProblems(in: entry)
    #expect(
      problems == [
        LessonFileError(
          file: "demo/es.md", line: 3, key: "surface.lint.tryNotInText", ["step": "n", "line": "up"])
      ])
  }
}
