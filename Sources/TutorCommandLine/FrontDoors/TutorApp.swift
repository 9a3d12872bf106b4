import ExerciseGraders
import ExerciseRunner
import Foundation
import Learning
import SandboxRuntime
import TutorSupport
import TutorTerminal

/// Argument handling and the one I/O loop of each front door, for a course.
///
///     exit(TutorApp(environment: ProcessInfo.processInfo.environment, course: BuiltInCourse.course)
///       .run(arguments: Array(CommandLine.arguments.dropFirst())))
public struct TutorApp {
  let environment: [String: String]
  let course: Course

  public init(environment: [String: String], course: Course) {
    self.environment = environment
    self.course = course
  }

  /// Exit statuses: 0 success, 1 a check failed, 2 a usage error.
  public func run(arguments: [String]) -> Int32 {
    let lineWords = arguments
    // One reading of the line: its `--lang` and `--resources` count even when the rest cannot
    // be read, so that its error is told in the language asked for.
    let reading = TutorArguments.read(arguments)
    let language = LanguageChoice.resolve(option: reading.language, environment: environment)
    guard
      let found = course.resources(explicit: reading.resources, environment: environment),
      let ownCatalog = try? found.catalog(language: language)
    else {
      StandardError.write(
        "tutor: cannot find the locales/ folder; pass --resources <folder> or set TUTOR_RESOURCES.\n"
          + "tutor: no encuentro la carpeta locales/; usa --resources <carpeta> o define TUTOR_RESOURCES.\n")
      return 2
    }
    // `--course DIR`: its lessons, and its own words beside the tutor's.
    var resources = found
    var catalog = ownCatalog
    if let path = reading.course {
      let folder = URL(fileURLWithPath: path).standardizedFileURL
      let plain = Printer(renderer: Renderer(catalog: ownCatalog), style: Style(enabled: false))
      guard
        FileManager.default.fileExists(
          atPath: folder.appendingPathComponent("lessons/\(CourseManifest.fileName)").path)
      else {
        StandardError.write(
          plain.text([.message(key: "course.notACourse", arguments: ["path": path])]) + "\n")
        return 2
      }
      resources = found.with(course: folder)
      do {
        catalog = try resources.catalog(language: language)
      } catch {
        StandardError.write(
          plain.text([.message(key: "course.badLocales", arguments: ["detail": "\(error)"])]) + "\n")
        return 2
      }
    }
    let arguments: TutorArguments
    switch reading.result {
    case .success(let value): arguments = value
    case .failure(let problem):
      var outputs = UsageProblem.outputs(problem, catalog: catalog)
      if case .unknownCommand(let name, _) = problem,
        FileManager.default.fileExists(
          atPath: resources.lessons.appendingPathComponent(name).appendingPathComponent("lesson.md").path)
      {
        outputs = [.message(key: "surface.lessonNotCommand", arguments: ["lesson": name])]
      }
      UsageProblem.write(outputs, catalog: catalog)
      return 2
    }
    let capabilities = TerminalCapabilities.detect(environment: environment)
    let printer = Printer(
      renderer: Renderer(catalog: catalog),
      style: Style(enabled: capabilities.usesColor && !arguments.noColor))
    if arguments.watch && resources.course == nil {
      printer.error("course.watchNeedsCourse")
      return 2
    }
    let front = FrontDoors(
      course: course, resources: resources, language: language, printer: printer,
      capabilities: capabilities, environment: environment,
      courseID: resources.course.flatMap { _ in (try? CourseManifest.load(lessons: resources.lessons))??.id })
    if let folder = resources.course,
      let status = front.courseFolder(folder, arguments: arguments, line: lineWords)
    {
      return status
    }

    switch arguments.command {
    case .resume:
      guard let library = front.library() else { return 2 }
      return front.resume(library: library, record: arguments.record)
    case .replay(let path, let pace):
      return TranscriptRunner(printer: printer, front: front).run(
        path: path, lesson: nil, replay: true, pace: pace, languageGiven: arguments.language != nil)
    case .demo(let lesson, let from, let pace):
      guard let library = front.library() else { return 2 }
      return DemoLoop(front: front, library: library).run(lesson: lesson, from: from, pace: pace)
    case .grade(let options):
      guard let library = front.library() else { return 2 }
      return GradeCommand(front: front, library: library).run(options, environment: environment)
    case .reset(let lesson):
      if let lesson {
        // A lesson that neither exists nor has progress: say so, rather than "forgotten".
        guard let library = front.library() else { return 2 }
        let record = front.progress().record
        if !library.ids.contains(lesson), record.steps[lesson] == nil, !record.finished.contains(lesson) {
          return front.unknownLesson(lesson, known: library.ids)
        }
      }
      return front.reset(lesson: lesson, confirmed: arguments.yes)
    case .courseNew(let path):
      return CourseScaffold(front: front).write(to: path)
    case .help(let command):
      printer.print(command.map(CommandHelp.command) ?? CommandHelp.overview())
      return 0
    case .lessons:
      guard let library = front.library() else { return 2 }
      printer.print(
        LessonListing.outputs(library: library, language: language, record: front.progress().record))
      printer.print(ExerciseListing.summary(record: front.progress().record, exercises: front.exercises))
      return 0
    case .exercise(let words):
      return ExerciseCommand(front: front, arguments: words, environment: environment).run()
    case .lint:
      let report = Lint.run(
        resources: resources, sandboxes: course.sandboxes, exercises: front.exercises,
        toolchain: ExerciseToolchain.locate())
      printer.print(Lint.outputs(report, catalog: catalog))
      return report.problems.isEmpty ? 0 : 1
    case .play(let lesson):
      guard let session = Session(lesson: lesson, sandboxes: course.sandboxes, realtime: arguments.realtime)
      else {
        return front.unknownLesson(lesson, known: course.sandboxes.ids)
      }
      let recorder = front.recorder(door: .play(lesson), path: arguments.record, lesson: lesson)
      guard arguments.realtime else {
        return front.interactive(session, greeting: front.welcome(lesson), recorder: recorder)
      }
      let driver = RealtimeDriver(session)
      return front.interactive(
        driver, greeting: front.welcome(lesson), recorder: recorder,
        pacing: .realtime(driver, printer: printer))
    case .playFile(let path, let feature):
      return PlayFileCommand(front: front, arguments: arguments).run(path: path, feature: feature)
    case .learn(let lesson):
      guard let library = front.library() else { return 2 }
      return front.learn(
        library: library, lesson: lesson, step: nil, record: arguments.record, watch: arguments.watch)
    case .run(let path, let lesson):
      return TranscriptRunner(printer: printer, front: front).run(
        path: path, lesson: lesson, replay: false, pace: nil, languageGiven: true)
    }
  }
}

/// What the front doors share: resources, language, printing.
struct FrontDoors {
  let course: Course
  let resources: ResourceLocator
  let language: String
  let printer: Printer
  let capabilities: TerminalCapabilities
  let environment: [String: String]
  /// A course folder's id (its `course.md`): its progress is kept apart from the built-in course's.
  var courseID: String? = nil

  /// The code exercises of the lessons being run: the built-in course's, or in a course folder's
  /// program (``CourseProgram``), the folder's. Outside its program, a course folder's are
  /// ``CourseExercise/unbuilt``: their graders are compiled into the program.
  var exercises: ExerciseList {
    guard let folder = resources.course, !course.holdsCourseFeatures else { return course.exercises }
    return ExerciseList(CourseExercise.survey(course: folder).exercises.map(\.unbuilt))
  }

  func library() -> LessonLibrary? {
    do {
      return try LessonLibrary.load(
        from: resources.lessons, sandboxes: course.sandboxes, exercises: exercises)
    } catch {
      printer.error("app.lessonLoadFailed")
      StandardError.write("  " + error.message(in: printer.catalog) + "\n")
      return nil
    }
  }

  func unknownLesson(_ lesson: String, known: [String]) -> Int32 {
    if let suggestion = Suggestions.nearest(to: lesson, among: known) {
      printer.error("app.unknownLessonSuggestion", ["lesson": lesson, "suggestion": suggestion])
    } else {
      printer.error("app.unknownLesson", ["lesson": lesson, "lessons": known.joined(separator: ", ")])
    }
    return 2
  }

  func welcome(_ lesson: String) -> [Output] {
    guard capabilities.isInteractive else { return [] }
    let example = course.sandboxes.named(lesson)?.firstExample ?? ".action"
    return [.say("app.welcome", ["lesson": lesson, "example": example])]
  }

  func interactive(
    _ driver: some PromptDriver, greeting: [Output], recorder: TranscriptRecorder?,
    pacing: LoopPacing = .stepwise, afterLine: @escaping () -> Void = {}
  ) -> Int32 {
    var loop = InteractiveLoop(
      driver: driver, printer: printer, capabilities: capabilities, environment: environment,
      resources: resources, recorder: recorder, pacing: pacing, afterLine: afterLine)
    return loop.run(greeting: greeting)
  }
}
