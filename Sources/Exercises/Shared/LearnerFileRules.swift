import Foundation

/// What a learner's exercise file may not hold, checked on its text before it is compiled.
///
/// The grader's program runs the learner's code in its own process, after it has read the run's
/// secret key (``ExerciseChannel``): code that can read that process's memory could find the key
/// and seal a report of its own. An exercise needs none of that, so a file may import only the
/// modules the exercises are written with (no `Foundation`, no `Glibc`: no files, descriptors or
/// exits), and may not name the standard library's ways of reaching memory directly (pointers,
/// `unsafeBitCast`, `Unmanaged`, a string's C bytes, a static string's address, names that start
/// with `_`).
public enum LearnerFileRules {
  /// The modules an exercise file may import (`CourseExercises`: a course folder's given types).
  public static let allowedImports = [
    "ReducerKit", "ExerciseSupport", "LessonFeatures", "CourseExercises", "Swift",
  ]

  /// The standard library's doors to raw memory, as patterns.
  static let memoryPatterns = [
    #"[Uu]nsafe\w*"#, #"\bUnmanaged\b"#, #"\bOpaquePointer\b"#, #"\bManagedBuffer\w*"#,
    #"withContiguous\w*"#, #"\w*[Cc]String\w*"#, #"withUTF8\w*"#, #"\butf8Start\b"#, #"\bwithVaList\b"#,
    #"\bgetVaList\b"#, #"\bbitPattern\b"#, #"\bBuiltin\b"#, #"(?<![A-Za-z0-9_])_[A-Za-z]\w*"#,
  ]

  /// The first module `text` imports that an exercise may not, e.g. `Foundation`.
  public static func forbiddenImport(in text: String) -> String? {
    forbiddenImport(among: importedModules(in: text))
  }

  /// The first of `imports` (``importedModules(in:)``) that an exercise may not import.
  public static func forbiddenImport(among imports: [String]) -> String? {
    imports.first { !allowedImports.contains($0) }
  }

  /// The modules `text` imports, in order, as written (an `import` inside `#if` included).
  public static func importedModules(in text: String) -> [String] {
    let pattern =
      #"\bimport\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)"#
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    let whole = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: whole).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  /// The first word of `text` that reaches memory directly, e.g. `UnsafeRawPointer`.
  public static func memoryAccess(in text: String) -> String? {
    for pattern in memoryPatterns {
      if let range = text.range(of: pattern, options: .regularExpression) { return String(text[range]) }
    }
    return nil
  }
}
