import Foundation

/// Grades transcripts against the lessons' tasks by running them through the same engine the
/// learner used: each task passes, fails, or was skipped.
public struct Grader {
  public let library: LessonLibrary
  /// The language failures are shown in.
  public let catalog: Catalog

  public init(library: LessonLibrary, catalog: Catalog) {
    self.library = library
    self.catalog = catalog
  }

  /// The transcript files at `paths`: files as given, folders searched for `*.txt` and
  /// `*.transcript`, in a stable order.
  public static func transcriptFiles(at paths: [String]) -> (files: [String], missing: [String]) {
    var files: [String] = []
    var missing: [String] = []
    let fileManager = FileManager.default
    for path in paths {
      var isFolder: ObjCBool = false
      guard fileManager.fileExists(atPath: path, isDirectory: &isFolder) else {
        missing.append(path)
        continue
      }
      guard isFolder.boolValue else {
        files.append(path)
        continue
      }
      let found = (fileManager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".txt") || $0.hasSuffix(".transcript") }
        .sorted()
        .map { (path as NSString).appendingPathComponent($0) }
      files += found
    }
    return (files, missing)
  }

  public func grade(file: String) -> GradeResult {
    guard let data = FileManager.default.contents(atPath: file) else {
      return GradeResult(file: file, lesson: nil, tasks: [], error: catalog.text("grade.unreadable"))
    }
    return grade(text: String(decoding: data, as: UTF8.self), file: file)
  }

  public func grade(text: String, file: String) -> GradeResult {
    guard let transcript = Transcript.parse(text) else {
      return GradeResult(file: file, lesson: nil, tasks: [], error: catalog.text("grade.noDoor"))
    }
    guard case .learn(let lessonID) = transcript.door, let entry = library.entry(lessonID) else {
      let name: String
      switch transcript.door {
      case .learn(let lesson), .play(let lesson): name = lesson
      }
      return GradeResult(
        file: file, lesson: name, tasks: [], error: catalog.text("grade.notALesson", ["lesson": name]))
    }
    let run: TranscriptRun
    do {
      run = try TranscriptRun(
        transcript: transcript, library: library, language: transcript.language ?? catalog.language)
    } catch {
      return GradeResult(
        file: file, lesson: lessonID, tasks: [], error: catalog.text("grade.notALesson", ["lesson": lessonID])
      )
    }
    guard let learn = run.driver as? LearnSession else {
      return GradeResult(file: file, lesson: lessonID, tasks: [], error: catalog.text("grade.noDoor"))
    }
    let renderer = Renderer(catalog: catalog)
    var tasks: [GradeResult.Task] = []
    for (index, step) in entry.lesson.steps.filter(\.isTranscriptTask).enumerated() {
      let record = learn.record.steps[lessonID]?[step.id]
      let status: GradeResult.Status =
        record?.skipped == true ? .skipped : record?.done == true ? .pass : .fail
      let failure = learn.firstFailures[step.id].map { renderer.text($0) }
      tasks.append(
        GradeResult.Task(
          lesson: lessonID, step: step.id, number: index + 1, status: status,
          attempts: record?.attempts ?? 0, firstFailure: failure))
    }
    return GradeResult(file: file, lesson: lessonID, tasks: tasks, error: nil)
  }
}
