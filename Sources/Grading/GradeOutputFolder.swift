import Foundation
import TutorSupport

/// Exercism's layout for many solutions: a folder per transcript holding its own `results.json`,
/// and the way back for `--merge`.
public enum GradeOutputFolder {
  /// Something other than a folder of our own is where a student's folder goes: a symbolic link
  /// (planted to make the grader write elsewhere) or a file. Nothing is written through it.
  public struct NotAFolder: Error, Equatable {
    public let path: String
  }

  /// Writes `folder/<student>/results.json` for each result (`ana`, `ana-2` when two share a
  /// name); returns how many were written.
  public static func write(_ results: [GradeResult], to folder: String, catalog: Catalog) throws -> Int {
    let root = URL(fileURLWithPath: folder)
    var used: Set<String> = []
    for result in results {
      var name = safeName(result.student)
      var suffix = 2
      while used.contains(name) {
        name = safeName(result.student) + "-\(suffix)"
        suffix += 1
      }
      used.insert(name)
      let directory = root.appendingPathComponent(name)
      // `attributesOfItem` does not follow a link: a planted one is seen as what it is.
      if let type = (try? FileManager.default.attributesOfItem(atPath: directory.path))?[.type]
        as? FileAttributeType, type != .typeDirectory
      {
        throw NotAFolder(path: directory.path)
      }
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(ExercismResults.transcriptDocument(result, catalog: catalog).utf8).write(
        to: directory.appendingPathComponent("results.json"), options: .atomic)
    }
    return results.count
  }

  /// A folder name from a student's file name: letters, digits, `-`, `_` and `.` kept.
  static func safeName(_ name: String) -> String {
    let kept = String(
      name.unicodeScalars.map { scalar -> Character in
        CharacterSet.alphanumerics.contains(scalar) || "-_.".unicodeScalars.contains(scalar)
          ? Character(scalar) : "_"
      })
    return kept.isEmpty || kept.allSatisfy({ $0 == "." }) ? "_" : kept
  }

  /// The JSON files at `paths`: files as given, folders searched (also for `results.json`).
  public static func jsonFiles(at paths: [String]) -> [String] {
    var files: [String] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
        files.append(path)
        continue
      }
      files += (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".json") }.sorted().map { (path as NSString).appendingPathComponent($0) }
    }
    return files
  }
}

extension GradeReport {
  /// The results inside a JSON report this grader wrote (`--format json` or a `results.json`).
  public static func results(in data: Data) -> [GradeResult]? {
    ExercismResults.results(in: data)
  }

  /// The run and share a `--shard` JSON report holds; nil for any other document.
  public static func shardMark(in data: Data) -> GradeShardMark? {
    ExercismResults.archive(in: data)?.shard
  }
}
