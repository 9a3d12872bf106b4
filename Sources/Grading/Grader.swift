import Foundation
import Learning
import ReducerKit
import SandboxRuntime
import TutorSupport

/// Grades transcripts against the lessons' tasks and quizzes by running them through the same
/// engine the learner used. Transcripts come from students, so each is read line by line within
/// ``GradeLimits``: a file past a limit is an error naming it, never a hang.
public struct Grader {
  public let library: LessonLibrary
  /// The language failures are shown in.
  public let catalog: Catalog
  public var limits: GradeLimits

  public init(library: LessonLibrary, catalog: Catalog, limits: GradeLimits = .standard) {
    self.library = library
    self.catalog = catalog
    self.limits = limits
  }

  /// The transcript files at `paths` (``TranscriptScan``: files as given, folders searched at
  /// every depth for `.txt`, `.transcript` and `.tutor`, links inside folders not followed), in
  /// a stable order.
  public static func transcriptFiles(at paths: [String]) -> (files: [String], missing: [String]) {
    let scan = TranscriptScan(paths: paths)
    return (scan.files, scan.missing)
  }

  public func grade(file: String) -> GradeResult {
    // Only regular files: a FIFO would block the grader, a device would never end.
    let resolved = URL(fileURLWithPath: file).resolvingSymlinksInPath().path
    let type = (try? FileManager.default.attributesOfItem(atPath: resolved))?[.type] as? FileAttributeType
    guard type == nil || type == .typeRegular else { return .failure(file, catalog.text("grade.notAFile")) }
    do {
      return grade(try TranscriptLines(opening: file, limits: limits), file: file)
    } catch {
      // Not opened: the system's own reason, in words (not found, permission, …).
      return .failure(file, error.message(in: catalog))
    }
  }

  /// The file `file` of `scan`: one whose name is not UTF-8 is opened by the bytes of its name
  /// and graded under the name shown (``TranscriptScan/openPaths``).
  public func grade(file: String, in scan: TranscriptScan) -> GradeResult {
    guard let bytes = scan.openPaths[file] else { return grade(file: file) }
    guard let descriptor = RawFolder.openForReading(bytes) else {
      let problem = FileProblem(path: file, operation: .read, errno: errno)
      return .failure(file, problem.message(in: catalog))
    }
    return grade(TranscriptLines(descriptor: descriptor, path: file, limits: limits), file: file)
  }

  public func grade(text: String, file: String) -> GradeResult {
    grade(TranscriptLines(text: text, limits: limits), file: file)
  }

  private func grade(_ lines: TranscriptLines, file: String) -> GradeResult {
    let budget = WakeUpBudget(
      wakeUps: limits.maxWakeUps, deadline: .now + .milliseconds(Int(limits.timeout * 1000)))
    let actions = ActionBudget(actions: limits.maxActions)
    return WakeUpBudget.$current.withValue(budget) {
      ActionBudget.$current.withValue(actions) { gradeWithin(budget, actions, lines, file: file) }
    }
  }

  private func gradeWithin(
    _ budget: WakeUpBudget, _ actions: ActionBudget, _ lines: TranscriptLines, file: String
  ) -> GradeResult {
    let renderer = Renderer(catalog: catalog)
    var sections: [GradeSection] = []
    var sawDoor = false
    var sawPlay = false
    var problem: String?
    var lessons: [String] = []
    do throws(TranscriptLines.Problem) {
      try lines.forEach { number, entry in
        guard case .line(let line) = entry else {
          // Refused as the prompt refuses it: not run, and said where the line was.
          guard sawDoor else {
            problem = catalog.text("grade.noDoor")
            return false
          }
          sections.last?.refuse(
            catalog.text("grade.lineTooLong", ["line": String(number), "limit": String(limits.maxLineBytes)]))
          return true
        }
        let words = line.split(separator: " ").map(String.init)
        let isDoor = words.count == 2 && (words[0] == "learn" || (!sawDoor && words[0] == "play"))
        if !sawDoor, !isDoor {
          if line.trimmingWhitespace().isEmpty || line.hasPrefix("#") { return true }
          problem = catalog.text("grade.noDoor")
          return false
        }
        if isDoor {
          sawDoor = true
          guard words[0] == "learn" else {
            sawPlay = true
            return true
          }
          lessons.append(words[1])
          guard
            let section = GradeSection(library: library, lesson: words[1], renderer: renderer, limits: limits)
          else {
            problem = catalog.text("grade.notALesson", ["lesson": UntrustedText.line(words[1])])
            return false
          }
          sections.append(section)
          return true
        }
        sections.last?.handle(line)
        if let exhausted = budget.exhausted ?? (budget.checkDeadline() ? nil : budget.exhausted) {
          problem = message(exhausted, line: number)
          return false
        }
        // A line stopped for want of actions; when the wake-ups are all spent too, those are named.
        if actions.exhausted {
          problem =
            budget.spent >= limits.maxWakeUps
            ? message(.wakeUps(limits.maxWakeUps), line: number)
            : catalog.text("grade.tooManyActions", ["line": String(number), "limit": String(actions.limit)])
          return false
        }
        return true
      }
    } catch {
      problem = message(error)
    }
    if problem == nil, sections.isEmpty {
      problem = catalog.text(sawPlay ? "grade.playTranscript" : "grade.noDoor")
    }
    if let problem {
      return GradeResult(file: file, lessons: lessons, entries: [], error: problem)
    }
    var entries: [GradeResult.Task] = []
    var graded: [String] = []
    for section in sections {
      for entry in section.finish(library: library) {
        if let index = entries.firstIndex(where: { $0.lesson == entry.lesson && $0.step == entry.step }) {
          entries[index] = GradeResult.Task.merged(entries[index], later: entry)
        } else {
          entries.append(entry)
        }
      }
      for lesson in section.lessons where !graded.contains(lesson) { graded.append(lesson) }
    }
    return GradeResult(file: file, lessons: graded, entries: entries, error: nil)
  }

  private func message(_ exhausted: WakeUpBudget.Exhaustion, line: Int) -> String {
    switch exhausted {
    case .wakeUps(let limit):
      catalog.text("grade.tooManyWakeUps", ["line": String(line), "limit": String(limit)])
    case .time:
      catalog.text("grade.timeout", ["line": String(line), "seconds": Self.seconds(limits.timeout)])
    }
  }

  private func message(_ problem: TranscriptLines.Problem) -> String {
    switch problem {
    case .unreadable: catalog.text("grade.unreadable")
    case .tooManyLines(let limit): catalog.text("grade.tooManyLines", ["limit": String(limit)])
    }
  }

  static func seconds(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
