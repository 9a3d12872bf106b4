import Foundation
import PromptLanguage
import TutorSupport

/// Results in Exercism's test-runner format, version 3: a `status` (`pass`, `fail`, `error`), a
/// `message` when it is `error`, and `tests`, each with `name`, `status`, `message` (when not
/// passed), `test_code` (what the learner typed for it) and `task_id` (the task's number within
/// its lesson; quizzes are not tasks and have none). A skipped or abandoned task is `fail`.
///
/// The documents also carry the full results under `"tutor"` (ignored by Exercism's tooling), so
/// that `tutor grade --merge` can combine the outputs of shards into any report.
enum ExercismResults {
  /// One document for a whole class (`--format json`).
  static func classDocument(_ results: [GradeResult], catalog: Catalog, shard: GradeShardMark? = nil)
    -> String
  {
    document(results, catalog: catalog, prefixNames: results.count > 1, shard: shard)
  }

  /// One document for one transcript (`--output-dir`: a `results.json` per transcript).
  static func transcriptDocument(_ result: GradeResult, catalog: Catalog) -> String {
    document([result], catalog: catalog, prefixNames: false)
  }

  private static func document(
    _ results: [GradeResult], catalog: Catalog, prefixNames: Bool, shard: GradeShardMark? = nil
  ) -> String {
    var tests: [[String: Any]] = []
    var errors: [String] = []
    for result in results {
      let file = UntrustedText.line(result.file)
      if let error = result.error {
        errors.append((prefixNames ? file + ": " : "") + UntrustedText.line(error))
        if prefixNames {
          tests.append([
            "name": file, "status": "error", "message": UntrustedText.line(error), "test_code": "",
          ])
        }
        continue
      }
      for entry in result.entries {
        let name = GradeReport.name(entry, catalog: catalog)
        var test: [String: Any] = [
          "name": prefixNames ? file + " · " + name : name,
          "status": entry.passed ? "pass" : "fail",
          "test_code": UntrustedText.visible(entry.code.joined(separator: "\n")),
        ]
        if entry.kind == .task { test["task_id"] = entry.number }
        if let message = GradeReport.message(entry, catalog: catalog) {
          test["message"] = UntrustedText.visible(message)
        }
        tests.append(test)
      }
    }
    // `error` only when no test could run (Exercism v3): a class with one unreadable file among
    // graded ones fails, and says why in `message`.
    let status =
      tests.isEmpty && !errors.isEmpty
      ? "error" : errors.isEmpty && tests.allSatisfy { $0["status"] as? String == "pass" } ? "pass" : "fail"
    var object: [String: Any] = ["version": 3, "status": status, "tests": tests]
    if !errors.isEmpty { object["message"] = errors.joined(separator: "\n") }
    if let full = try? JSONEncoder().encode(Archive(results: results, shard: shard)),
      let embedded = try? JSONSerialization.jsonObject(with: full)
    {
      object["tutor"] = embedded
    }
    let data =
      (try? JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  /// What `--merge` reads back.
  struct Archive: Codable {
    var results: [GradeResult]
    /// Set by `--shard`: which run and share these results are (absent in older documents).
    var shard: GradeShardMark?
  }

  struct Wrapper: Codable {
    var tutor: Archive
  }

  /// The results inside a document this grader wrote; nil when it holds none.
  static func results(in data: Data) -> [GradeResult]? {
    archive(in: data)?.results
  }

  static func archive(in data: Data) -> Archive? {
    (try? JSONDecoder().decode(Wrapper.self, from: data))?.tutor
  }
}
