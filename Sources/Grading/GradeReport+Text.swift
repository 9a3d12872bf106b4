import TutorSupport

/// The text report: one line per student (score and marks), then the class summary; with
/// `--details`, each transcript's tasks and quizzes and the first failure with its diff.
extension GradeReport {
  static func text(
    _ results: [GradeResult], catalog: Catalog, details: Bool, order: [String: Int] = [:]
  ) -> String {
    var lines: [String] = []
    if details {
      for result in results { lines += detailLines(result, catalog: catalog) }
      lines.append("")
    }
    let names = studentNames(results)
    let width = names.map(\.count).max() ?? 0
    let scores = results.map { "\($0.points)/\($0.possible)" }
    let scoreWidth = scores.map(\.count).max() ?? 0
    for (index, result) in results.enumerated() {
      let name = pad(names[index], width)
      if let error = result.error {
        lines.append(name + "  " + catalog.text("grade.errorLine", ["message": UntrustedText.line(error)]))
      } else {
        let score = String(repeating: " ", count: scoreWidth - scores[index].count) + scores[index]
        lines.append(name + "  " + score + "  " + marks(result))
      }
    }
    lines.append("")
    lines += summaryLines(ClassSummary(results, order: order), catalog: catalog)
    let (got, possible) = points(results)
    lines.append(catalog.text("grade.points", ["points": String(got), "possible": String(possible)]))
    return lines.joined(separator: "\n")
  }

  /// `text` followed by spaces up to `width` characters (never cut).
  static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  static func summaryLines(_ summary: ClassSummary, catalog: Catalog) -> [String] {
    var lines = [
      catalog.text(
        "grade.summaryHeader", ["graded": String(summary.graded), "students": String(summary.students)],
        count: summary.students),
      "  " + catalog.text("grade.legend"),
    ]
    let names = summary.rows.map { UntrustedText.line($0.name) }
    let width = max(names.map(\.count).max() ?? 0, catalog.text("grade.column.quiz").count)
    if !summary.tasks.isEmpty {
      let header =
        [catalog.text("grade.column.task")]
        + ["grade.column.passed", "grade.column.attempts", "grade.column.hints", "grade.column.skips"]
        .map { catalog.text($0) }
      let rows = summary.tasks.map { row in
        [
          UntrustedText.line(row.name), "\(row.passed)/\(row.students) \(row.rate) %",
          ClassSummary.format(row.medianAttempts), String(row.hints), String(row.skips),
        ]
      }
      let widths = header.indices.map { column in
        max(header[column].count, rows.map { $0[column].count }.max() ?? 0, column == 0 ? width : 0)
      }
      for cells in [header] + rows {
        let line = zip(cells, widths).map { pad($0, $1) }.joined(separator: "  ")
        lines.append("  " + String(line.reversed().drop { $0 == " " }.reversed()))
      }
    }
    if !summary.quizzes.isEmpty {
      let header = catalog.text("grade.column.firstTry")
      lines.append("  " + pad(catalog.text("grade.column.quiz"), width) + "  " + header)
      for row in summary.quizzes {
        lines.append(
          "  " + pad(UntrustedText.line(row.name), width) + "  \(row.passed)/\(row.students) \(row.rate) %")
      }
    }
    return lines
  }

  /// Today's detailed report of one transcript.
  static func detailLines(_ result: GradeResult, catalog: Catalog) -> [String] {
    let lessons = result.lessons.isEmpty ? "—" : result.lessons.joined(separator: ", ")
    var lines = [
      catalog.text(
        "grade.fileHeader", ["file": UntrustedText.line(result.file), "lesson": UntrustedText.line(lessons)])
    ]
    if let error = result.error { return lines + ["  ✗ " + UntrustedText.line(error)] }
    for entry in result.entries {
      let label = result.lessons.count > 1 ? entry.name : entry.step
      if entry.kind == .quiz {
        let chosen = entry.chosen.map {
          catalog.text("grade.firstAnswer", ["chosen": UntrustedText.line($0)])
        }
        switch entry.status {
        case .pass:
          lines.append("  ✓ " + catalog.text("grade.quizLabel", ["name": label]) + " · " + (chosen ?? ""))
        default:
          lines.append(
            "  \(mark(entry.status)) " + catalog.text("grade.quizLabel", ["name": label]) + " · "
              + UntrustedText.line(message(entry, catalog: catalog) ?? ""))
        }
        continue
      }
      let attempts = catalog.text("grade.attempts", count: entry.attempts)
      switch entry.status {
      case .pass: lines.append("  ✓ \(label) · \(attempts)")
      case .skipped: lines.append("  – \(label) · " + catalog.text("grade.skipped"))
      case .fail, .notDone:
        // One verdict, one word: "failed" (tried, not done) is never shown as "not done".
        let verdict = catalog.text(entry.status == .fail ? "grade.failed" : "grade.notDone")
        // "failed · no failed attempts" reads as a contradiction: a count is said when there is one.
        lines.append(
          "  \(mark(entry.status)) \(label) · " + verdict + (entry.attempts > 0 ? " · \(attempts)" : ""))
      }
      if entry.status != .pass, let failure = entry.firstFailure {
        lines.append("      " + catalog.text("grade.firstFailure"))
        lines += UntrustedText.visible(failure).split(separator: "\n", omittingEmptySubsequences: false)
          .map { "      " + $0 }
      }
    }
    return lines
  }
}
