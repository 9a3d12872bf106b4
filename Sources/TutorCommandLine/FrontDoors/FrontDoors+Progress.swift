import Foundation
import Learning
import TutorSupport
import TutorTerminal

extension FrontDoors {
  /// Where progress is kept: a course folder's apart, under its id.
  var store: ProgressStore? {
    guard let standard = ProgressStore.standard(environment: environment) else { return nil }
    guard let id = courseID else { return standard }
    return ProgressStore(folder: standard.folder.appendingPathComponent("courses/\(id)", isDirectory: true))
  }

  /// The saved progress; a file that cannot be read is moved aside, and the learner told.
  func progress() -> LearnerProgress {
    guard let store else { return LearnerProgress() }
    switch store.load() {
    case .fresh: return LearnerProgress()
    case .loaded(let progress): return progress
    case .recovered(let path, let damage):
      let reason = damage.message(in: printer.catalog)
      printer.print([
        .message(key: "app.progressRecovered", arguments: ["path": path, "reason": reason], role: .warning)
      ])
      return LearnerProgress()
    case .unreadable(let problem):
      printer.error("files.progress.unreadable", ["problem": problem.message(in: printer.catalog)])
      return LearnerProgress()
    }
  }

  /// Saves, and says why not when it cannot — once, not after every line.
  /// - Returns: the problem, to pass back as `lastProblem` next time.
  @discardableResult
  /// - Parameter base: what this process had at its last save (or loaded), so that what another
  ///   window saved meanwhile is merged in, not overwritten; on success it becomes `progress`.
  func save(
    _ progress: LearnerProgress, base: inout LearnerProgress, lastProblem: FileProblem? = nil
  ) -> FileProblem? {
    guard let store else { return nil }
    do {
      try store.save(progress, base: base)
      base = progress
      return nil
    } catch {
      if error != lastProblem {
        printer.error("app.progressSaveFailed", ["reason": error.message(in: printer.catalog)])
      }
      return error
    }
  }

  /// `tutor learn`: the lesson from `step` (else its first unfinished step), saving progress
  /// after every line and recording a transcript.
  func learn(
    library: LessonLibrary, lesson: String, step: Int?, record path: String?, watch: Bool = false
  ) -> Int32 {
    var progress = progress()
    let start =
      step ?? library.entry(lesson).map { CourseProgress.startStep(of: $0.lesson, record: progress.record) }
      ?? 0
    guard
      let learn = LearnSession(
        library: library, lesson: lesson, language: language, step: start, record: progress.record)
    else { return unknownLesson(lesson, known: library.ids) }
    learn.learner = LearnerIdentity.current(environment: environment) {
      store.flatMap { InstallSeed.load(in: $0.folder, create: true) }
    }
    let recorder = recorder(door: .learn(lesson), path: path, lesson: lesson)
    recorder?.record(LearnerIdentity.transcriptLine(learn.learner), step: nil)
    recorder?.mark(step: "\(lesson)/\(learn.step.id)")
    var saveProblem: FileProblem?
    var saved = progress
    guard watch, let folder = resources.course else {
      return interactive(learn, greeting: [], recorder: recorder) {
        progress.record = learn.record
        progress.current = learn.position
        progress.language = learn.language
        saveProblem = save(progress, base: &saved, lastProblem: saveProblem)
      }
    }
    let watched = WatchedLearn(
      learn, lessons: resources.lessons,
      features: course.holdsCourseFeatures
        ? folder.appendingPathComponent("Features", isDirectory: true) : nil
    ) { [self] old in
      reloaded(old).mapError { WatchedLearn.ReloadFailure(text: $0.message(in: printer.catalog)) }
    }
    return interactive(
      watched, greeting: [], recorder: recorder, pacing: .watching(watched, printer: printer)
    ) {
      let learn = watched.current
      progress.record = learn.record
      progress.current = learn.position
      progress.language = learn.language
      saveProblem = save(progress, base: &saved, lastProblem: saveProblem)
    }
  }

  /// The session `old` made again from the lesson files as they are now (`--watch`).
  func reloaded(_ old: LearnSession) -> Result<LearnSession, LessonFileError> {
    do {
      let library = try LessonLibrary.load(
        from: resources.lessons, sandboxes: course.sandboxes, exercises: exercises)
      guard
        let fresh = LearnSession(
          library: library, lesson: old.entry.lesson.id, language: old.language, step: old.stepIndex,
          record: old.record)
      else {
        return .failure(
          LessonFileError(
            file: resources.lessons.appendingPathComponent(old.entry.lesson.id).path, line: 1,
            key: "course.lessonMissing", ["lesson": old.entry.lesson.id]))
      }
      fresh.learner = old.learner
      fresh.exerciseMode = old.exerciseMode
      return .success(fresh)
    } catch {
      return .failure(error)
    }
  }

  /// `tutor` alone: the first unfinished step of the lesson last open (or, when that one is
  /// done, of the next unfinished lesson); a menu on the first run and once every lesson is done.
  func resume(library: LessonLibrary, record path: String?) -> Int32 {
    let saved = progress()
    if let point = CourseProgress.resumePoint(library: library, progress: saved) {
      printer.print([
        .message(
          key: "app.resumeAt", arguments: ["lesson": point.lesson, "step": String(point.step + 1)],
          role: .hint)
      ])
      return learn(library: library, lesson: point.lesson, step: point.step, record: path)
    }
    printer.print(LessonListing.outputs(library: library, language: language, record: saved.record))
    let finished = saved.current != nil || !saved.record.steps.isEmpty
    printer.print([.message(key: finished ? "flow.courseDoneMenu" : "app.firstRunMenu", role: .hint)])
    var reader = LineReaderFactory.make(capabilities: capabilities, showsPlainPrompt: true)
    defer { reader.close() }
    while true {
      switch reader.readLine(prompt: printer.catalog.text("app.menuPrompt")) {
      case .line(let line):
        let choice = line.trimmingCharacters(in: .whitespaces)
        let ids = library.ids
        if choice.isEmpty, let first = ids.first {
          return learn(library: library, lesson: first, step: 0, record: path)
        }
        if let number = Int(choice), ids.indices.contains(number - 1) {
          return learn(library: library, lesson: ids[number - 1], step: 0, record: path)
        }
        if ids.contains(choice) { return learn(library: library, lesson: choice, step: 0, record: path) }
        _ = unknownLesson(choice, known: ids)
      case .interrupted: continue
      case .endOfInput: return 0
      }
    }
  }

  /// `tutor reset`: forgets progress, asking first when someone is at the keyboard.
  func reset(lesson: String?, confirmed: Bool) -> Int32 {
    guard let store else {
      printer.error("app.noStateFolder")
      return 2
    }
    if !confirmed && capabilities.inputIsTerminal {
      let what = lesson.map { "'\($0)'" } ?? printer.catalog.text("app.resetEverything")
      var reader = LineReaderFactory.make(capabilities: capabilities, showsPlainPrompt: true)
      defer { reader.close() }
      guard
        case .line(let answer) = reader.readLine(
          prompt: printer.catalog.text("app.resetConfirm", ["what": what])),
        ["yes", "y", "sí", "si", "s"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
      else {
        printer.say("app.resetCancelled")
        return 1
      }
    }
    do {
      try store.reset(lesson: lesson)
    } catch {
      printer.error("app.progressSaveFailed", ["reason": error.message(in: printer.catalog)])
      return 1
    }
    if let lesson {
      printer.say("app.resetDone", ["lesson": lesson])
    } else {
      printer.say("app.resetAllDone")
    }
    return 0
  }

  /// A recorder for this session: at `path` when asked, else kept per lesson in the state folder.
  func recorder(door: Transcript.Door, path: String?, lesson: String) -> TranscriptRecorder? {
    let url: URL
    if let path {
      url = URL(fileURLWithPath: path)
    } else if let store {
      // Not `replacingOccurrences`: its first use (through NSString) cost more than the rest of
      // making the file.
      let stamp = String(UTCStamp.now().map { $0 == ":" ? "-" : $0 })
      // Never over an earlier session's transcript, even one started in the same second.
      let folder = store.transcripts.appendingPathComponent(lesson).path
      guard let free = try? FileAccess.createNew(in: folder, base: stamp, extension: "txt") else {
        return nil
      }
      url = URL(fileURLWithPath: free)
    } else {
      return nil
    }
    do {
      let recorder = try TranscriptRecorder(url: url, door: door, language: language)
      if path != nil {
        printer.print([
          .message(
            key: recorder.appends ? "app.recordingAppends" : "app.recording", arguments: ["path": url.path],
            role: .dim)
        ])
      }
      return recorder
    } catch {
      let problem = FileProblem(path: url.path, operation: .write, error: error)
      printer.error("app.cannotRecord", ["path": url.path, "reason": problem.reason(in: printer.catalog)])
      return nil
    }
  }
}
