/// The class at a glance: for each task, how many passed, the median of failed attempts, hints
/// and skips; for each quiz, how many answered right the first time.
struct ClassSummary: Equatable {
  struct Row: Equatable {
    let kind: GradeResult.Kind
    let lesson: String
    let step: String
    var students = 0
    var passed = 0
    var hints = 0
    var skips = 0
    var attempts: [Int] = []

    var name: String { lesson + "/" + step }
    /// Percent passed (first try, for a quiz), rounded down.
    /// Rounded to the nearest whole percent, halves up: 2 of 3 is 67 %.
    var rate: Int { students == 0 ? 0 : (passed * 200 + students) / (students * 2) }
    var medianAttempts: Double {
      let sorted = attempts.sorted()
      guard !sorted.isEmpty else { return 0 }
      let middle = sorted.count / 2
      return sorted.count % 2 == 1 ? Double(sorted[middle]) : Double(sorted[middle - 1] + sorted[middle]) / 2
    }
  }

  /// Students (a student's several transcripts are one result, ``StudentSittings``), and those
  /// graded (not errors).
  let students: Int
  let graded: Int
  /// Tasks then quizzes, each in course order (``GradeReport/courseOrder(_:)``): the lessons'
  /// order, then the steps' order within a lesson; a step the course does not know comes after,
  /// in the order the class met it.
  let rows: [Row]

  init(_ results: [GradeResult], order: [String: Int] = [:]) {
    var rows: [Row] = []
    var index: [String: Int] = [:]
    for result in results where result.error == nil {
      for entry in result.entries {
        let key = entry.kind.rawValue + " " + entry.name
        let at =
          index[key]
          ?? {
            rows.append(Row(kind: entry.kind, lesson: entry.lesson, step: entry.step))
            index[key] = rows.count - 1
            return rows.count - 1
          }()
        rows[at].students += 1
        if entry.passed { rows[at].passed += 1 }
        if entry.status == .skipped { rows[at].skips += 1 }
        rows[at].hints += entry.hints
        rows[at].attempts.append(entry.attempts)
      }
    }
    let ranked = rows.enumerated().sorted {
      (order[$0.element.name] ?? Int.max, $0.offset) < (order[$1.element.name] ?? Int.max, $1.offset)
    }.map(\.element)
    self.rows = ranked.filter { $0.kind == .task } + ranked.filter { $0.kind == .quiz }
    students = results.count
    graded = results.filter { $0.error == nil }.count
  }

  var tasks: [Row] { rows.filter { $0.kind == .task } }
  var quizzes: [Row] { rows.filter { $0.kind == .quiz } }

  static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
