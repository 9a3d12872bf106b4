import Foundation
import Learning
import TutorSupport

/// Grading results written for people (text, HTML), for Exercism-style tooling (JSON, test-runner
/// format version 3), or for CI systems (JUnit XML). Everything a student typed is shown safely
/// (see ``UntrustedText``).
public enum GradeReport {
  public enum Format: String, CaseIterable, Sendable {
    case text, json, junit, html
  }

  /// `order`: each `lesson/step`'s place in the course (``courseOrder(_:)``), which the class
  /// summary and the chart follow; `shard`: the run and share a `--shard` JSON document holds.
  public static func render(
    _ results: [GradeResult], format: Format, catalog: Catalog, details: Bool = false,
    order: [String: Int] = [:], shard: GradeShardMark? = nil
  ) -> String {
    switch format {
    case .text: text(results, catalog: catalog, details: details, order: order)
    case .json: ExercismResults.classDocument(results, catalog: catalog, shard: shard)
    case .junit: junit(results, catalog: catalog)
    case .html: html(results, catalog: catalog, order: order)
    }
  }

  /// Each `lesson/step`'s place in the course: the lessons in their declared order, then their
  /// steps in lesson order.
  public static func courseOrder(_ library: LessonLibrary) -> [String: Int] {
    var order: [String: Int] = [:]
    for entry in library.entries.sorted(by: { $0.lesson.order < $1.lesson.order }) {
      for step in entry.lesson.steps { order[entry.lesson.id + "/" + step.id] = order.count }
    }
    return order
  }

  static func points(_ results: [GradeResult]) -> (Int, Int) {
    (results.reduce(0) { $0 + $1.points }, results.reduce(0) { $0 + $1.possible })
  }

  /// Each student's name for a report: the file name without folder and extension, or the whole
  /// path when two files would show the same name.
  static func studentNames(_ results: [GradeResult]) -> [String] {
    var seen: [String: Int] = [:]
    for result in results { seen[result.student, default: 0] += 1 }
    return results.map { UntrustedText.line(seen[$0.student, default: 0] > 1 ? $0.file : $0.student) }
  }

  /// One mark per task, then one per quiz: ✓ passed, ✗ failed, – skipped, · not done.
  static func mark(_ status: GradeResult.Status) -> String {
    switch status {
    case .pass: "✓"
    case .fail: "✗"
    case .skipped: "–"
    case .notDone: "·"
    }
  }

  static func marks(_ result: GradeResult) -> String {
    let tasks = result.tasks.map { mark($0.status) }.joined()
    let quizzes = result.quizzes.map { mark($0.status) }.joined()
    return quizzes.isEmpty ? tasks : tasks + " | " + quizzes
  }

  /// Why an entry did not pass, in words: its first failure, the quiz's answers, or not done.
  static func message(_ entry: GradeResult.Task, catalog: Catalog) -> String? {
    switch (entry.kind, entry.status) {
    case (_, .pass): nil
    case (_, .skipped): catalog.text("grade.skipped")
    case (.quiz, .fail):
      catalog.text("grade.quizWrong", ["chosen": entry.chosen ?? "—", "answer": entry.answer ?? "—"])
    case (.quiz, _): catalog.text("grade.quizUnanswered")
    case (.task, _):
      entry.firstFailure ?? catalog.text("grade.notDone")
    }
  }

  /// A test's name: `task 2 · pullback/first-test`, `quiz 1 · pullback/predict`.
  static func name(_ entry: GradeResult.Task, catalog: Catalog) -> String {
    catalog.text(
      entry.kind == .task ? "grade.taskName" : "grade.quizName",
      ["n": String(entry.number), "name": entry.name])
  }
}
