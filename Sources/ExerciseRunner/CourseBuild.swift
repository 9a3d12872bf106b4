import Foundation

/// Builds the program of a course folder whose `Features/` or `Exercises/` holds Swift files: the
/// tutor's engine and built-in course, the folder's features and its exercises' graders, and a
/// generated `main` that hands the engine the built-in sandboxes plus one per feature the lessons
/// name, and the folder's exercises. Compiled and cached as `tutor play FILE`'s program is
/// (``PlayBuild``); the tutor then runs it with the same command line.
package struct CourseBuild: Sendable {
  package let play: PlayBuild

  package init(play: PlayBuild) { self.play = play }

  /// The Swift files of `course`'s `Features/` folder, by name; none when it has no such folder.
  package static func featureFiles(course: URL) -> Result<[URL], PlayProblem> {
    let folder = course.appendingPathComponent("Features", isDirectory: true)
    guard FileManager.default.fileExists(atPath: folder.path) else { return .success([]) }
    switch PlayBuild.files(at: folder.path) {
    case .success(let files): return .success(files)
    case .failure(.noSwiftFiles): return .success([])
    case .failure(let problem): return .failure(problem)
    }
  }

  /// The program for the course's `files`, with a sandbox for each of `sandboxes` that is a
  /// `@Reducer` type of theirs (other names are left for the lessons' checks to report), and
  /// `exercises`, whose graders it holds.
  package func build(
    files: [URL], sandboxes: [String], exercises: [CourseExercise] = [], willCompile: () -> Void
  ) -> Result<(program: URL, cached: Bool), PlayProblem> {
    let graders = exercises.flatMap(\.graderSources)
    let texts: [String]
    switch PlayBuild.read(files + graders) {
    case .success(let read): texts = read
    case .failure(let problem): return .failure(problem)
    }
    var features: [PlayFeature] = []
    for name in sandboxes {
      if case .success(let feature) = PlayFeature.find(in: Array(texts.prefix(files.count)), named: name) {
        features.append(feature)
      }
    }
    guard let objects = play.toolchain.engineObjectFiles(withBuiltInCourse: true) else {
      return .failure(.notReady)
    }
    return play.program(
      files: files + graders, texts: texts, main: Self.mainSource(of: features, exercises: exercises),
      objects: objects, named: features.first?.name ?? exercises.first?.stem ?? "Features",
      willCompile: willCompile)
  }

  /// The generated `main.swift`.
  static func mainSource(of features: [PlayFeature], exercises: [CourseExercise] = []) -> String {
    let sandboxes = features.map { feature in
      let examples = feature.examples.map(PlayBuild.literal).joined(separator: ", ")
      return """
            CourseProgram.sandbox(
              initialState: \(feature.name).State(), reducer: { \(feature.name)() },
              examples: [\(examples)], name: \(PlayBuild.literal(feature.name))),
        """
    }
    let exerciseLines = exercises.map { exercise in
      """
            CourseProgram.exercise(
              \(PlayBuild.literal(exercise.name)), lesson: \(PlayBuild.literal(exercise.lesson)),
              grader: \(exercise.stem)Grader.self),
      """
    }
    return """
      import BuiltInCourse
      import TutorCommandLine

      CourseProgram.main(
        base: BuiltInCourse.course,
        sandboxes: [
      \(sandboxes.joined(separator: "\n"))
        ],
        exercises: [
      \(exerciseLines.joined(separator: "\n"))
        ])

      """
  }
}
