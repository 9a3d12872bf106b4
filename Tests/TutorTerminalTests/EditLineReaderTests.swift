import Foundation
import Testing

@testable import TutorTerminal

/// The editing itself needs a terminal and is checked through a pseudo-terminal (see
/// Tests/Support/pty_session.py); these tests cover what works without one.
@Suite("EditLineReader", .serialized)
struct EditLineReaderTests {
  final class Words: CompletionProvider {
    func completions(forLine line: String, cursor: Int) -> [String] { [".left"] }
  }

  @Test func loadsHistoryAndSavesItAtClose() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tutor-edit-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("sub/history").path
    try HistoryFile(entries: ["one", "two"]).save(to: path)

    let reader = try #require(
      EditLineReader(historyPath: path, historyCapacity: 1, completionProvider: Words()))
    #expect(reader.history.entries == ["two"])
    #expect(reader.completionProvider != nil)
    reader.close()
    #expect(reader.historySaveError == nil)
    #expect(HistoryFile.load(from: path).entries == ["two"])
    #expect(reader.readLine(prompt: "> ") == .endOfInput)
    reader.close()  // twice is harmless
  }

  @Test func setsAUTF8CharacterType() throws {
    let reader = try #require(EditLineReader())
    defer { reader.close() }
    #expect(EditLineReader.characterTypeIsUTF8())
  }
}
