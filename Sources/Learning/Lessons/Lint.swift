import ExerciseGraders
import ExerciseRunner
import Foundation
import SandboxRuntime
import TutorSupport

/// `tutor lint`: loads every lesson and both catalogs, runs every check, and explains each
/// problem in the reader's language.
public enum Lint {
  public struct Report: Sendable {
    public var problems: [LessonFileError] = []
    public var lessons = 0
    /// How many exercises were compiled and graded (starters and references); nil when there
    /// was no library to compile them against.
    public var exercises: Int?
    public var languages: [String] = []
    /// Whether lint was given a toolchain at all (the tutor's own lint always is).
    public var toolchainGiven = false
    /// Whether it linted a course folder (`--course`), whose lessons have no code exercises.
    public var courseFolder = false
  }

  /// With a `toolchain` (the modules beside the tutor), the lessons' Swift blocks are compiled
  /// too, and every exercise's starters (not solved yet) and reference solution (solved).
  public static func run(
    resources: ResourceLocator, sandboxes: SandboxList, exercises: ExerciseList,
    languages given: [String]? = nil, toolchain: ExerciseToolchain? = nil
  ) -> Report {
    var report = Report()
    report.courseFolder = resources.course != nil
    // A course's own languages (its `course.md`), unless asked for others.
    let languages =
      given ?? (try? CourseManifest.load(lessons: resources.lessons))??.languages ?? LanguageChoice.supported
    do {
      let library = try LessonLibrary.load(
        from: resources.lessons, sandboxes: sandboxes, exercises: exercises, languages: languages)
      report.lessons = library.entries.count
      for entry in library.entries {
        report.problems += LessonChecker.problems(in: entry, sandboxes: sandboxes)
      }
      report.problems += QuizPositions.problems(in: library.entries, sandboxes: sandboxes)
      report.problems += CodeWidth.problems(in: library.entries)
      if let toolchain {
        report.toolchainGiven = true
        // A course folder's blocks may use its features; its lessons have no code exercises.
        let features = resources.course.flatMap { try? CourseBuild.featureFiles(course: $0).get() } ?? []
        report.problems += SwiftBlockCheck.problems(
          in: library.entries, toolchain: toolchain, features: features)
        if toolchain.isReady, !exercises.isEmpty {
          for kind in languages.map({ ExerciseBatchCheck.Kind.starters(language: $0) }) + [.references] {
            let outcome = ExerciseBatchCheck.run(
              kind, lessons: resources.lessons, toolchain: toolchain, exercises: exercises.all)
            report.problems += ExerciseBatchCheck.problems(kind, outcome, exercises: exercises.all)
          }
          report.exercises = exercises.all.count
          report.languages = languages
        }
      }
    } catch {
      report.problems.append(error)
    }
    var catalogs: [String: Catalog] = [:]
    for language in languages {
      do {
        catalogs[language] = try resources.catalog(language: language)
      } catch {
        report.problems.append(
          LessonFileError(
            file: resources.locales.appendingPathComponent(language).path, line: 1, key: "lint.unreadable"))
      }
    }
    report.problems += MistakeWords.problems(exercises: exercises, catalogs: catalogs)
    let all = catalogs.values.reduce(into: Set<String>()) { $0.formUnion($1.keys) }
    for (language, catalog) in catalogs.sorted(by: { $0.key < $1.key }) {
      for key in all.subtracting(catalog.keys).sorted() {
        report.problems.append(
          LessonFileError(
            file: resources.locales.appendingPathComponent(language).path, line: 1,
            key: "lint.catalogMissingKey",
            ["key": key, "language": language]))
      }
      if let english = catalogs["en"], language != "en" {
        for key in catalog.keys.intersection(english.keys).sorted()
        where catalog.pluralForms(of: key) != english.pluralForms(of: key) {
          report.problems.append(
            LessonFileError(
              file: resources.locales.appendingPathComponent(language).path, line: 1,
              key: "lint.catalogPluralForms",
              ["key": key, "language": language]))
        }
      }
    }
    return report
  }

  /// The report as outputs: each problem, then a summary line.
  public static func outputs(_ report: Report, catalog: Catalog) -> [Output] {
    var outputs = report.problems.map { Output.code($0.message(in: catalog), role: .failure) }
    if report.problems.isEmpty {
      outputs.append(.message(key: "lint.ok", count: report.lessons, role: .success))
      if let count = report.exercises {
        outputs.append(
          .message(
            key: "lint.exercisesOk",
            arguments: ["languages": report.languages.joined(separator: ", ")], count: count,
            role: .success))
      }
    } else {
      outputs.append(.message(key: "lint.problems", count: report.problems.count, role: .failure))
    }
    if report.exercises == nil && report.toolchainGiven && !report.courseFolder {
      outputs.append(.message(key: "lint.exercisesSkipped", role: .dim))
    }
    return outputs
  }
}
