import Foundation
import Testing

@testable import TutorTerminal

@Suite("HistoryFile")
struct HistoryFileTests {
  @Test func addsLinesOldestFirst() {
    var history = HistoryFile()
    let added1 = history.add(".left")
    #expect(added1)
    let added2 = history.add(".right")
    #expect(added2)
    #expect(history.entries == [".left", ".right"])
  }

  @Test func skipsBlankLines() {
    var history = HistoryFile()
    let added3 = history.add("")
    #expect(!added3)
    let added4 = history.add("   ")
    #expect(!added4)
    let added5 = history.add("\t\n")
    #expect(!added5)
    #expect(history.entries.isEmpty)
  }

  @Test func skipsImmediateRepeatsOnly() {
    var history = HistoryFile()
    history.add("a")
    let added6 = history.add("a")
    #expect(!added6)
    let added7 = history.add("a  ")
    #expect(!added7)
    history.add("b")
    let added8 = history.add("a")
    #expect(added8)
    #expect(history.entries == ["a", "b", "a"])
  }

  @Test func dropsTrailingWhitespaceAndLineBreaks() {
    var history = HistoryFile()
    history.add(".increment \n")
    history.add("one\ntwo\r\nthree")
    #expect(history.entries == [".increment", "one two three"])
  }

  @Test func keepsAtMostCapacityDroppingTheOldest() {
    var history = HistoryFile(capacity: 3)
    for n in 1...5 { history.add("line \(n)") }
    #expect(history.entries == ["line 3", "line 4", "line 5"])
  }

  @Test func defaultCapacityIsAThousand() {
    var history = HistoryFile()
    for n in 1...1005 { history.add("\(n)") }
    #expect(history.entries.count == 1000)
    #expect(history.entries.first == "6")
    #expect(history.entries.last == "1005")
  }

  @Test func zeroCapacityKeepsNothing() {
    var history = HistoryFile(capacity: 0)
    let added9 = history.add("x")
    #expect(!added9)
    #expect(history.entries.isEmpty)
  }

  @Test func initializerAppliesTheSameRules() {
    let history = HistoryFile(entries: ["a", "a", " ", "b", "c"], capacity: 2)
    #expect(history.entries == ["b", "c"])
  }

  @Test func parsesLFCRLFAndInvalidUTF8() {
    var bytes = Array("uno\r\ndos ñ\n\n".utf8)
    bytes += [0xFF, 0x41, 0x0A]
    bytes += Array("sin final ✓".utf8)
    let history = HistoryFile.parse(Data(bytes))
    #expect(history.entries == ["uno", "dos ñ", "\u{FFFD}A", "sin final ✓"])
  }

  @Test func serializesOneEntryPerLine() {
    let history = HistoryFile(entries: ["a", "ñ ✓"])
    #expect(String(decoding: history.serialized(), as: UTF8.self) == "a\nñ ✓\n")
  }

  @Test func missingFileIsAnEmptyHistory() {
    let history = HistoryFile.load(from: "/nonexistent/\(UUID().uuidString)/history")
    #expect(history.entries.isEmpty)
  }

  @Test func savesCreatingFoldersAndLoadsBack() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tutor-history-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("deeper/history").path
    var history = HistoryFile(capacity: 10)
    history.add(".increment")
    history.add("señal ✓")
    try history.save(to: path)
    #expect(HistoryFile.load(from: path, capacity: 10) == history)

    history.add("third")
    try history.save(to: path)
    #expect(HistoryFile.load(from: path, capacity: 10).entries == [".increment", "señal ✓", "third"])
    #expect(HistoryFile.load(from: path, capacity: 2).entries == ["señal ✓", "third"])
  }

  @Test func savingWhereAFileBlocksTheFolderThrows() throws {
    let blocker = FileManager.default.temporaryDirectory
      .appendingPathComponent("tutor-blocker-\(UUID().uuidString)")
    try Data("x".utf8).write(to: blocker)
    defer { try? FileManager.default.removeItem(at: blocker) }
    #expect(throws: (any Error).self) {
      try HistoryFile(entries: ["a"]).save(to: blocker.appendingPathComponent("history").path)
    }
  }

  @Test func linesThatAreNotUTF8AreWrittenBackAsTheyWere() throws {
    var bytes = Array("uno\n".utf8)
    bytes += [0xC3, 0x28, 0x41, 0xFF, 0x0A]  // a broken sequence, an invalid byte
    let original = Data(bytes)
    var history = HistoryFile.parse(original)
    #expect(history.entries == ["uno", "\u{FFFD}(A\u{FFFD}"])
    #expect(history.serialized() == original)
    history.add("dos")
    #expect(history.serialized() == original + Data("dos\n".utf8))
  }

  @Test func aByteOrderMarkIsNotPartOfTheFirstEntry() {
    #expect(HistoryFile.parse(Data("\u{FEFF}.left\r\n.right\r\n".utf8)).entries == [".left", ".right"])
  }
}
