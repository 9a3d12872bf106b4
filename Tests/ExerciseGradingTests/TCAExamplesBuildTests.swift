import ExerciseGraders
import Foundation
import Testing

@testable import ExerciseRunner
@testable import PromptLanguage
@testable import SandboxRuntime
@testable import TutorCommandLine
@testable import TutorTerminal

/// TCA's examples, as `Tests/TCAExamplesTests` holds them, are code a learner could have
/// written: each imports only what TCA's imports, with `ComposableArchitecture` replaced by
/// `ReducerKit` (`ReducerKitTesting` in a test), and `SwiftUI` by `Foundation` where TCA's file
/// reached Foundation through it. A sample of them is compiled alone with `swiftc`, as
/// `tutor exercise check` compiles a learner's file (``ExerciseToolchain``), linked, and run;
/// their tests are typechecked the same way. (The test target runs the tests themselves.)
@Suite("TCA's examples, compiled as a learner's files", .serialized)
struct TCAExamplesBuildTests {
  static let examples = StarterTests.repository.appendingPathComponent("Tests/TCAExamplesTests")

  /// The folders of features and of their tests, named as in TCA's `Examples/`.
  static let featureFolders = ["CaseStudies", "Todos", "Search", "TicTacToe", "SyncUps"]
  static let testFolders = [
    "CaseStudiesTests", "TodosTests", "SearchTests", "TicTacToeTests", "SyncUpsTests",
  ]

  /// The sample compiled into a program: features of every kind (composition, bindings,
  /// dependencies, effects, recursion, a dependency client).
  static let sample = [
    "CaseStudies/01-GettingStarted-Counter.swift",
    "CaseStudies/01-GettingStarted-Composition-TwoCounters.swift",
    "CaseStudies/03-Effects-Basics.swift",
    "CaseStudies/FactClient.swift",
    "CaseStudies/05-HigherOrderReducers-Recursion.swift",
    "Todos/Todo.swift",
    "Todos/Todos.swift",
    "Search/Search.swift",
    "Search/WeatherClient.swift",
    "TicTacToe/Three.swift",
    "TicTacToe/GameCore.swift",
  ]
  static let sampleTests = [
    "CaseStudiesTests/01-GettingStarted-CounterTests.swift",
    "CaseStudiesTests/03-Effects-BasicsTests.swift",
    "CaseStudiesTests/05-HigherOrderReducers-RecursionTests.swift",
    "TodosTests/TodosTests.swift",
    "SearchTests/SearchTests.swift",
    "TicTacToeTests/GameCoreTests.swift",
  ]

  /// What drives the sample: plain stores, no test support.
  static let main = """
    import Foundation
    import ReducerKit

    let counters = Store(initialState: TwoCounters.State()) { TwoCounters() }
    counters.send(.counter1(.incrementButtonTapped))
    counters.scope(\\.counter2, action: \\.counter2).send(.decrementButtonTapped)
    print("counters", counters.counter1.count, counters.counter2.count)

    let todos = Store(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    todos.send(.addTodoButtonTapped)
    todos.send(.addTodoButtonTapped)
    todos.send(.todos(.element(id: UUID(0), action: .binding(.set(\\.description, "Milk")))))
    print("todos", todos.todos.map { "\\($0.id == UUID(1) ? 1 : 0):\\($0.description)" })

    let nested = Store(initialState: Nested.State(id: UUID(99))) {
      Nested()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    nested.send(.addRowButtonTapped)
    nested.send(.rows(.element(id: UUID(0), action: .addRowButtonTapped)))
    print("nested", nested.rows.count, nested.rows[id: UUID(0)]?.rows.ids == [UUID(1)])

    let game = Store(initialState: Game.State(oPlayerName: "O", xPlayerName: "X")) { Game() }
    for (row, column) in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)] {
      game.send(.cellTapped(row: row, column: column))
    }
    print("game", game.board.hasWinner, game.currentPlayerName)

    """

  /// The modules a file imports, in order.
  static func imports(of text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      return words.count == 2 && words[0] == "import" ? String(words[1]) : nil
    }
  }

  static func files(in folders: [String]) throws -> [URL] {
    try folders.flatMap { folder in
      try FileManager.default.contentsOfDirectory(
        at: examples.appendingPathComponent(folder), includingPropertiesForKeys: nil
      )
      .filter { $0.pathExtension == "swift" }
    }
  }

  @Test(
    "Every example imports ReducerKit (or nothing), and besides it nothing but Foundation (and Tagged)"
  )
  func featureImports() throws {
    let features = try Self.files(in: Self.featureFolders)
    #expect(features.count >= 27)
    for file in features {
      let modules = Self.imports(of: try String(contentsOf: file, encoding: .utf8))
      // A file that imports nothing (TicTacToe's `Three`, as TCA's) uses no library.
      #expect(modules.isEmpty || modules.contains("ReducerKit"), "\(file.lastPathComponent): \(modules)")
      #expect(
        Set(modules).isSubset(of: ["ReducerKit", "Foundation", "Tagged"]),
        "\(file.lastPathComponent): \(modules)")
    }
  }

  @Test("Every example's test imports ReducerKitTesting and Testing, and besides them only Foundation")
  func testImports() throws {
    let tests = try Self.files(in: Self.testFolders)
    #expect(tests.count >= 20)
    for file in tests {
      let modules = Self.imports(of: try String(contentsOf: file, encoding: .utf8))
      #expect(
        modules.contains("ReducerKitTesting") && modules.contains("Testing"), "\(file.lastPathComponent)")
      #expect(
        Set(modules).isSubset(of: ["ReducerKitTesting", "Testing", "Foundation"]),
        "\(file.lastPathComponent): \(modules)")
    }
  }

  @Test("A sample of the examples compiles alone against the prebuilt library, links, and runs")
  func sampleRuns() throws {
    let toolchain = try #require(StarterTests.toolchain, "no exercise modules beside the test bundle")
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-examples-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let files = Self.sample.map { Self.examples.appendingPathComponent($0) }
    let main = scratch.appendingPathComponent("main.swift")
    try Self.main.write(to: main, atomically: true, encoding: .utf8)
    let program = scratch.appendingPathComponent("examples")
    var arguments = toolchain.compileArguments(file: files[0], main: main, output: program)
    arguments.insert(contentsOf: files.dropFirst().map(\.path), at: arguments.count - 3)
    let compiled = ExerciseProcess.run("/usr/bin/env", [toolchain.swiftc] + arguments, timeout: 300)
    #expect(compiled.status == 0, "\(compiled.errors)")
    #expect(!compiled.errors.contains("warning:"), "\(compiled.errors)")
    let ran = ExerciseProcess.run(program.path, [], timeout: 60)
    #expect(
      ran.output == """
        counters 1 -1
        todos ["1:", "0:Milk"]
        nested 1 true
        game true X

        """, "\(ran.errors)")
  }

  @Test("The sample's tests typecheck alone against the prebuilt testing module")
  func sampleTestsTypecheck() throws {
    let toolchain = try #require(StarterTests.toolchain, "no exercise modules beside the test bundle")
    let files = (Self.sample + Self.sampleTests).map { Self.examples.appendingPathComponent($0).path }
    let arguments =
      [
        "-typecheck", "-swift-version", "6", "-module-name", "TCAExamples", "-diagnostic-style", "llvm",
        "-I", toolchain.modules.path,
      ] + toolchain.macroPlugin + files
    let checked = ExerciseProcess.run("/usr/bin/env", [toolchain.swiftc] + arguments, timeout: 300)
    #expect(checked.status == 0, "\(checked.errors)")
    #expect(!checked.errors.contains("warning:"), "\(checked.errors)")
  }
}
