import EngineTestSupport
import Foundation
import Testing

@testable import Grading
@testable import TutorCommandLine
@testable import TutorSupport

private let junitOptions: GradeOptions = {
  var options = GradeOptions(paths: ["a", "b"])
  options.format = .junit
  return options
}()

private let shardedOptions: GradeOptions = {
  var options = GradeOptions(paths: ["class/"])
  options.details = true
  options.shard = GradeOptions.Shard("2/4")
  options.limits.timeout = 3
  return options
}()

@Suite("Command table")
struct CommandTableTests {
  typealias Problem = TutorArguments.Problem

  static let accepted: [([String], TutorArguments.Command)] = [
    ([], .resume),
    (["learn", "pullback"], .learn(lesson: "pullback")),
    (["--lang", "es", "learn", "pullback"], .learn(lesson: "pullback")),
    (["--lang", "es_ES", "learn", "pullback"], .learn(lesson: "pullback")),
    (["play", "foreach", "--realtime"], .play(lesson: "foreach")),
    (["run", "-", "--lesson=pullback"], .run(path: "-", lesson: "pullback")),
    (["replay", "s.txt"], .replay(path: "s.txt", pace: nil)),
    (["replay", "s.txt", "--pace", "300ms"], .replay(path: "s.txt", pace: .milliseconds(300))),
    (["replay", "s.txt", "--pace=1.5s"], .replay(path: "s.txt", pace: .milliseconds(1500))),
    (["demo", "foreach", "--from", "3"], .demo(lesson: "foreach", from: "3", pace: nil)),
    (["grade", "a", "b", "--format", "junit"], .grade(junitOptions)),
    (
      ["grade", "class/", "--shard", "2/4", "--details", "--timeout", "3s"],
      .grade(shardedOptions)
    ),
    (["reset", "--all", "--yes"], .reset(lesson: nil)),
    (["reset", "pullback"], .reset(lesson: "pullback")),
    (["lessons"], .lessons),
    (["lint", "--no-color"], .lint),
    (["help"], .help(command: nil)),
    (["help", "grade"], .help(command: "grade")),
    (["grade", "--help"], .help(command: "grade")),
    (["-h"], .help(command: nil)),
    (["learn", "-h"], .help(command: "learn")),
    (["run", "--", "-odd-name.txt"], .run(path: "-odd-name.txt", lesson: nil)),
  ]

  @Test(arguments: accepted) func parses(_ arguments: [String], _ command: TutorArguments.Command) throws {
    #expect(try TutorArguments.parse(arguments).get().command == command)
  }

  @Test func optionsAreKept() throws {
    let parsed = try TutorArguments.parse([
      "play", "pullback", "--record", "s.txt", "--lang=es", "--no-color",
    ])
    .get()
    #expect(parsed.record == "s.txt")
    #expect(parsed.language == "es")
    #expect(parsed.noColor)
    #expect(try TutorArguments.parse(["reset", "x", "--yes"]).get().yes)
  }

  static let refused: [([String], Problem)] = [
    (["learn", "pullback", "--recrod", "x"], .unknownOption("--recrod", suggestion: "--record")),
    (["--zzzzzzzz"], .unknownOption("--zzzzzzzz", suggestion: nil)),
    (["lern", "pullback"], .unknownCommand("lern", suggestion: "learn")),
    (["help", "gradee"], .unknownCommand("gradee", suggestion: "grade")),
    (["lessons", "--format", "json"], .optionNotForCommand(option: "--format", command: "lessons")),
    (["learn", "pullback", "--realtime"], .optionNotForCommand(option: "--realtime", command: "learn")),
    (["learn"], .missingArgument(command: "learn")),
    (["learn", "a", "b"], .extraArgument("b")),
    (["grade"], .missingArgument(command: "grade")),
    (["grade", "x", "--format", "xml"], .badFormat("xml")),
    (["replay", "x", "--pace", "fast"], .badPace("fast")),
    (["replay", "x", "--pace", "2h"], .badPace("2h")),
    (["replay", "x", "--pace"], .missingValue(option: "--pace")),
    (["reset"], .missingArgument(command: "reset")),
    (["lessons", "--lang", "fr"], .badChoice(option: "--lang", value: "fr", choices: ["en", "es"])),
    (["reset", "a", "--all"], .extraArgument("a")),
    (["lint", "--no-color=yes"], .extraArgument("--no-color=yes")),
    (
      ["exercise", "chek"],
      .exerciseProblem(
        key: "exercise.usage.unknownActionSuggestion", arguments: ["action": "chek", "suggestion": "check"])
    ),
    (
      ["exercise", "reset"],
      .exerciseProblem(key: "exercise.usage.missingName", arguments: ["action": "reset"])
    ),
    (
      ["exercise", "grade", "--format", "xml"],
      .exerciseProblem(key: "exercise.usage.format", arguments: ["option": "--format"])
    ),
    (
      ["grade", "x", "--exercises", "w", "--format", "json"],
      .badGradeOption(key: "grade.separateRuns", value: "json")
    ),
    (
      ["grade", "--exercises", "w", "--format", "html"],
      .badGradeOption(key: "grade.exercisesFormat", value: "html")
    ),
  ]

  @Test(arguments: refused) func refuses(_ arguments: [String], _ problem: Problem) {
    #expect(throws: problem) { try TutorArguments.parse(arguments).get() }
  }

  @Test func namesAreUnique() {
    #expect(Set(CommandTable.commands.map(\.name)).count == CommandTable.commands.count)
    #expect(Set(CommandTable.options.map(\.name)).count == CommandTable.options.count)
    for command in CommandTable.commands {
      for option in command.options { #expect(CommandTable.option(named: option) != nil, "\(option)") }
    }
  }

  /// Every example in the table parses as the command it illustrates.
  @Test func examplesParse() throws {
    for command in CommandTable.commands {
      let words = command.example.split(separator: " ").dropFirst().map(String.init)
      let parsed = try TutorArguments.parse(words).get()
      #expect(parsed.command != .help(command: nil) || command.name == "help", "\(command.example)")
    }
  }

  @Test(arguments: ["en", "es"]) func helpNamesEveryCommandAndOption(language: String) throws {
    let catalog = try Catalog.load(language: language, from: RepositoryFolders.locales)
    let text = Renderer(catalog: catalog).text(CommandHelp.overview())
    for name in ["learn", "play", "run", "replay", "demo", "grade", "reset", "lessons", "lint", "help"] {
      #expect(text.contains("tutor \(name)"), "\(name)")
    }
    for option in [
      "--record", "--format", "--from", "--yes", "--realtime", "--lang", "--no-color", "--resources",
      "--pace",
    ] {
      #expect(text.contains(option), "\(option)")
    }
    #expect(!text.contains("surface."), "a key was not found:\n\(text)")
  }

  @Test(arguments: ["en", "es"]) func commandHelpHasUsageOptionsAndExample(language: String) throws {
    let catalog = try Catalog.load(language: language, from: RepositoryFolders.locales)
    for command in CommandTable.commands {
      let text = Renderer(catalog: catalog).text(CommandHelp.command(command.name))
      #expect(text.contains(command.usage))
      #expect(text.contains(command.example))
      for option in command.allOptions { #expect(text.contains(option), "\(command.name) \(option)") }
      #expect(!text.contains("surface."), "a key was not found:\n\(text)")
    }
  }

  @Test(arguments: ["en", "es"]) func everyProblemReads(language: String) throws {
    let catalog = try Catalog.load(language: language, from: RepositoryFolders.locales)
    for (_, problem) in Self.refused {
      let text = Renderer(catalog: catalog).text(UsageProblem.outputs(problem, catalog: catalog))
      #expect(
        !text.contains("surface.") && !text.contains("app.") && !text.contains("exercise.usage")
          && !text.contains("grade.") && !text.contains("{"), "\(text)")
    }
  }
}
