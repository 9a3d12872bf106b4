import ExerciseGraders
import Foundation

/// Every exercise of a kind compiled at once into one program and graded: the starters of one
/// language (each must compile, without warnings, and not be solved yet) or the reference
/// solutions (each must be solved). One `swiftc` run against the library beside the tutor, the
/// way `tutor exercise check` compiles one learner's file. `tutor lint` and the test suite both
/// run it.
public enum ExerciseBatchCheck {
  /// Starters in a language, or the reference solutions.
  public enum Kind: Equatable, Sendable {
    case starters(language: String)
    case references

    /// Whether each exercise of this kind should be solved.
    package var solved: Bool { self == .references }
  }

  /// What the batch did.
  public struct Outcome: Equatable, Sendable {
    /// The file each exercise's source was read from, by exercise name.
    public var sources: [String: String] = [:]
    /// What the compiler said (errors and warnings), empty when it said nothing.
    public var compiler = ""
    public var compiled = false
    /// Whether each exercise was solved, by name, once the program ran.
    public var solved: [String: Bool] = [:]
  }

  public static func run(
    _ kind: Kind, lessons: URL, toolchain: ExerciseToolchain, exercises: [ExerciseInfo]
  ) -> Outcome {
    var outcome = Outcome()
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tutor-exercises-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    var files: [URL] = []
    do {
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      for exercise in exercises {
        let text: String?
        switch kind {
        case .starters(let language):
          outcome.sources[exercise.name] =
            lessons.appendingPathComponent(exercise.starterPath(language: language)).path
          text = ExerciseWorkspace.starter(of: exercise, language: language, lessons: lessons)
        case .references:
          outcome.sources[exercise.name] = exercise.reference(packageRoot: toolchain.packageRoot)?.path
          text = toolchain.reference(of: exercise)
        }
        guard let text else {
          outcome.compiler = "\(outcome.sources[exercise.name] ?? exercise.file): error: cannot be read"
          return outcome
        }
        let file = scratch.appendingPathComponent(exercise.file)
        try text.write(to: file, atomically: true, encoding: .utf8)
        files.append(file)
      }
    } catch {
      outcome.compiler = "\(error)"
      return outcome
    }
    guard let first = files.first else { return outcome }
    let calls = exercises.map { "print(\($0.entry)(\($0.typeName)()).solved)" }
    let main = scratch.appendingPathComponent("main.swift")
    let program = scratch.appendingPathComponent("exercises")
    // A course folder's exercises: their graders and given types are a module of their own.
    let graders = exercises.flatMap(\.graderSources)
    let imports = ["import ExerciseGraders"] + (graders.isEmpty ? [] : ["import CourseExercises"])
    do {
      try ((imports + calls).joined(separator: "\n") + "\n").write(
        to: main, atomically: true, encoding: .utf8)
    } catch {
      outcome.compiler = "\(error)"
      return outcome
    }
    var courseModule: URL?
    if !graders.isEmpty {
      switch CourseExerciseModule.build(sources: graders, toolchain: toolchain, cache: nil, scratch: scratch)
      {
      case .success(let folder): courseModule = folder
      case .failure(let failure):
        outcome.compiler = failure.output.trimmingCharacters(in: .whitespacesAndNewlines)
        return outcome
      }
    }
    // With the library a check links (made once from the object files when the package's is
    // not current), as `tutor exercise check` links.
    let library = toolchain.libraryIsCurrent ? nil : toolchain.linkedLibrary(interrupted: { false })
    var arguments = toolchain.compileArguments(
      file: first, main: main, output: program, libraryFolder: library, courseModule: courseModule)
    arguments.insert(contentsOf: files.dropFirst().map(\.path), at: arguments.count - 3)
    let compiled = ExerciseProcess.run("/usr/bin/env", [toolchain.swiftc] + arguments, timeout: 300)
    // The compiler names the scratch copies: name the files they were read from instead.
    var said = compiled.errors + compiled.output
    for (exercise, file) in zip(exercises, files) {
      said = said.replacingOccurrences(of: file.path, with: outcome.sources[exercise.name] ?? exercise.file)
    }
    outcome.compiler = said.trimmingCharacters(in: .whitespacesAndNewlines)
    outcome.compiled = compiled.status == 0
    guard outcome.compiled else { return outcome }
    let ran = ExerciseProcess.run(program.path, [], timeout: 60)
    let lines = ran.output.split(separator: "\n")
    for (exercise, line) in zip(exercises, lines) { outcome.solved[exercise.name] = line == "true" }
    return outcome
  }
}
