import Foundation

/// One student's several transcripts (several sittings; the tutor's automatic transcripts are
/// one per session), graded as one student's work:
///
/// - **by folder**: every transcript inside a student's own folder of the class folder
///   (`class/ana/2026-12-01T09-00-00Z.txt`, `class/ana/day2.tutor`) is Ana's;
/// - **by name**: at the top of the class folder, files whose names agree up to the first dot
///   (`ana.txt`, `ana.day2.txt`, `ana.tutor`) are one student's.
///
/// A task passed in any sitting is passed (``GradeResult/Task/merged(_:later:)``).
public enum StudentSittings {
  /// Who `file` belongs to: a path naming the student (their folder, or the folder and the name
  /// up to the first dot), found in `roots`, the folders and files the instructor named.
  public static func student(of file: String, roots: [String]) -> String {
    for root in roots {
      let folder = root.hasSuffix("/") ? String(root.dropLast()) : root
      guard file.hasPrefix(folder + "/") else { continue }
      let inside = file.dropFirst(folder.count + 1).split(separator: "/")
      if inside.count > 1 { return folder + "/" + inside[0] }
      return folder + "/" + baseName(String(inside[0]))
    }
    let folder = (file as NSString).deletingLastPathComponent
    let name = baseName((file as NSString).lastPathComponent)
    return folder.isEmpty ? name : folder + "/" + name
  }

  /// The name up to its first dot (a leading dot is part of it).
  static func baseName(_ name: String) -> String {
    guard let dot = name.dropFirst().firstIndex(of: ".") else { return name }
    return String(name[..<dot])
  }

  /// The files grouped by student, each group in file order, the groups in order of their key.
  public static func group(_ files: [String], roots: [String]) -> [(student: String, files: [String])] {
    var groups: [String: [String]] = [:]
    for file in files { groups[student(of: file, roots: roots), default: []].append(file) }
    return groups.keys.sorted().map { ($0, groups[$0] ?? []) }
  }

  /// The results of one student's sittings, as one result named `student`. A single transcript
  /// at the top of the class folder keeps its own name. The result is an error only when no
  /// sitting could be graded (the first error is told).
  public static func combine(_ results: [GradeResult], student: String) -> GradeResult {
    guard let first = results.first else {
      return GradeResult(file: student, lessons: [], entries: [], error: nil)
    }
    if results.count == 1,
      baseName((first.file as NSString).lastPathComponent) == (student as NSString).lastPathComponent
    {
      return first
    }
    let graded = results.filter { $0.error == nil }
    guard !graded.isEmpty else {
      return GradeResult(file: student, lessons: first.lessons, entries: [], error: first.error)
    }
    var lessons: [String] = []
    var entries: [GradeResult.Task] = []
    for result in graded {
      for lesson in result.lessons where !lessons.contains(lesson) { lessons.append(lesson) }
      for entry in result.entries {
        if let index = entries.firstIndex(where: { $0.lesson == entry.lesson && $0.step == entry.step }) {
          entries[index] = GradeResult.Task.merged(entries[index], later: entry)
        } else {
          entries.append(entry)
        }
      }
    }
    return GradeResult(file: student, lessons: lessons, entries: entries, error: nil)
  }
}
