import Foundation
import Testing

/// `tutor play FILE` through the real binary: the learner's own feature compiled with the engine,
/// played with piped lines and at a pseudo-terminal, cached, and its mistakes told.
@Suite("tutor play on the learner's own file")
struct PlayOwnFeatureTests {
  /// A fresh folder for the learner's file, and a fresh cache: the first run compiles.
  let folder = URL(fileURLWithPath: TutorProcess.freshStateFolder())
  var tutor: TutorProcess {
    var process = TutorProcess()
    process.environment["XDG_CACHE_HOME"] = folder.appendingPathComponent("cache").path
    return process
  }

  /// The benchmark's one-file feature (`Benchmarks/play-own-feature/Counter.swift`): a
  /// `@Reducer` with four actions and a clock effect.
  static let counter =
    (try? String(
      contentsOf: TutorProcess.repository.appendingPathComponent("Benchmarks/play-own-feature/Counter.swift"),
      encoding: .utf8)) ?? ""

  func write(_ text: String, as name: String = "Counter.swift") throws -> String {
    let file = folder.appendingPathComponent(name)
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file.path
  }

  @Test("Actions, state and a passing test on the learner's Counter; the second start is cached")
  func playsTheLearnersFeature() throws {
    let file = try write(Self.counter)
    let lines = """
      .increment
      .setCount(5)
      .decrement
      state
      .incrementLater
      effects
      advance 1s
      state.count
      test
      send .increment { $0.count = 1 }
      finish

      """
    let first = try tutor.run(["play", file], input: lines)
    #expect(first.status == 0, "\(first.output)\n\(first.error)")
    #expect(first.output.contains("Compiling Counter.swift with the tutor…"))
    #expect(first.output.contains("Counter.State(count: 4)"), "\(first.output)")
    #expect(first.output.contains("5"), "\(first.output)")
    #expect(first.output.contains("as expected"), "\(first.output)")
    #expect(!first.output.contains("✗"), "\(first.output)")
    let second = try tutor.run(["play", file], input: "state\n")
    #expect(second.status == 0)
    #expect(!second.output.contains("Compiling"), "the unchanged file is not compiled again")
    #expect(second.output.contains("Counter.State(count: 0)"), "\(second.output)")
  }

  @Test("A test that fails at the prompt fails as in a lesson's sandbox")
  func failingTest() throws {
    let file = try write(Self.counter)
    let result = try tutor.run(["play", file], input: "test\nsend .increment { $0.count = 2 }\n")
    #expect(result.output.contains("✗"), "\(result.output)")
  }

  @Test("A compile error is shown with the learner's file, line and the source, and nothing runs")
  func compileError() throws {
    let file = try write(
      Self.counter.replacingOccurrences(of: "var count = 0", with: "var count: Int = \"zero\""))
    let result = try tutor.run(["play", file], input: ".increment\n")
    #expect(result.status == 1)
    #expect(result.output.contains("✘ Counter.swift does not compile yet: 1 error."), "\(result.output)")
    #expect(result.output.contains("\(file):7:"), "\(result.output)")
    #expect(result.output.contains("var count: Int = \"zero\""))
    #expect(!result.output.contains("main.swift"), "the generated main is never shown")
    #expect(!result.output.contains("Counter>"), "no prompt opens")
  }

  @Test("A State that is not Codable is named, in the learner's words, in both languages")
  func lacksCodable() throws {
    let file = try write(
      Self.counter.replacingOccurrences(
        of: "struct State: Codable, Equatable", with: "struct State: Equatable"))
    let english = try tutor.run(["play", file])
    #expect(english.status == 1)
    #expect(english.output.contains("Counter.State must conform to Codable"), "\(english.output)")
    let spanish = try tutor.run(["play", file, "--lang", "es"])
    #expect(spanish.output.contains("Counter.State tiene que conformar a Codable"), "\(spanish.output)")
  }

  @Test("A State without init() is told to give its properties defaults")
  func noInit() throws {
    let file = try write(Self.counter.replacingOccurrences(of: "var count = 0", with: "var count: Int"))
    let result = try tutor.run(["play", file])
    #expect(result.status == 1)
    #expect(result.output.contains("Counter.State needs an `init()` with no arguments"), "\(result.output)")
  }

  @Test("A child's actions are offered by help and TAB: the example `.child(.tick)` is sent as typed")
  func childActions() throws {
    let file = try write(
      """
      import ReducerKit

      @Reducer
      struct Child {
        struct State: Codable, Equatable { var ticks = 0 }
        enum Action: Codable, Equatable { case tick }
        var body: some ReducerOf<Self> {
          Reduce { state, _ in
            state.ticks += 1
            return .none
          }
        }
      }

      @Reducer
      struct Parent {
        struct State: Codable, Equatable { var child = Child.State() }
        enum Action: Codable, Equatable { case child(Child.Action) }
        var body: some ReducerOf<Self> {
          Scope(state: \\.child, action: \\.child) { Child() }
        }
      }

      """, as: "Parent.swift")
    let result = try tutor.run(["play", file], input: "help\n.child(.tick)\n")
    #expect(result.status == 0, "\(result.output)\n\(result.error)")
    // `help` starts from the example (the piped lines are echoed too, so look at its own lines).
    #expect(result.output.contains("  send .child(.tick) { $0.child"), "\(result.output)")
    #expect(result.output.contains("  scope child\n"), "\(result.output)")
    #expect(result.output.contains("ticks: 1"), "\(result.output)")
  }

  @Test("Which feature: none, an unknown --feature, and several without one are clear errors")
  func choosingTheFeature() throws {
    let none = try tutor.run(["play", try write("struct Nothing {}\n", as: "Nothing.swift")])
    #expect(none.status == 1)
    #expect(none.output.contains("there is no `@Reducer` type in your code"), "\(none.output)")
    let file = try write(Self.counter)
    let unknown = try tutor.run(["play", file, "--feature", "Countr"])
    #expect(unknown.output.contains("no `@Reducer` type named Countr in your code (there is: Counter)"))
    let missing = try tutor.run(["play", folder.appendingPathComponent("Nope.swift").path])
    #expect(missing.status == 2)
    #expect(missing.output.contains("there is no file or folder"))
  }
}

/// `tutor exercise play`: the learner's exercise file, with its lesson's examples.
@Suite("tutor exercise play")
struct ExercisePlayTests {
  @Test("The starter of delayed-counter plays at the prompt; a missing file is told, with how to start it")
  func starterPlays() throws {
    let folder = TutorProcess.freshStateFolder()
    var tutor = TutorProcess()
    tutor.environment["XDG_CACHE_HOME"] = folder + "/cache"
    let started = try tutor.run(["exercise", "start", "delayed-counter", "--dir", folder + "/ex"])
    #expect(started.status == 0, "\(started.output)")
    let played = try tutor.run(
      ["exercise", "play", "delayed-counter", "--dir", folder + "/ex"], input: ".increment\nstate\n")
    #expect(played.status == 0, "\(played.output)\n\(played.error)")
    #expect(played.output.contains("+ Basics.State(count: 1)"), "\(played.output)")
    let missing = try tutor.run(["exercise", "play", "stopwatch", "--dir", folder + "/ex"])
    #expect(missing.status == 2)
    #expect(missing.output.contains("there is no file"), "\(missing.output)")
  }
}

/// The same at a terminal: libedit, TAB from the learner's own cases, Ctrl-D.
@Suite(
  "tutor play on the learner's file, at a terminal",
  .enabled(if: PTYSession.isAvailable, "needs python3 with pexpect"))
struct PlayOwnFeatureTerminalTests {
  @Test("TAB completes the learner's own cases; an action changes the state; Ctrl-D ends it")
  func terminal() throws {
    let folder = TutorProcess.freshStateFolder()
    let file = URL(fileURLWithPath: folder).appendingPathComponent("Counter.swift")
    try PlayOwnFeatureTests.counter.write(to: file, atomically: true, encoding: .utf8)
    let session = PTYSession(
      command: [TutorProcess.binary, "play", file.path],
      environment: [
        "XDG_STATE_HOME": folder, "HOME": folder, "XDG_CACHE_HOME": folder + "/cache", "NO_COLOR": "1",
        "LANG": nil, "LC_ALL": nil, "TUTOR_LANG": "en",
      ],
      timeout: 30, rows: 40, columns: 120)
    let result = try session.run([
      .expect("Counter> ", timeout: 60),
      .send(".incr\t"), .expectScreen("Counter> \\.increment(Later)?$"),
      .send("\r"), .expect("count"),
      .sendLine("state"), .expectScreen("Counter.State\\(count: 1\\)"),
      .send(PTYSession.ctrlD), .expectEOF,
    ])
    #expect(result.ok, "\(result.error ?? "")\n\(result.screen)")
  }
}
