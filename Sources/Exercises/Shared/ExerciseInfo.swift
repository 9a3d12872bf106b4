import Foundation

/// One code exercise of the course: its name, the lesson it ends, and its grader. Every other
/// name is made from the exercise's name (docs/exercises/README.md, "Where an exercise lives"):
///
///     fresh-search  →  FreshSearch.swift        the learner's file, and the reference solution's
///                      FreshSearchExercise      the type the learner writes
///                      checkFreshSearch         the entry the grader's `main` calls
///                      FreshSearchGrader        the grader, in FreshSearchGrader.swift
///                      Sources/Exercises/fresh-search/   the folder that holds them all
public struct ExerciseInfo: Sendable, Equatable {
  /// `row-timers`: what the learner types after `tutor exercise`, in lowercase words joined by
  /// hyphens.
  public let name: String
  /// The lesson it ends (its `kind: exercise` step); its starters are that lesson's.
  public let lesson: String
  /// The grader, whose type name is ``graderName`` (a test checks it).
  public let grader: any ExerciseGrader.Type
  /// For an exercise of a course folder, that folder: its grader and given types are the Swift
  /// files of `Exercises/<name>/` there, compiled with the learner's file; nil for the built-in
  /// course's, whose graders are the module `ExerciseGraders`.
  public let courseFolder: URL?

  init(_ name: String, lesson: String, grader: any ExerciseGrader.Type) {
    self.name = name
    self.lesson = lesson
    self.grader = grader
    self.courseFolder = nil
  }

  /// An exercise of the course folder `courseFolder` (docs/authoring.md, "A code exercise").
  public init(_ name: String, lesson: String, grader: any ExerciseGrader.Type, courseFolder: URL) {
    self.name = name
    self.lesson = lesson
    self.grader = grader
    self.courseFolder = courseFolder
  }

  /// The built-in course's exercises in course order, one per lesson: the graders this module
  /// holds. The engine never reads this table: the built-in course hands it over in its
  /// `Course` (as an ``ExerciseList``), as it hands over its sandboxes.
  public static let builtIn: [ExerciseInfo] = [
    ExerciseInfo("delayed-counter", lesson: "basics", grader: DelayedCounterGrader.self),
    ExerciseInfo("logged-counters", lesson: "pullback", grader: LoggedCountersGrader.self),
    ExerciseInfo("stopwatch", lesson: "optional", grader: StopwatchGrader.self),
    ExerciseInfo("contact-list", lesson: "identified-action", grader: ContactListGrader.self),
    ExerciseInfo("row-timers", lesson: "foreach", grader: RowTimersGrader.self),
    ExerciseInfo("editor-sheet", lesson: "transpose", grader: EditorSheetGrader.self),
    ExerciseInfo("fresh-search", lesson: "effects", grader: FreshSearchGrader.self),
    ExerciseInfo("ticker-sheet", lesson: "presentation", grader: TickerSheetGrader.self),
    ExerciseInfo("detail-stack", lesson: "navigation", grader: DetailStackGrader.self),
  ]

  public static func == (lhs: ExerciseInfo, rhs: ExerciseInfo) -> Bool {
    lhs.name == rhs.name && lhs.lesson == rhs.lesson && lhs.grader == rhs.grader
      && lhs.courseFolder == rhs.courseFolder
  }

  /// `FreshSearch`: the name's words, each capitalised, joined.
  public var stem: String { Self.stem(of: name) }

  /// The stem of an exercise named `name`: `fresh-search` → `FreshSearch`.
  public static func stem(of name: String) -> String {
    name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// `FreshSearch.swift`: the learner's file, and the reference solution's.
  public var file: String { stem + ".swift" }
  /// `FreshSearchExercise`: the type the learner writes; the grader calls `FreshSearchExercise()`.
  public var typeName: String { stem + "Exercise" }
  /// `checkFreshSearch`: the function of `ExerciseGraders` that grades it.
  public var entry: String { "check" + stem }
  /// `FreshSearchGrader`: the grader's type, and its file's name.
  public var graderName: String { stem + "Grader" }
  /// `Sources/Exercises/fresh-search`: the folder of its given types, grader and reference
  /// solution, from the package's root (a course folder's: `Exercises/fresh-search`, from it).
  public var folder: String { (courseFolder == nil ? "Sources/Exercises/" : "Exercises/") + name }
  /// The reference solution, from the package's root (or the course folder's).
  public var referencePath: String { folder + "/" + file }

  /// What follows `tutor exercise <action>` to name this exercise: its name, and for a course
  /// folder's, the folder (`step-counter --course /home/ana/course`).
  public var commandWords: String { name + courseWords }

  /// What a command about this exercise needs besides its name: ` --course <folder>` for a
  /// course folder's, nothing for a built-in one.
  public var courseWords: String {
    guard let courseFolder else { return "" }
    let path = courseFolder.path
    return " --course " + (path.contains(" ") ? "'\(path)'" : path)
  }

  /// The reference solution: in the course folder for its exercises, else in the package
  /// checkout `packageRoot` (nil when there is none).
  public func reference(packageRoot: URL?) -> URL? {
    (courseFolder ?? packageRoot)?.appendingPathComponent(referencePath)
  }

  /// The files compiled with the learner's file: for a course folder's exercise, its grader and
  /// given types (every Swift file of its folder but the reference solution); none for a
  /// built-in one, whose grader is in the exercise library.
  public var graderSources: [URL] {
    guard let courseFolder else { return [] }
    return Self.graderSources(in: courseFolder.appendingPathComponent(folder, isDirectory: true), name: name)
  }

  /// The Swift files of an exercise's folder but its reference solution (`<Stem>.swift`).
  public static func graderSources(in folder: URL, name: String) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") && $0 != stem(of: name) + ".swift" }.sorted().map {
      folder.appendingPathComponent($0)
    }
  }

  /// A starter, from the lessons folder: `effects/exercise.es.swift`.
  public func starterPath(language: String) -> String { "\(lesson)/exercise.\(language).swift" }

  /// The program that grades a file (the learner's, or the reference solution): it calls this
  /// exercise's grader on its type, with the seed given, and prints what it observed (``ExerciseRun``).
  public var mainSource: String {
    """
    import ExerciseGraders
    \(courseFolder == nil ? "" : "import CourseExercises\n")
    ExerciseRun.main { \(entry)(\(typeName)()) }

    """
  }
}
