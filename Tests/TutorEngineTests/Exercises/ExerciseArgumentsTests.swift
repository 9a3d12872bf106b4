import Testing

@testable import TutorEngine

@Suite("tutor exercise arguments")
struct ExerciseArgumentsTests {
  func parse(_ line: String) -> Result<ExerciseArguments, ExerciseArguments.Problem> {
    ExerciseArguments.parse(line.split(separator: " ").map(String.init))
  }

  @Test("Every action, with names given by exercise or by lesson, and the options")
  func actions() throws {
    #expect(try parse("list").get().action == .list)
    #expect(try parse("").get().action == .help)
    #expect(try parse("start").get().action == .start(nil))
    #expect(try parse("start row-timers --dir /tmp/x").get().folder == "/tmp/x")
    #expect(try parse("check foreach").get().action == .check("foreach"))
    #expect(try parse("watch --lang=es").get().language == "es")
    #expect(try parse("solution stopwatch -y").get().yes)
    #expect(try parse("reset basics").get().action == .reset("basics"))
    #expect(try parse("grade --dir d").get().action == .grade)
  }

  @Test("Mistakes are named, with the nearest word when there is one")
  func problems() {
    #expect(
      parse("chek").failure
        == ExerciseArguments.Problem(
          key: "exercise.usage.unknownActionSuggestion", arguments: ["action": "chek", "suggestion": "check"])
    )
    #expect(parse("check row-timer").failure?.arguments["suggestion"] == "row-timers")
    #expect(parse("check zzzzzzzzzz").failure?.key == "exercise.usage.unknownExercise")
    #expect(parse("reset").failure?.key == "exercise.usage.missingName")
    #expect(parse("list extra").failure?.key == "exercise.usage.extra")
    #expect(parse("start --dri x").failure?.arguments["suggestion"] == "--dir")
    #expect(parse("start --dir").failure?.key == "exercise.usage.missingValue")
    #expect(ExerciseArguments.languageOption(in: ["chek", "--lang", "es"]) == "es")
  }
}

extension Result {
  var failure: Failure? {
    if case .failure(let problem) = self { return problem }
    return nil
  }
}
