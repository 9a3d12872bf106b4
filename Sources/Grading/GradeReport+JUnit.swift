import TutorSupport

/// JUnit XML for CI: a suite per student (their sittings graded as one), a test case per task and per quiz. A task or quiz
/// failed or not done is a `<failure>`, so a suite with one is never green; a task skipped (its
/// solution shown, the text report's `–`) is a `<skipped/>`, counted in `skipped` as JUnit
/// counts skips, not in `failures`; a transcript that could not be graded is an `<error>`. Control characters a student
/// typed are shown as visible symbols, so the document stays valid XML.
extension GradeReport {
  static func junit(_ results: [GradeResult], catalog: Catalog) -> String {
    let escape = UntrustedText.markup
    func attribute(_ text: String) -> String {
      escape(text).replacingOccurrences(of: "\n", with: "&#10;")
    }
    var suites: [String] = []
    var totals = (tests: 0, failures: 0, errors: 0, skipped: 0)
    for result in results {
      let file = attribute(result.file)
      var cases: [String] = []
      var failures = 0
      var skipped = 0
      if let error = result.error {
        cases.append(
          "    <testcase name=\"\(attribute(catalog.text("grade.transcriptCase")))\" classname=\"\(file)\">"
            + "<error message=\"\(attribute(error))\"/></testcase>")
      }
      for entry in result.entries {
        let head = "    <testcase name=\"\(attribute(name(entry, catalog: catalog)))\" classname=\"\(file)\""
        guard let message = message(entry, catalog: catalog) else {
          cases.append(head + "/>")
          continue
        }
        if entry.status == .skipped {
          skipped += 1
          cases.append(head + "><skipped message=\"\(attribute(message))\"/></testcase>")
          continue
        }
        failures += 1
        // The verdict's own word: a quiz never answered is not a wrong first answer, a task tried
        // and not done is failed, not "not done".
        let summary: String
        switch (entry.status, entry.kind) {
        case (.fail, .quiz): summary = catalog.text("grade.quizWrongShort")
        case (.fail, .task): summary = catalog.text("grade.failed")
        default: summary = catalog.text("grade.notDone")
        }
        var body = message
        if !entry.code.isEmpty {
          body += "\n\n" + catalog.text("grade.typed") + "\n" + entry.code.joined(separator: "\n")
        }
        cases.append(
          head + "><failure message=\"\(attribute(summary))\">\(escape(body))</failure></testcase>")
      }
      let errors = result.error == nil ? 0 : 1
      let tests = result.entries.count + errors
      totals = (
        totals.tests + tests, totals.failures + failures, totals.errors + errors, totals.skipped + skipped
      )
      suites.append(
        "  <testsuite name=\"\(file)\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\">\n"
          + cases.joined(separator: "\n") + "\n  </testsuite>")
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<testsuites name=\"tutor grade\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\" errors=\"\(totals.errors)\" skipped=\"\(totals.skipped)\">\n"
      + suites.joined(separator: "\n") + "\n</testsuites>"
  }
}
