import Foundation
import TutorEngine
import TutorTerminal

/// `tutor grade PATH… [--format text|json|junit]`: exit 0 when every task of every transcript
/// passed, 1 when any did not, 2 when nothing could be graded.
struct GradeCommand {
  let front: FrontDoors
  let library: LessonLibrary

  func run(paths: [String], format: GradeReport.Format) -> Int32 {
    let catalog = front.printer.catalog
    let (files, missing) = Grader.transcriptFiles(at: paths)
    for path in missing { front.printer.error("grade.missing", ["path": path]) }
    guard !files.isEmpty else {
      front.printer.error("grade.noTranscripts", ["paths": paths.joined(separator: ", ")])
      return 2
    }
    let grader = Grader(library: library, catalog: catalog)
    let results = files.map { grader.grade(file: $0) }
    // Names and messages quote hostile transcripts: their control characters are shown, not sent.
    StandardOutput.write(
      VisibleText.escaping(GradeReport.render(results, format: format, catalog: catalog)) + "\n")
    return results.allSatisfy(\.passed) && missing.isEmpty ? 0 : 1
  }
}
