import EngineTestSupport
import Foundation
import Testing

@testable import Learning
@testable import TutorSupport

@Suite("Text files from any editor: CRLF and a byte order mark")
struct TextLinesTests {
  @Test func splitsOnLFAndCRLFDroppingTheMark() {
    #expect(TextLines.split("\u{FEFF}a\r\nb\nc\r\n", keepsFinalEmptyLine: false) == ["a", "b", "c"])
    #expect(TextLines.split("a\r\n\r\nb") == ["a", "", "b"])
    #expect(TextLines.split("") == [""])
  }

  @Test func aCRLFTranscriptWithAMarkIsTheSameTranscript() throws {
    let text = "learn pullback\n# tutor transcript · 2026-11-30T17:00:00Z · es\n:next\n.left(.inc)\n"
    let windows = "\u{FEFF}" + text.replacingOccurrences(of: "\n", with: "\r\n")
    let parsed = try #require(Transcript.parse(text))
    #expect(Transcript.parse(windows) == parsed)
    #expect(parsed.door == .learn("pullback"))
    #expect(parsed.language == "es")
  }

  @Test func everyLessonLoadsTheSameFromCRLFFilesWithAMark() throws {
    let folder = TemporaryFolder()
    let lessons = URL(fileURLWithPath: folder.path)
    let fileManager = FileManager.default
    for name in try fileManager.contentsOfDirectory(atPath: RepositoryFolders.lessons.path) {
      let source = RepositoryFolders.lessons.appendingPathComponent(name)
      var isFolder: ObjCBool = false
      guard fileManager.fileExists(atPath: source.path, isDirectory: &isFolder), isFolder.boolValue else {
        // `course.md`, the order of the lessons, converted as well.
        if name.hasSuffix(".md") {
          let text = String(decoding: try Data(contentsOf: source), as: UTF8.self)
          let windows = "\u{FEFF}" + text.replacingOccurrences(of: "\n", with: "\r\n")
          try Data(windows.utf8).write(to: lessons.appendingPathComponent(name))
        }
        continue
      }
      try fileManager.createDirectory(
        at: lessons.appendingPathComponent(name), withIntermediateDirectories: true)
      for file in try fileManager.contentsOfDirectory(atPath: source.path) where file.hasSuffix(".md") {
        let text = String(decoding: try Data(contentsOf: source.appendingPathComponent(file)), as: UTF8.self)
        let windows = "\u{FEFF}" + text.replacingOccurrences(of: "\n", with: "\r\n")
        try Data(windows.utf8).write(to: lessons.appendingPathComponent(name).appendingPathComponent(file))
      }
    }
    let original = try LessonLibrary.load(from: RepositoryFolders.lessons)
    let converted = try LessonLibrary.load(from: lessons)
    #expect(converted.ids == original.ids)
    #expect(converted.entries.map(\.lesson) == original.entries.map(\.lesson))
    #expect(!original.ids.isEmpty)
  }

  @Test func controlCharactersAreShownOneColumnEach() {
    #expect(VisibleText.escaping("state\u{0}help") == "state␀help")
    #expect(VisibleText.escaping("a\u{1}b\u{1B}[31mc\u{7F}\r") == "a␁b␛[31mc␡␍")
    #expect(VisibleText.escaping("tab\tand\nnewline stay") == "tab\tand\nnewline stay")
    #expect(VisibleText.escaping("c1 \u{9B}") == "c1 \u{FFFD}")
    #expect(VisibleText.escaping("ñ ✓") == "ñ ✓")
    #expect(RenderedLine("x\u{0}y").text == "x␀y")
  }
}
