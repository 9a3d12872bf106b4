import BuiltInCourse
import ExerciseGraders
import Testing

@testable import Learning
@testable import TutorCommandLine

/// `tutor exercise …` is read by the one command table like every command: its options are the
/// table's, its action and exercise name ``ExerciseArguments``'.
@Suite("tutor exercise arguments")
struct ExerciseArgumentsTests {
  func parse(_ line: String) -> Result<TutorArguments, TutorArguments.Problem> {
    TutorArguments.parse(["exercise"] + line.split(separator: " ").map(String.init))
  }

  func exercise(_ line: String) throws -> ExerciseArguments {
    guard case .exercise(let arguments) = try parse(line).get().command else {
      Issue.record("'\(line)' is not an exercise command")
      return ExerciseArguments(action: .help)
    }
    return arguments
  }

  @Test("Every action, with names given by exercise or by lesson, and the options")
  func actions() throws {
    #expect(try exercise("list").action == .list)
    #expect(try exercise("").action == .help)
    #expect(try exercise("start").action == .start(nil))
    #expect(try exercise("start row-timers --dir /tmp/x").folder == "/tmp/x")
    #expect(try exercise("start row-timers --dir=/tmp/x").folder == "/tmp/x")
    #expect(try exercise("check foreach").action == .check("foreach"))
    #expect(try parse("watch --lang=es").get().language == "es")
    #expect(try parse("solution stopwatch -y").get().yes)
    #expect(try exercise("reset basics").action == .reset("basics"))
    #expect(try exercise("grade --dir d --format json").json)
    #expect(try exercise("grade --dir d --anonymize key.csv").anonymize == "key.csv")
    #expect(try parse("--help").get().command == .help(command: "exercise"))
  }

  @Test("Mistakes are named, with the nearest word when there is one")
  func problems() {
    #expect(
      parse("chek").failure
        == .exerciseProblem(
          key: "exercise.usage.unknownActionSuggestion", arguments: ["action": "chek", "suggestion": "check"])
    )
    #expect(
      parse("reset").failure
        == .exerciseProblem(key: "exercise.usage.missingName", arguments: ["action": "reset"]))
    #expect(
      parse("list extra").failure
        == .exerciseProblem(key: "exercise.usage.extra", arguments: ["argument": "extra"]))
    #expect(parse("start a b").failure == .extraArgument("b"))
    #expect(parse("start --dri x").failure == .unknownOption("--dri", suggestion: "--dir"))
    #expect(parse("start --dir").failure == .missingValue(option: "--dir"))
    #expect(
      parse("grade --format junit").failure
        == .exerciseProblem(
          key: "exercise.usage.format", arguments: ["option": "--format"]))
    #expect(parse("list --record x").failure == .optionNotForCommand(option: "--record", command: "exercise"))
  }

  @Test("An exercise's name is checked against the course's list when the command runs")
  func unknownExercise() throws {
    let exercises = BuiltInCourse.course.exercises
    // The words alone are read without the course.
    #expect(try exercise("check row-timer").action == .check("row-timer"))
    #expect(ExerciseArguments(action: .reset("stopwatch")).name == "stopwatch")
    #expect(ExerciseArguments.unknownExercise("row-timers", among: exercises) == nil)
    #expect(ExerciseArguments.unknownExercise("foreach", among: exercises) == nil)
    #expect(
      ExerciseArguments.unknownExercise("row-timer", among: exercises)
        == .exerciseProblem(
          key: "exercise.usage.unknownExerciseSuggestion",
          arguments: ["name": "row-timer", "suggestion": "row-timers"]))
    let none = ExerciseArguments.unknownExercise("zzzzzzzzzz", among: exercises)
    #expect(
      none.map { problem in
        if case .exerciseProblem("exercise.usage.unknownExercise", _) = problem { return true }
        return false
      } == true)
    #expect(ExerciseArguments.unknownExercise("row-timers", among: ExerciseList([])) != nil)
  }

  @Test("The line's --lang is read even when the rest cannot be, so its error speaks that language")
  func languageOfAnUnreadableLine() {
    let reading = TutorArguments.read(["exercise", "chek", "--lang", "es"])
    #expect(reading.language == "es")
    #expect(reading.result.failure != nil)
    let past = TutorArguments.read(["exercise", "--bogus", "x", "--lang=es", "--resources", "r"])
    #expect(past.result.failure == .unknownOption("--bogus", suggestion: nil))
    #expect(past.language == "es" && past.resources == "r")
    #expect(TutorArguments.read(["learn", "--", "--lang", "es"]).language == nil)
  }

  @Test("grade --exercises: no transcripts needed; text with transcripts, text or json without")
  func gradeExercises() throws {
    let alone = try TutorArguments.parse(["grade", "--exercises", "work"]).get()
    guard case .grade(let options) = alone.command else {
      Issue.record("not a grade command")
      return
    }
    #expect(options.exercises == "work" && options.paths.isEmpty)
    #expect((try? TutorArguments.parse(["grade", "--exercises", "w", "--format", "json"]).get()) != nil)
    #expect(
      TutorArguments.parse(["grade", "class/", "--exercises", "w", "--format", "json"]).failure
        == .badGradeOption(key: "grade.separateRuns", value: "json"))
    #expect(
      TutorArguments.parse(["grade", "--exercises", "w", "--format", "junit"]).failure
        == .badGradeOption(key: "grade.exercisesFormat", value: "junit"))
    #expect(TutorArguments.parse(["grade"]).failure == .missingArgument(command: "grade"))
    #expect(TutorArguments.parse(["grade", "--exercises"]).failure == .missingValue(option: "--exercises"))
  }
}

extension Result {
  var failure: Failure? {
    if case .failure(let problem) = self { return problem }
    return nil
  }
}
