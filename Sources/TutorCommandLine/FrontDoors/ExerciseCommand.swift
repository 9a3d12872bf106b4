import ExerciseGraders
import ExerciseRunner
import Foundation
import Learning
import TutorSupport
import TutorTerminal

/// `tutor exercise list|start|check|watch|hint|reset|solution`: code exercises, rustlings-style.
/// Exit statuses: 0 done (solved), 1 not yet, 2 a usage error.
struct ExerciseCommand {
  let front: FrontDoors
  let arguments: ExerciseArguments
  let context: ExerciseContext
  /// The course's exercises, read once (a course folder's are found on disk).
  let exercises: ExerciseList

  var printer: Printer { front.printer }

  init(front: FrontDoors, arguments: ExerciseArguments, environment: [String: String]) {
    self.front = front
    self.arguments = arguments
    self.context = ExerciseContext.standard(folder: arguments.folder, environment: environment)
    self.exercises = front.exercises
  }

  func run() -> Int32 {
    guard !exercises.isEmpty else {
      printer.error("course.noExercises")
      return 2
    }
    if let name = arguments.name, let problem = ExerciseArguments.unknownExercise(name, among: exercises) {
      UsageProblem.write(UsageProblem.outputs(problem, catalog: printer.catalog), catalog: printer.catalog)
      return 2
    }
    switch arguments.action {
    case .help:
      printer.say("exercise.usage")
      return 0
    case .list: return list()
    case .start(let name): return start(name.flatMap(exercises.named) ?? next())
    case .check(let name):
      guard let exercise = name.flatMap(exercises.named) ?? current() else {
        printer.print([.message(key: "exercise.allSolved", role: .success)])
        return 0
      }
      return check(exercise) ? 0 : 1
    case .watch:
      return ExerciseWatch(command: self).run()
    case .hint(let name):
      guard let exercise = name.flatMap(exercises.named) ?? current() else { return 0 }
      printer.print(hint(exercise))
      return 0
    case .reset(let name):
      // The name was checked above.
      guard let exercise = exercises.named(name) else { return 2 }
      return reset(exercise)
    case .solution(let name):
      guard let exercise = exercises.named(name) else { return 2 }
      return solution(exercise)
    case .grade: return grade()
    case .play(let name):
      guard let exercise = name.flatMap(exercises.named) ?? current() ?? exercises.all.first else {
        return 2
      }
      return play(exercise)
    }
  }

  /// `tutor play` on the learner's file of `exercise`: its type, with its lesson's examples.
  func play(_ exercise: ExerciseInfo) -> Int32 {
    let file = context.workspace.file(of: exercise)
    guard FileManager.default.fileExists(atPath: file.path) else {
      printer.print(ExerciseOutput.verdict(.missingFile(file.path), exercise: exercise, file: file))
      printer.print([
        .message(key: "exercise.start.hintStart", arguments: ["name": exercise.commandWords], role: .hint)
      ])
      return 2
    }
    var options = TutorArguments(command: .playFile(path: file.path, feature: exercise.typeName))
    options.noColor = !printer.style.enabled
    return PlayFileCommand(front: front, arguments: options).run(
      path: file.path, feature: exercise.typeName,
      examples: front.course.sandboxes.named(exercise.lesson)?.exampleLines, given: exercise.graderSources)
  }

  // MARK: Which exercise

  var record: LearnRecord { front.progress().record }

  func status(_ exercise: ExerciseInfo, in record: LearnRecord) -> LearnRecord.ExerciseStatus {
    record.status(of: exercise)
  }

  /// The exercise in progress: the first started and not solved; else the first not solved whose
  /// file is there; else the first not solved.
  func current() -> ExerciseInfo? {
    let record = self.record
    let open = exercises.all.filter {
      [.started, .notStarted].contains(status($0, in: record))
    }
    return open.first { status($0, in: record) == .started } ?? open.first { context.workspace.exists($0) }
      ?? open.first
  }

  /// The first exercise not solved, else the first.
  func next() -> ExerciseInfo {
    let record = self.record
    return exercises.all.first { [.started, .notStarted].contains(status($0, in: record)) }
      ?? exercises.all[0]
  }

  // MARK: Actions

  func list() -> Int32 {
    let record = self.record
    var outputs: [Output] = [
      .message(
        key: "exercise.list.header", arguments: ["folder": context.workspace.folder.path], role: .heading)
    ]
    for (index, exercise) in exercises.all.enumerated() {
      let status = status(exercise, in: record)
      outputs.append(
        .message(
          key: "exercise.list.line",
          arguments: [
            "n": String(index + 1), "name": exercise.name.padding(toLength: 16, withPad: " ", startingAt: 0),
            "lesson": exercise.lesson.padding(toLength: 18, withPad: " ", startingAt: 0),
            "status": Output.localized("exercise.status." + status.rawValue),
            "file": ExerciseWorkspace.path(of: exercise),
          ], role: status == .solved ? .success : .plain))
    }
    outputs.append(
      .message(
        key: "exercise.list.footer", arguments: ["course": exercises.all.first?.courseWords ?? ""],
        role: .hint))
    printer.print(outputs)
    return 0
  }

  /// Copies the starter in; says which file to edit.
  func start(_ exercise: ExerciseInfo) -> Int32 {
    let workspace = context.workspace
    if workspace.isInside(context.toolchain?.packageRoot) {
      printer.error("exercise.start.insidePackage", ["folder": workspace.folder.path])
      return 2
    }
    let file = workspace.file(of: exercise)
    let existed = workspace.exists(exercise)
    do {
      try workspace.install(
        exercise, language: front.language, lessons: front.resources.lessons, overwrite: false)
    } catch {
      return cannotWrite(file, error)
    }
    workspace.remember(in: context.stateFolder)
    var progress = front.progress()
    var loaded = progress
    progress.record.noteStarted(of: exercise)
    _ = front.save(progress, base: &loaded)
    printer.print([
      .message(
        key: existed ? "exercise.start.exists" : "exercise.start.started",
        arguments: ["name": exercise.name, "path": file.path], role: .success),
      .message(
        key: "exercise.start.next",
        arguments: ["name": exercise.commandWords, "course": exercise.courseWords],
        role: .hint),
    ])
    return 0
  }

  /// The next hint of the exercise's ladder (its lesson's `exercise` step), in the learner's language.
  func hint(_ exercise: ExerciseInfo) -> [Output] {
    guard let library = front.library(), let entry = library.entry(exercise.lesson),
      let hints = entry.text(front.language)?.steps[LearnRecord.exerciseStep]?.hints, !hints.isEmpty
    else { return [.message(key: "learn.noHints", role: .hint)] }
    var progress = front.progress()
    var loaded = progress
    let taken = progress.record.steps[exercise.lesson]?[LearnRecord.exerciseStep]?.hints ?? 0
    let number = min(taken, hints.count - 1) + 1
    progress.record.noteHint(of: exercise)
    _ = front.save(progress, base: &loaded)
    return [
      .message(
        key: "learn.hintHeader", arguments: ["n": String(number), "total": String(hints.count)], role: .hint),
      .prose(hints[number - 1]),
    ]
  }

  /// Puts the starter back; the learner's file is kept beside it (`.bak`).
  func reset(_ exercise: ExerciseInfo) -> Int32 {
    let file = context.workspace.file(of: exercise)
    let backup = file.appendingPathExtension("bak")
    do {
      if context.workspace.exists(exercise) {
        try? FileManager.default.removeItem(at: backup)
        try FileManager.default.copyItem(at: file, to: backup)
      }
      try context.workspace.install(
        exercise, language: front.language, lessons: front.resources.lessons, overwrite: true)
    } catch {
      return cannotWrite(file, error)
    }
    printer.print([
      .message(
        key: "exercise.reset.done", arguments: ["path": file.path, "backup": backup.lastPathComponent],
        role: .success)
    ])
    return 0
  }

  /// The reference solution: at once when solved; else after a confirmation (or `--yes`), noted
  /// in progress like `:skip`.
  func solution(_ exercise: ExerciseInfo) -> Int32 {
    guard let reference = context.toolchain?.reference(of: exercise) else {
      printer.error("exercise.solution.unavailable")
      return 1
    }
    var progress = front.progress()
    var loaded = progress
    if status(exercise, in: progress.record) != .solved
      && status(exercise, in: progress.record) != .solutionShown
    {
      if !arguments.yes {
        guard front.capabilities.inputIsTerminal,
          confirm("exercise.solution.confirm", ["name": exercise.name])
        else {
          printer.print([
            .message(
              key: "exercise.solution.needsYes", arguments: ["name": exercise.commandWords], role: .hint)
          ])
          return 1
        }
      }
      progress.record.noteSolutionShown(of: exercise)
      _ = front.save(progress, base: &loaded)
      printer.print([.message(key: "exercise.solution.noted", role: .dim)])
    }
    printer.print([.code(reference)])
    return 0
  }

  func confirm(_ key: String, _ words: [String: String]) -> Bool {
    var reader = LineReaderFactory.make(capabilities: front.capabilities, showsPlainPrompt: true)
    defer { reader.close() }
    guard case .line(let answer) = reader.readLine(prompt: printer.catalog.text(key, words)) else {
      return false
    }
    return ["yes", "y", "sí", "si", "s"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
  }

  /// The learner's file could not be written: the path and the cause, in their words.
  private func cannotWrite(_ file: URL, _ error: any Error) -> Int32 {
    let reason = FileProblem(path: file.path, operation: .write, error: error).reason(in: printer.catalog)
    printer.error("exercise.start.cannotWrite", ["path": file.path, "reason": reason])
    return 1
  }
}
