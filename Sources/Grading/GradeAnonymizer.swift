import Foundation
import TutorSupport

/// `tutor grade --anonymize MAPPING`: every report shows a pseudonym instead of a student's
/// name, so that a class's results can go on a projector. A pseudonym is worked out from a hash
/// of the name alone (FNV-1a, 64 bits, first 24 shown), never from the run, so the same student is
/// the same `student-1a2b3c` in every run and every shard; the mapping back to names is written
/// apart, to the instructor's file, and never into a report.
public enum GradeAnonymizer {
  /// `student-` and six hexadecimal digits of the name's hash.
  public static func pseudonym(for name: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    let digits = String(hash >> 40, radix: 16)
    return "student-" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
  }

  /// The results with each student's file named by its pseudonym, and the mapping (pseudonym,
  /// name as the reports would have shown it), sorted by pseudonym.
  public static func anonymize(_ results: [GradeResult]) -> (
    results: [GradeResult], mapping: [(pseudonym: String, name: String)]
  ) {
    let names = GradeReport.studentNames(results)
    var mapping: [String: String] = [:]
    let renamed = zip(results, names).map { result, name in
      let pseudonym = pseudonym(for: name)
      mapping[pseudonym] = name
      return GradeResult(
        file: pseudonym, lessons: result.lessons, entries: result.entries, error: result.error)
    }
    return (renamed, mapping.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
  }

  /// The key file: a header line, then `pseudonym<TAB>name`, one student a line.
  public static func mappingText(_ mapping: [(pseudonym: String, name: String)], catalog: Catalog) -> String {
    (["# " + catalog.text("grade.anonymizeHeader")] + mapping.map { $0.pseudonym + "\t" + $0.name })
      .joined(separator: "\n") + "\n"
  }

  /// The student a folder of exercises (`tutor grade --exercises class/ana`) is: the folder's
  /// own name, as their transcripts in it are, so the two get one pseudonym.
  public static func student(ofExerciseFolder folder: String) -> String {
    let name = (folder.hasSuffix("/") ? String(folder.dropLast()) : folder).split(separator: "/").last
    return UntrustedText.line(name.map(String.init) ?? folder)
  }

  /// Writes `mapping` to the key file at `path`, keeping the rows it held already (another
  /// run's students, the exercises graded apart), so one key covers every report made with it.
  /// - Throws: what writing the file threw.
  public static func writeMapping(
    _ mapping: [(pseudonym: String, name: String)], to path: String, catalog: Catalog
  ) throws {
    var rows: [String: String] = [:]
    if let data = try? FileAccess.read(path, limit: 16 << 20) {
      for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where !line.hasPrefix("#") {
        let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
        guard fields.count == 2, fields[0].wholeMatch(of: /student-[0-9a-f]{6}/) != nil else { continue }
        rows[fields[0]] = fields[1]
      }
    }
    for row in mapping { rows[row.pseudonym] = row.name }
    try mappingText(rows.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, catalog: catalog)
      .write(toFile: path, atomically: true, encoding: .utf8)
  }
}
