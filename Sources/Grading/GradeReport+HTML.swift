import TutorSupport

/// The class report as one self-contained HTML file for a projector: no network, inline CSS, an
/// SVG chart of the pass rate of each task and quiz, a student table sorted by a click on a
/// column, and each student's failures with their diffs. Written well-formed (every element
/// closed, attributes quoted, the script free of `<` and `&`), so that XML tools can check it.
extension GradeReport {
  static func html(_ results: [GradeResult], catalog: Catalog, order: [String: Int] = [:]) -> String {
    let e = UntrustedText.markup
    let summary = ClassSummary(results, order: order)
    let (got, possible) = points(results)
    var body: [String] = [
      "<h1>\(e(catalog.text("grade.html.title")))</h1>",
      "<p class=\"lead\">\(e(catalog.text("grade.summaryHeader", ["graded": String(summary.graded), "students": String(summary.students)], count: summary.students)))"
        + " · \(e(catalog.text("grade.points", ["points": String(got), "possible": String(possible)])))</p>",
      "<h2>\(e(catalog.text("grade.html.chart")))</h2>",
      chart(summary, catalog: catalog),
      "<h2>\(e(catalog.text("grade.html.students")))</h2>",
      "<p class=\"hint\">\(e(catalog.text("grade.html.sortHint"))) · \(e(catalog.text("grade.legend")))</p>",
      "<table id=\"students\"><thead><tr>"
        + ["grade.column.student", "grade.column.score", "grade.column.marks"]
        .map { "<th onclick=\"sortBy(this)\">\(e(catalog.text($0)))</th>" }.joined() + "</tr></thead><tbody>",
    ]
    for (result, student) in zip(results, studentNames(results)) {
      let score = result.error == nil ? "\(result.points)/\(result.possible)" : "—"
      // Each mark is a shape with its word beside it for a screen reader and on hover: never colour alone.
      let marks =
        result.error.map { e(catalog.text("grade.errorLine", ["message": $0])) }
        ?? htmlMarks(result, catalog: catalog)
      let ratio = result.possible == 0 ? 0 : result.points * 1000 / result.possible
      body.append(
        "<tr\(result.passed ? "" : " class=\"missing\"")><td>\(e(student))</td>"
          + "<td data-sort=\"\(result.error == nil ? ratio : -1)\">\(score)</td><td class=\"\(result.error == nil ? "marks" : "error")\">\(marks)</td></tr>"
      )
    }
    body.append("</tbody></table>")
    body.append("<h2>\(e(catalog.text("grade.html.tasks")))</h2>")
    body.append(summaryTable(summary, catalog: catalog))
    body.append("<h2>\(e(catalog.text("grade.html.failures")))</h2>")
    for result in results where !result.passed {
      body.append("<details><summary>\(e(result.student)) — \(e(result.file))</summary>")
      if let error = result.error { body.append("<p class=\"error\">\(e(error))</p>") }
      for entry in result.entries where !entry.passed {
        body.append("<h3>\(mark(entry.status)) \(e(name(entry, catalog: catalog)))</h3>")
        let said = message(entry, catalog: catalog) ?? ""
        body.append(diffBlock(said))
        if let failure = entry.firstFailure, failure != said {
          body.append("<p>\(e(catalog.text("grade.firstFailure")))</p>" + diffBlock(failure))
        }
      }
      body.append("</details>")
    }
    return """
      <!DOCTYPE html>
      <html lang="\(e(catalog.language))">
      <head>
      <meta charset="utf-8"/>
      <meta name="viewport" content="width=device-width, initial-scale=1"/>
      <title>\(e(catalog.text("grade.html.title")))</title>
      <style>\(style)</style>
      </head>
      <body>
      \(body.joined(separator: "\n"))
      <script>\(script)</script>
      </body>
      </html>

      """
  }

  /// The marks of ``marks(_:)``, each in a span that names its verdict in words.
  static func htmlMarks(_ result: GradeResult, catalog: Catalog) -> String {
    func spans(_ entries: [GradeResult.Task]) -> String {
      entries.map { entry in
        let word = UntrustedText.markup(catalog.text("grade.mark." + entry.status.rawValue))
        let label = UntrustedText.markup(name(entry, catalog: catalog)) + ": " + word
        return "<span class=\"mark \(entry.status.rawValue)\" title=\"\(label)\" aria-label=\"\(label)\">"
          + mark(entry.status) + "</span>"
      }.joined()
    }
    let quizzes = spans(result.quizzes)
    return quizzes.isEmpty ? spans(result.tasks) : spans(result.tasks) + " | " + quizzes
  }

  /// A horizontal bar per task and quiz: its pass rate (first-try rate for a quiz).
  static func chart(_ summary: ClassSummary, catalog: Catalog) -> String {
    let e = UntrustedText.markup
    let rowHeight = 26
    let height = max(1, summary.rows.count) * rowHeight + 10
    var parts = [
      "<svg id=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" width=\"720\" height=\"\(height)\" role=\"img\" aria-label=\"\(e(catalog.text("grade.html.chart")))\">"
    ]
    for (index, row) in summary.rows.enumerated() {
      let y = index * rowHeight + 5
      let width = row.rate * 4
      let label = (row.kind == .quiz ? catalog.text("grade.column.quiz") + " " : "") + row.name
      parts.append(
        "<g class=\"bar \(row.kind.rawValue)\"><title>\(e(label)): \(row.passed)/\(row.students)</title>"
          + "<text x=\"0\" y=\"\(y + 17)\">\(e(label))</text>"
          + "<rect x=\"260\" y=\"\(y + 3)\" width=\"400\" height=\"18\" class=\"track\"/>"
          + "<rect x=\"260\" y=\"\(y + 3)\" width=\"\(width)\" height=\"18\" class=\"fill\"/>"
          + "<text x=\"\(268 + width)\" y=\"\(y + 17)\">\(row.rate) %</text></g>")
    }
    return parts.joined(separator: "\n") + "</svg>"
  }

  static func summaryTable(_ summary: ClassSummary, catalog: Catalog) -> String {
    let e = UntrustedText.markup
    var rows: [String] = []
    let header = [
      "grade.column.task", "grade.column.passed", "grade.column.attempts", "grade.column.hints",
      "grade.column.skips",
    ]
    rows.append(
      "<table class=\"summary\"><thead><tr>" + header.map { "<th>\(e(catalog.text($0)))</th>" }.joined()
        + "</tr></thead><tbody>")
    for row in summary.tasks {
      rows.append(
        "<tr><td>\(e(row.name))</td><td>\(row.passed)/\(row.students) (\(row.rate) %)</td>"
          + "<td>\(ClassSummary.format(row.medianAttempts))</td><td>\(row.hints)</td><td>\(row.skips)</td></tr>"
      )
    }
    for row in summary.quizzes {
      rows.append(
        "<tr class=\"quiz\"><td>\(e(catalog.text("grade.column.quiz"))) \(e(row.name))</td>"
          + "<td>\(row.passed)/\(row.students) (\(row.rate) %, \(e(catalog.text("grade.column.firstTry"))))</td><td></td><td>\(row.hints)</td><td>\(row.skips)</td></tr>"
      )
    }
    return rows.joined(separator: "\n") + "</tbody></table>"
  }

  /// A failure as shown to the learner, its diff lines coloured.
  static func diffBlock(_ text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      let escaped = UntrustedText.markup(String(line))
      if line.hasPrefix("−") { return "<span class=\"del\">\(escaped)</span>" }
      if line.hasPrefix("+") { return "<span class=\"add\">\(escaped)</span>" }
      return escaped
    }
    return "<pre class=\"diff\">" + lines.joined(separator: "\n") + "</pre>"
  }

  static let style = """
    body{font:16px/1.45 system-ui,sans-serif;margin:2em auto;max-width:60em;padding:0 1em;color:#1b1b1b}
    h1{font-size:1.8em}.lead{font-size:1.2em}.hint{color:#666}
    table{border-collapse:collapse;margin:1em 0}th,td{padding:.3em .8em;border-bottom:1px solid #ddd;text-align:left}
    th{cursor:pointer;background:#f3f3f3}.marks{font-family:ui-monospace,monospace;font-size:1.25em;letter-spacing:.1em}
    tr.missing td:first-child{color:#a40000}
    #chart text{font:13px system-ui,sans-serif}.track{fill:#eee}.fill{fill:#2e7d32}.quiz .fill{fill:#1565c0}
    pre.diff{background:#f7f7f7;padding:.6em;overflow:auto}.del{color:#b00020}.add{color:#1b5e20}
    details{margin:.5em 0}summary{cursor:pointer;font-weight:600}.error{color:#b00020}
    """

  /// Sorts the student table by the clicked column (numbers by `data-sort`), again to reverse;
  /// `report.html#sort=1` opens it sorted by the second column.
  static let script = """
    function sortBy(th){var table=th.closest('table'),body=table.tBodies[0],i=th.cellIndex,
    up=th.dataset.dir!=='up';th.dataset.dir=up?'up':'down';
    var rows=Array.prototype.slice.call(body.rows);rows.sort(function(a,b){
    var x=a.cells[i],y=b.cells[i],p=x.dataset.sort,q=y.dataset.sort;
    var r=(p!==undefined)?(Number(p)-Number(q)):x.textContent.localeCompare(y.textContent);
    return up?r:-r;});rows.forEach(function(r){body.appendChild(r);});}
    var m=/sort=([0-9]+)/.exec(location.hash),heads=document.querySelectorAll('#students th');
    if(m){var h=heads[Number(m[1])];if(h){sortBy(h);}}
    document.documentElement.setAttribute('data-script','ran');
    """
}
