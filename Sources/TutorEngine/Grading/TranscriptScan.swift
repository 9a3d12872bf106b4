import Foundation

/// The transcripts of a class, found in the paths an instructor gives: files as given; folders
/// searched at every depth for `.txt`, `.transcript` and `.tutor` files, whatever the case of
/// the suffix (`ANA.TXT`). Nothing is dropped silently: every other file met is listed as
/// skipped, with the reason. A symbolic link inside a folder is never followed (a link to another
/// student's file must not be graded as this student's, nor one to a file outside the class
/// folder); hidden entries (`.git`, `.DS_Store`) are passed over.
public struct TranscriptScan: Equatable, Sendable {
  public struct Skipped: Equatable, Sendable {
    public let path: String
    /// A catalog key: why it was not graded.
    public let reason: String
  }

  public static let suffixes = ["txt", "transcript", "tutor"]

  public var files: [String] = []
  public var missing: [String] = []
  public var skipped: [Skipped] = []

  public init(paths: [String]) {
    let fileManager = FileManager.default
    for path in paths {
      var isFolder: ObjCBool = false
      guard fileManager.fileExists(atPath: path, isDirectory: &isFolder) else {
        missing.append(path)
        continue
      }
      if isFolder.boolValue { walk(path) } else { files.append(path) }
    }
  }

  /// Whether `name` ends in a transcript suffix, in any case.
  public static func isTranscript(_ name: String) -> Bool {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
    return suffixes.contains(name[name.index(after: dot)...].lowercased())
  }

  private mutating func walk(_ folder: String) {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    for name in names where !name.hasPrefix(".") {
      let path = (folder as NSString).appendingPathComponent(name)
      // Foundation hands a name that is not UTF-8 over with U+FFFD in it: shown so, not opened.
      if name.unicodeScalars.contains("\u{FFFD}") {
        skipped.append(Skipped(path: path, reason: "grade.notGraded.name"))
        continue
      }
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
        let type = attributes[.type] as? FileAttributeType
      else {
        skipped.append(Skipped(path: path, reason: "grade.notGraded.unreadable"))
        continue
      }
      switch type {
      case .typeSymbolicLink:
        skipped.append(Skipped(path: path, reason: "grade.notGraded.link"))
      case .typeDirectory:
        walk(path)
      case .typeRegular where Self.isTranscript(name):
        files.append(path)
      case .typeRegular:
        skipped.append(Skipped(path: path, reason: "grade.notGraded.suffix"))
      default:
        skipped.append(Skipped(path: path, reason: "grade.notGraded.notAFile"))
      }
    }
  }
}
