import Foundation

/// Grading results written for people (text), for Exercism-style tooling (JSON, test-runner
/// format version 3), or for CI systems (JUnit XML).
public enum GradeReport {
  public enum Format: String, CaseIterable, Sendable {
    case text, json, junit
  }

  public static func render(_ results: [GradeResult], format: Format, catalog: Catalog) -> String {
    switch format {
    case .text: text(results, catalog: catalog)
    case .json: json(results, catalog: catalog)
    case .junit: junit(results, catalog: catalog)
    }
  }

  static func points(_ results: [GradeResult]) -> (Int, Int) {
    (results.reduce(0) { $0 + $1.points }, results.reduce(0) { $0 + $1.possible })
  }

  static func text(_ results: [GradeResult], catalog: Catalog) -> String {
    var lines: [String] = []
    for result in results {
      lines.append(catalog.text("grade.fileHeader", ["file": result.file, "lesson": result.lesson ?? "—"]))
      if let error = result.error {
        lines.append("  ✗ " + error)
        continue
      }
      for task in result.tasks {
        let attempts = catalog.text("grade.attempts", count: task.attempts)
        switch task.status {
        case .pass: lines.append("  ✓ \(task.step) · \(attempts)")
        case .skipped: lines.append("  – \(task.step) · " + catalog.text("grade.skipped"))
        case .fail: lines.append("  ✗ \(task.step) · " + catalog.text("grade.notDone") + " · \(attempts)")
        }
        if task.status != .pass, let failure = task.firstFailure {
          lines.append("      " + catalog.text("grade.firstFailure"))
          lines += failure.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }
        }
      }
    }
    let (got, possible) = points(results)
    lines.append(catalog.text("grade.points", ["points": String(got), "possible": String(possible)]))
    return lines.joined(separator: "\n")
  }

  static func json(_ results: [GradeResult], catalog: Catalog) -> String {
    var tests: [[String: Any]] = []
    var taskID = 0
    var anyError = false
    var errors: [String] = []
    for result in results {
      if let error = result.error {
        anyError = true
        errors.append("\(result.file): \(error)")
        continue
      }
      for task in result.tasks {
        taskID += 1
        var test: [String: Any] = [
          "name": "\(result.file) · \(task.lesson)/\(task.step)",
          "status": task.status == .pass ? "pass" : "fail",
          "task_id": taskID,
          "test_code": "learn \(task.lesson) · step \(task.step)",
        ]
        switch task.status {
        case .pass: break
        case .skipped: test["message"] = catalog.text("grade.skipped")
        case .fail: test["message"] = task.firstFailure ?? catalog.text("grade.notDone")
        }
        tests.append(test)
      }
    }
    let status = anyError ? "error" : tests.allSatisfy { $0["status"] as? String == "pass" } ? "pass" : "fail"
    var object: [String: Any] = ["version": 3, "status": status, "tests": tests]
    if anyError { object["message"] = errors.joined(separator: "\n") }
    let data =
      (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  static func junit(_ results: [GradeResult], catalog: Catalog) -> String {
    func escape(_ text: String) -> String {
      text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
    var suites: [String] = []
    for result in results {
      var cases: [String] = []
      if let error = result.error {
        cases.append(
          "    <testcase name=\"transcript\" classname=\"\(escape(result.file))\"><error message=\"\(escape(error))\"/></testcase>"
        )
      }
      for task in result.tasks {
        let head =
          "    <testcase name=\"\(escape(task.lesson + "/" + task.step))\" classname=\"\(escape(result.file))\""
        switch task.status {
        case .pass: cases.append(head + "/>")
        case .skipped:
          cases.append(head + "><skipped message=\"\(escape(catalog.text("grade.skipped")))\"/></testcase>")
        case .fail:
          let message = task.firstFailure ?? catalog.text("grade.notDone")
          cases.append(
            head
              + "><failure message=\"\(escape(catalog.text("grade.notDone")))\">\(escape(message))</failure></testcase>"
          )
        }
      }
      let failures = result.tasks.filter { $0.status == .fail }.count
      let skipped = result.tasks.filter { $0.status == .skipped }.count
      suites.append(
        "  <testsuite name=\"\(escape(result.file))\" tests=\"\(max(result.tasks.count, result.error == nil ? 0 : 1))\" failures=\"\(failures)\" errors=\"\(result.error == nil ? 0 : 1)\" skipped=\"\(skipped)\">\n"
          + cases.joined(separator: "\n") + "\n  </testsuite>")
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n" + suites.joined(separator: "\n")
      + "\n</testsuites>"
  }
}
