import Foundation
import TutorEngine
import TutorTerminal

/// `tutor grade PATH… [--format text|json|junit|html] [--details] [--output-dir DIR]
/// [--shard i/n] [--timeout SECONDS]`, or `tutor grade --merge RESULTS.json…`: exit 0 when every
/// task and quiz of every transcript passed, 1 when any did not, 2 when nothing could be graded.
struct GradeCommand {
  let front: FrontDoors
  let library: LessonLibrary

  func run(_ options: GradeOptions) -> Int32 {
    let catalog = front.printer.catalog
    let gathered = options.merge ? merged(options.paths) : graded(options, catalog: catalog)
    guard let (results, complete) = gathered else { return 2 }
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
      results, format: options.format, catalog: catalog, details: options.details)
    // Names and messages quote hostile transcripts: their control characters are shown, not sent.
    StandardOutput.write(VisibleText.escaping(report) + (report.hasSuffix("\n") ? "" : "\n"))
    return results.allSatisfy(\.passed) && complete ? 0 : 1
  }

  /// The transcripts graded (this shard's share); nil when there was none.
  private func graded(_ options: GradeOptions, catalog: Catalog) -> ([GradeResult], Bool)? {
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
      let chosen = Set(shard.select(students.map(\.student)))
      students = students.filter { chosen.contains($0.student) }
    }
    let grader = Grader(library: library, catalog: catalog, limits: options.limits)
    let results = students.map { student in
      StudentSittings.combine(student.files.map { grader.grade(file: $0) }, student: student.student)
    }
    return (results, missing.isEmpty)
  }

  /// The results inside earlier JSON reports; nil when none held any.
  private func merged(_ paths: [String]) -> ([GradeResult], Bool)? {
    var results: [GradeResult] = []
    var complete = true
    for path in GradeOutputFolder.jsonFiles(at: paths) {
      guard let data = FileManager.default.contents(atPath: path), let found = GradeReport.results(in: data)
      else {
        front.printer.error("grade.notResults", ["path": path])
        complete = false
        continue
      }
      results += found
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
    return (results.sorted { $0.file < $1.file }, complete)
  }
}
