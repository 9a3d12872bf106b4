import Foundation
import Grading
import Learning
import TutorSupport
import TutorTerminal

/// `tutor grade PATH… [--format text|json|junit|html] [--details] [--output-dir DIR]
/// [--shard i/n] [--timeout SECONDS] [--anonymize FILE] [--exercises DIR]`, or
/// `tutor grade --merge RESULTS.json…`: exit 0 when every task and quiz of every transcript
/// passed, 1 when any did not, 2 when nothing could be graded.
struct GradeCommand {
  let front: FrontDoors
  let library: LessonLibrary

  /// The transcripts named, then the folder of code exercises given with `--exercises`: the
  /// worse of the two statuses.
  func run(_ options: GradeOptions, environment: [String: String]) -> Int32 {
    guard let folder = options.exercises else { return run(options) }
    let transcripts = options.paths.isEmpty ? 0 : run(options)
    let exercises = ExerciseArguments(
      action: .grade, folder: folder, json: options.format == .json, anonymize: options.anonymize)
    return max(
      transcripts, ExerciseCommand(front: front, arguments: exercises, environment: environment).run())
  }

  func run(_ options: GradeOptions) -> Int32 {
    let catalog = front.printer.catalog
    var mark: GradeShardMark?
    let gathered = options.merge ? merged(options.paths) : graded(options, catalog: catalog, mark: &mark)
    guard let (found, complete) = gathered else { return 2 }
    var results = found
    if let file = options.anonymize {
      let anonymous = GradeAnonymizer.anonymize(results)
      do {
        // Written before any report, so that a report never exists without its key.
        try GradeAnonymizer.writeMapping(anonymous.mapping, to: file, catalog: catalog)
      } catch {
        front.printer.error(
          "grade.mappingFailed",
          [
            "path": file,
            "reason": FileProblem(path: file, operation: .write, error: error).reason(in: catalog),
          ])
        return 2
      }
      front.printer.error(
        "grade.wroteMapping", ["count": String(anonymous.mapping.count), "path": file],
        count: anonymous.mapping.count)
      results = anonymous.results
    }
    if let folder = options.outputDirectory {
      do {
        let written = try GradeOutputFolder.write(results, to: folder, catalog: catalog)
        front.printer.error("grade.wroteResults", ["count": String(written), "path": folder])
      } catch let planted as GradeOutputFolder.NotAFolder {
        front.printer.error("grade.outputDirLink", ["path": planted.path])
        return 2
      } catch {
        front.printer.error(
          "grade.outputDirFailed",
          [
            "path": folder,
            "reason": FileProblem(path: folder, operation: .write, error: error).reason(in: catalog),
          ])
        return 2
      }
    }
    let report = GradeReport.render(
      results, format: options.format, catalog: catalog, details: options.details,
      order: GradeReport.courseOrder(library), shard: mark)
    // Names and messages quote hostile transcripts: their control characters are shown, not sent.
    StandardOutput.write(VisibleText.escaping(report) + (report.hasSuffix("\n") ? "" : "\n"))
    return results.allSatisfy(\.passed) && complete ? 0 : 1
  }

  /// The transcripts graded (this shard's share); nil when there was none.
  private func graded(
    _ options: GradeOptions, catalog: Catalog, mark: inout GradeShardMark?
  ) -> ([GradeResult], Bool)? {
    let scan = TranscriptScan(paths: options.paths)
    let files = scan.files
    let missing = scan.missing
    for path in missing { front.printer.error("grade.missing", ["path": path]) }
    for skipped in scan.skipped {
      front.printer.error("grade.notGraded", ["path": skipped.path, "reason": catalog.text(skipped.reason)])
    }
    guard !files.isEmpty else {
      front.printer.error("grade.noTranscripts", ["paths": options.paths.joined(separator: ", ")])
      return nil
    }
    // One student's sittings stay together: shards share out students, not files.
    var students = StudentSittings.group(files, roots: options.paths)
    if let shard = options.shard {
      mark = GradeShardMark(roster: students.map(\.student), shard: shard)
      let chosen = Set(shard.select(students.map(\.student)))
      students = students.filter { chosen.contains($0.student) }
    }
    let grader = Grader(library: library, catalog: catalog, limits: options.limits)
    let results = students.map { student in
      StudentSittings.combine(
        student.files.map { grader.grade(file: $0, in: scan) }, student: student.student)
    }
    return (results, missing.isEmpty)
  }

  /// The first negative count (`number`, `attempts`, `hints`) in `results`, if any.
  static func negativeCount(in results: [GradeResult]) -> (field: String, value: Int, task: String)? {
    for result in results {
      for task in result.entries {
        for (field, value) in [("number", task.number), ("attempts", task.attempts), ("hints", task.hints)]
        where value < 0 {
          return (field, value, task.name)
        }
      }
    }
    return nil
  }

  /// The results inside earlier JSON reports; nil when none held any.
  private func merged(_ paths: [String]) -> ([GradeResult], Bool)? {
    var results: [GradeResult] = []
    var complete = true
    var marks: [(path: String, mark: GradeShardMark)] = []
    for path in GradeOutputFolder.jsonFiles(at: paths) {
      guard let data = FileManager.default.contents(atPath: path), let found = GradeReport.results(in: data)
      else {
        front.printer.error("grade.notResults", ["path": path])
        complete = false
        continue
      }
      // Well-formed JSON may still hold nonsense: a count is never negative.
      if let bad = Self.negativeCount(in: found) {
        front.printer.error(
          "grade.mergeNegative",
          ["path": path, "field": bad.field, "value": String(bad.value), "task": bad.task])
        complete = false
        continue
      }
      results += found
      if let mark = GradeReport.shardMark(in: data) { marks.append((path, mark)) }
    }
    guard !results.isEmpty else {
      front.printer.error("grade.noTranscripts", ["paths": paths.joined(separator: ", ")])
      return nil
    }
    // The same student twice (a shard given twice, or two runs mixed): refused, named.
    var seen: Set<String> = []
    for result in results where !seen.insert(result.file).inserted {
      front.printer.error("grade.mergeTwice", ["file": result.file])
      return nil
    }
    // Shards of one run, every one of them (documents without a mark are not checked).
    switch GradeShardMark.problem(marks) {
    case .otherRun(let path, let mark, let first, let firstMark):
      front.printer.error(
        "grade.mergeOtherRun",
        ["path": path, "share": mark.share, "run": mark.run, "first": first, "firstRun": firstMark.run])
      return nil
    case .missing(let share, let given):
      front.printer.error(
        "grade.mergeMissingShard", ["share": share, "given": given.joined(separator: ", ")])
      return nil
    case nil: break
    }
    return (results.sorted { $0.file < $1.file }, complete)
  }
}
