import Foundation

/// What a learner's exercise file may not hold, checked on its text before it is compiled.
///
/// A courtesy, not the defence: the verdict is decided in the tutor's own process, by comparing
/// what the learner's program observed with what the reference solution's did (``ExerciseRun``),
/// and the program runs in a box. An exercise needs no files, descriptors, exits or raw memory, so
/// a file may import only the modules the exercises are written with (no `Foundation`, no
/// `Glibc`), may not ask `canImport` of another, and may not name the standard library's ways of
/// reaching memory directly (pointers, `unsafeBitCast`, `Unmanaged`, a string's C bytes, a static
/// string's address, names that start with `_`).
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

  /// The modules `text` imports, in order, as written (an `import` inside `#if` included): read
  /// from the file's tokens (comments, nested or not, and whitespace between the words make no
  /// difference: `import /**/ Glibc`, `import` and `Glibc` on two lines, `@_exported import`,
  /// `import struct Glibc.x`), and from its text as a whole, strings and comments included, so
  /// that a literal this reading does not know (a regular expression) cannot hide one.
  public static func importedModules(in text: String) -> [String] {
    var found: [String] = []
    for module in SwiftTokens.imports(in: text) + textImports(in: text) where !found.contains(module) {
      found.append(module)
    }
    return found
  }

  /// The modules a `canImport(…)` of `text` asks about, in tokens or in its text as a whole.
  public static func conditionalImports(in text: String) -> [String] {
    var found: [String] = []
    for module in SwiftTokens.canImports(in: text)
      + matches(#"canImport\s*\(\s*`?([A-Za-z_][A-Za-z0-9_]*)"#, text)
    where !found.contains(module) {
      found.append(module)
    }
    return found
  }

  /// The first module a `canImport(…)` of `text` asks about that an exercise may not import.
  public static func forbiddenConditionalImport(in text: String) -> String? {
    conditionalImports(in: text).first { !allowedImports.contains($0) }
  }

  /// `import` then the module's name, with spaces and comments between, anywhere in the text.
  static func textImports(in text: String) -> [String] {
    let gap = #"(?:\s|/\*[\s\S]*?\*/|//[^\n]*\n)+"#
    let kinds = "(?:(?:typealias|struct|class|enum|protocol|let|var|func)" + gap + ")?"
    return matches(#"\bimport"# + gap + kinds + #"`?([A-Za-z_][A-Za-z0-9_]*)"#, text)
  }

  static func matches(_ pattern: String, _ text: String) -> [String] {
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
