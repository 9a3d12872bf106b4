import Foundation

/// The transcripts of a class, found in the paths an instructor gives: files as given; folders
/// searched at every depth for `.txt`, `.transcript` and `.tutor` files, whatever the case of
/// the suffix (`ANA.TXT`). Nothing is dropped silently: every other file met is listed as
/// skipped, with the reason. A symbolic link inside a folder is never followed (a link to another
/// student's file must not be graded as this student's, nor one to a file outside the class
/// folder); hidden entries (`.git`, `.DS_Store`) are passed over. A name that is not valid UTF-8
/// is graded under a shown name, its stray bytes written `\xHH` (``shownName(_:)``), opened by
/// its own bytes (``openPaths``).
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

  /// The path to open for each file in ``files`` whose name is not valid UTF-8 (the shown path
  /// escapes its bytes, ``shownName(_:)``); the others open at the path shown.
  public var openPaths: [String: [UInt8]] = [:]

  /// `bytes` of a file name as text: valid UTF-8 as it is; each byte that is not part of a
  /// valid UTF-8 character as `\xHH`. The same name always gives the same text, so a student
  /// whose file name is not UTF-8 keeps one name from run to run (`j\xFFrg.txt`).
  public static func shownName(_ bytes: [UInt8]) -> String {
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    var shown = ""
    var index = 0
    while index < bytes.count {
      // UTF-8 is prefix-free: the shortest run of bytes that decodes is the next character.
      let character = (1...4).lazy.compactMap { length -> (String, Int)? in
        guard index + length <= bytes.count,
          let text = String(validating: bytes[index..<index + length], as: UTF8.self)
        else { return nil }
        return (text, length)
      }.first
      if let (text, length) = character {
        shown += text
        index += length
      } else {
        shown += "\\x" + String(bytes[index], radix: 16, uppercase: true).leftPadded(to: 2)
        index += 1
      }
    }
    return shown
  }

  /// Walks `folder` (shown) at `raw` (the bytes of its path), listing names as the system has
  /// them, bytes and all: Foundation would hand a name that is not UTF-8 over with U+FFFD in it,
  /// which opens nothing and may stand for several names.
  private mutating func walk(_ folder: String, raw: [UInt8]? = nil) {
    let folderBytes = raw ?? Array(folder.utf8)
    let entries = RawFolder.names(in: folderBytes).map { (shown: Self.shownName($0), bytes: $0) }
    var seen: Set<String> = []
    let ordered = entries.sorted {
      $0.shown != $1.shown ? $0.shown < $1.shown : $0.bytes.lexicographicallyPrecedes($1.bytes)
    }
    for entry in ordered where !entry.shown.hasPrefix(".") {
      let path = (folder as NSString).appendingPathComponent(entry.shown)
      let isShownAsIs = raw == nil && String(validating: entry.bytes, as: UTF8.self) != nil
      let bytes = folderBytes + [UInt8(ascii: "/")] + entry.bytes
      guard let type = RawFolder.type(of: bytes) else {
        skipped.append(Skipped(path: path, reason: "grade.notGraded.unreadable"))
        continue
      }
      // A name that is not UTF-8 is shown like another only if that one holds `\x` as its own
      // text: the second is listed, never graded under the first one's name.
      guard seen.insert(entry.shown).inserted else {
        skipped.append(Skipped(path: path, reason: "grade.notGraded.name"))
        continue
      }
      switch type {
      case .link:
        skipped.append(Skipped(path: path, reason: "grade.notGraded.link"))
      case .folder:
        walk(path, raw: isShownAsIs ? nil : bytes)
      case .regular where Self.isTranscript(entry.shown):
        files.append(path)
        if !isShownAsIs { openPaths[path] = bytes }
      case .regular:
        skipped.append(Skipped(path: path, reason: "grade.notGraded.suffix"))
      case .other:
        skipped.append(Skipped(path: path, reason: "grade.notGraded.notAFile"))
      }
    }
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
