/// What a checked program printed, read back by the tutor as untrusted data: the facts its
/// scenario observed, the grader's diagnosis, and whether it reached its end line.
///
/// Each line the grader's `main` writes starts with a mark (``mark``) and a word: `fact`,
/// `result` or `end`; anything else the program printed (the learner's own `print`s) is skipped.
public struct ExerciseTranscript: Sendable, Equatable {
  /// Every fact, in order (newlines inside a fact escaped).
  public var facts: [String] = []
  /// The diagnosis, when its lines were whole and consistent.
  public var result: ExerciseResult?
  /// Whether the end line came.
  public var ended = false

  /// The start of every line the grader's `main` writes (U+001E, the record separator).
  public static let mark = "\u{1E}"

  public init(facts: [String] = [], result: ExerciseResult? = nil, ended: Bool = false) {
    self.facts = facts
    self.result = result
    self.ended = ended
  }

  /// What ``ExerciseRun`` prints: a line break first, so that a line the learner's code left
  /// unfinished does not swallow the first fact.
  public static func lines(facts: [String], result: ExerciseResult) -> String {
    var text = "\n"
    for fact in facts { text += mark + "fact " + escaped(fact) + "\n" }
    for line in result.jsonLines.split(separator: "\n") { text += mark + "result " + line + "\n" }
    return text + mark + "end\n"
  }

  /// Reads `output`: the marked lines, wherever they start in a line; the rest is skipped.
  public init(reading output: String) {
    var records: [Substring] = []
    for line in output.split(separator: "\n") {
      guard let start = line.range(of: Self.mark) else { continue }
      let record = line[start.upperBound...]
      if record.hasPrefix("fact ") {
        facts.append(String(record.dropFirst(5)))
      } else if record.hasPrefix("result ") {
        records.append(record.dropFirst(7))
      } else if record == "end" {
        ended = true
      }
    }
    result = ExerciseResult(jsonLines: records.joined(separator: "\n"))
  }

  /// `text` on one line: backslashes and line breaks escaped.
  static func escaped(_ text: String) -> String {
    text.replacing("\\", with: "\\\\").replacing("\n", with: "\\n").replacing("\r", with: "\\r")
  }

  /// The index of the first fact where `self` and `other` differ, nil when they are the same.
  public func firstDifference(from other: ExerciseTranscript) -> Int? {
    if facts == other.facts { return nil }
    let common = min(facts.count, other.facts.count)
    return (0..<common).first { facts[$0] != other.facts[$0] } ?? common
  }

  /// The last step the facts started before `index`: where a difference happened.
  public func step(before index: Int) -> String? {
    facts.prefix(index + 1).last { $0.hasPrefix("step ") }.map { String($0.dropFirst(5)) }
  }
}
