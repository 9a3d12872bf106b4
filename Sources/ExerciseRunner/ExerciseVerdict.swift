import ExerciseGraders

/// What checking a learner's exercise file found.
public enum ExerciseVerdict: Equatable, Sendable {
  /// The grader's scenario passed the exhaustive TestStore.
  case solved
  /// It compiled and ran, and the TestStore reported failures.
  case notYet(ExerciseResult)
  /// The compiler refused it: its errors, trimmed to the learner's file.
  case doesNotCompile([CompilerDiagnostic])
  /// It compiled but the grader could not use it: the type is missing or of another shape.
  case wrongShape(key: String, arguments: [String: String])
  /// There is no file to check.
  case missingFile(String)
  /// The program stopped before giving a verdict (a crash, or too long): what it said.
  case crashed(timedOut: Bool, detail: String)
  /// The program gave no verdict of its own that explains itself: it ended before the grader
  /// did, it ran to its end but observed other facts than the reference solution's
  /// (`exercise.check.differs`, the detail the step where they parted), it printed past the cap,
  /// or the check was interrupted. A catalog key, and what the program said.
  case noVerdict(key: String, detail: String)
  /// The compiler or the library could not be used: a catalog key and details.
  case toolchainProblem(key: String, detail: String)

  public var isSolved: Bool { self == .solved }
}

/// One compiler diagnostic: `path:line:column: error: message`, and the source lines under it.
public struct CompilerDiagnostic: Equatable, Sendable {
  public let path: String
  public let line: Int
  public let column: Int
  /// `error`, `warning` or `note`.
  public let severity: String
  public let message: String
  /// The source line and the caret under it, as the compiler printed them.
  public let excerpt: [String]

  /// `path:line:column: severity: message`.
  public var header: String { "\(path):\(line):\(column): \(severity): \(message)" }

  /// Reads `-diagnostic-style llvm` output: each `path:line:col: severity: message` line starts a
  /// diagnostic; the lines after it, up to the next, are its excerpt. Other lines are dropped.
  public static func parse(_ text: String) -> [CompilerDiagnostic] {
    var diagnostics: [CompilerDiagnostic] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if let diagnostic = header(line) {
        diagnostics.append(diagnostic)
      } else if let last = diagnostics.popLast() {
        let excerpt = line.trimmingWhitespace().isEmpty ? last.excerpt : last.excerpt + [line]
        diagnostics.append(
          CompilerDiagnostic(
            path: last.path, line: last.line, column: last.column, severity: last.severity,
            message: last.message, excerpt: excerpt))
      }
    }
    return diagnostics
  }

  static func header(_ line: String) -> CompilerDiagnostic? {
    for severity in ["error", "warning", "note"] {
      guard let marker = line.range(of: ": \(severity): ") else { continue }
      let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
      guard place.count >= 3, let column = Int(place[place.count - 1]),
        let number = Int(place[place.count - 2])
      else { continue }
      let path = place.dropLast(2).joined(separator: ":")
      return CompilerDiagnostic(
        path: path, line: number, column: column, severity: severity,
        message: String(line[marker.upperBound...]), excerpt: [])
    }
    return nil
  }
}
