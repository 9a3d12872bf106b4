import Foundation

/// The words inside a diff, in the reader's language. The testing library writes its diffs in
/// English (`… (3 unchanged)` for a run of hidden lines); the renderer passes every diff through
/// here so that a Spanish reader sees `… (3 sin cambios)`.
enum DiffVocabulary {
  /// `diff` with its English words put into `catalog`'s language.
  static func localize(_ diff: String, catalog: Catalog) -> String {
    guard diff.contains(" unchanged)") else { return diff }
    return diff.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      let comma = line.hasSuffix(",") ? "," : ""
      let body = line.dropLast(comma.count)
      guard let open = body.range(of: "\u{2026} ("), body.hasSuffix(" unchanged)"),
        let count = Int(body[open.upperBound...].dropLast(" unchanged)".count))
      else { return String(line) }
      return String(body[..<open.lowerBound]) + catalog.text("lessons.diffUnchanged", count: count) + comma
    }.joined(separator: "\n")
  }
}
