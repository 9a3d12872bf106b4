import ExerciseGraders
import Foundation
import Testing

@testable import ExerciseRunner

/// A check compiles and links through a plan of the driver's jobs (``CompilePlan``): the first
/// check asks `swiftc -###` and runs its jobs one by one, later ones run the frontend and the
/// linker alone. Every verdict must be the one `swiftc` itself gives.
@Suite("A check's compile plan")
final class CompilePlanTests: Sendable {
  /// Each test's own folder, removed when the test ends.
  let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
    "compile-plan-\(UUID().uuidString)")

  deinit { try? FileManager.default.removeItem(at: scratch) }

  var log: URL { scratch.appendingPathComponent("swiftc.log") }
  var moduleCache: URL { scratch.appendingPathComponent("cache/module-cache", isDirectory: true) }
  var plans: URL { scratch.appendingPathComponent("cache/compile-plans", isDirectory: true) }

  /// A checker whose `swiftc` writes each of its command lines to ``log`` before it runs.
  func checker() throws -> ExerciseChecker {
    let real = try #require(StarterTests.toolchain, "no exercise modules beside the test bundle")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let wrapper = scratch.appendingPathComponent("swiftc")
    try "#!/bin/sh\necho \"$*\" >> '\(log.path)'\nexec '\(real.swiftc)' \"$@\"\n".write(
      to: wrapper, atomically: true, encoding: .utf8)
    chmod(wrapper.path, 0o755)
    var checker = ExerciseChecker(
      toolchain: ExerciseToolchain(
        buildFolder: real.buildFolder, packageRoot: real.packageRoot, swiftc: wrapper.path))
    checker.moduleCache = moduleCache
    return checker
  }

  /// The driver's runs so far: how many asked for its jobs (`-###`), how many compiled.
  func driverRuns() -> [Int] {
    let lines = ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n")
    let asks = lines.filter { $0.hasPrefix("-### ") }.count
    return [asks, lines.count - asks]
  }

  func storedPlans() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: plans.path)) ?? []).filter { !$0.hasPrefix(".") }
  }

  /// Changes the one stored plan with `edit`, as a later check will read it.
  func editStoredPlan(_ edit: (inout CompilePlan) -> Void) throws {
    let stored = plans.appendingPathComponent(try #require(storedPlans().first))
    var plan = try JSONDecoder().decode(CompilePlan.self, from: Data(contentsOf: stored))
    edit(&plan)
    try JSONEncoder().encode(plan).write(to: stored)
  }

  /// The reference of `row-timers`, copied into the scratch folder with `edit` applied.
  func learnerFile(_ edit: (String) -> String = { $0 }) throws -> (ExerciseInfo, URL) {
    let exercise = try #require(ExerciseList(ExerciseInfo.builtIn).named("row-timers"))
    let reference = StarterTests.repository.appendingPathComponent(exercise.referencePath)
    let file = scratch.appendingPathComponent("learner/\(exercise.file)")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try edit(try String(contentsOf: reference, encoding: .utf8)).write(
      to: file, atomically: true, encoding: .utf8)
    return (exercise, file)
  }

  @Test("The first check asks the driver for its jobs once; the next checks run no driver")
  func planMadeThenUsed() throws {
    let checker = try checker()
    let (exercise, file) = try learnerFile()
    #expect(checker.check(exercise, file: file) == .solved)
    #expect(driverRuns() == [1, 0])
    #expect(storedPlans().count == 1)
    #expect(checker.check(exercise, file: file) == .solved)
    #expect(checker.check(exercise, file: file) == .solved)
    #expect(driverRuns() == [1, 0])

    // Nothing of the driver's is left in the temporary folder: it worked in the check's own.
    let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
    #expect(Set(left) == ["swiftc", "swiftc.log", "cache", "learner"])
  }

  @Test("A file that does not compile gets, through the plan, the driver's very diagnostics")
  func compileErrorsAsTheDriver() throws {
    let checker = try checker()
    let (exercise, file) = try learnerFile()
    #expect(checker.check(exercise, file: file) == .solved)
    let (_, broken) = try learnerFile { $0 + "\nlet misspelled: Int = \"one\"\n" }
    let planned = checker.check(exercise, file: broken)
    #expect(driverRuns() == [1, 0])

    var direct = checker
    direct.moduleCache = nil
    let driven = direct.check(exercise, file: broken)
    #expect(driverRuns() == [1, 1])
    guard case .doesNotCompile(let diagnostics) = planned else {
      Issue.record("expected a compile error, got \(planned)")
      return
    }
    #expect(planned == driven)
    #expect(diagnostics.contains { $0.message.contains("cannot convert value of type 'String'") })
  }

  @Test("Another set of imports is another plan")
  func importsChooseThePlan() throws {
    let checker = try checker()
    let (exercise, file) = try learnerFile()
    #expect(checker.check(exercise, file: file) == .solved)
    let (_, more) = try learnerFile { "import ExerciseSupport\n" + $0 }
    #expect(checker.check(exercise, file: more) == .solved)
    #expect(driverRuns() == [2, 0])
    #expect(storedPlans().count == 2)
  }

  @Test("A plan that no longer links is dropped, and the driver decides that check")
  func stalePlanFallsBack() throws {
    let checker = try checker()
    let (exercise, file) = try learnerFile()
    #expect(checker.check(exercise, file: file) == .solved)
    try editStoredPlan { $0.link.append("-lNoSuchLibraryAnywhere") }

    #expect(checker.check(exercise, file: file) == .solved)
    #expect(driverRuns() == [1, 1])
    #expect(storedPlans().isEmpty)
    // The next check makes a plan afresh.
    #expect(checker.check(exercise, file: file) == .solved)
    #expect(driverRuns() == [2, 1])
    #expect(storedPlans().count == 1)
  }

  @Test("A plan made with another frontend is not used")
  func changedToolIsNotTrusted() throws {
    let checker = try checker()
    let (exercise, file) = try learnerFile()
    #expect(checker.check(exercise, file: file) == .solved)
    try editStoredPlan { plan in
      #expect(plan.toolsUnchanged)
      plan.tools[plan.compile[0]] = "1 0.0"
      #expect(!plan.toolsUnchanged)
    }
    #expect(checker.check(exercise, file: file) == .solved)
    #expect(driverRuns() == [2, 0])
  }
}
