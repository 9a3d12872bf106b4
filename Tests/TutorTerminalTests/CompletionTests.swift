import PromptLanguage
import SandboxRuntime
import Testing

@testable import TutorTerminal

@Suite("Completion")
struct CompletionTests {
  @Test func wordRunsBackToWhitespaceOrABreak() {
    #expect(Completion.word(in: "send .incr", cursor: 10) == ".incr")
    #expect(Completion.word(in: "send .incr", cursor: 7) == ".i")
    #expect(Completion.word(in: "send ", cursor: 5) == "")
    #expect(Completion.word(in: ":he", cursor: 3) == ":he")
    #expect(Completion.word(in: "f(.le", cursor: 5) == ".le")
    #expect(Completion.word(in: "a,b", cursor: 3) == "b")
    #expect(Completion.word(in: "", cursor: 0) == "")
  }

  @Test func cursorIsCountedInCharactersAndClamped() {
    #expect(Completion.word(in: "año señ", cursor: 7) == "señ")
    #expect(Completion.word(in: "✓ab", cursor: 99) == "✓ab")
    #expect(Completion.word(in: "ab", cursor: -4) == "")
  }

  @Test func commonPrefix() {
    #expect(Completion.commonPrefix(of: []) == "")
    #expect(Completion.commonPrefix(of: [".increment"]) == ".increment")
    #expect(Completion.commonPrefix(of: [".increment", ".incrementTwice", ".inc"]) == ".inc")
    #expect(Completion.commonPrefix(of: ["señal", "seña", "señor"]) == "señ")
    #expect(Completion.commonPrefix(of: ["abc", "xyz"]) == "")
  }

  @Test func nothingMatches() {
    #expect(Completion.action(line: ".z", cursor: 2, candidates: [".left", ".right"]) == .none)
    #expect(Completion.action(line: ".z", cursor: 2, candidates: []) == .none)
  }

  @Test func oneMatchInsertsTheRestAndASpaceAtTheEnd() {
    #expect(
      Completion.action(line: "send .incr", cursor: 10, candidates: [".increment", ".left"])
        == .insert("ement "))
    #expect(
      Completion.action(
        line: ".incr", cursor: 5, candidates: [".increment"], appendsSpace: false)
        == .insert("ement"))
  }

  @Test func oneMatchInTheMiddleOfTheLineGetsNoSpace() {
    #expect(
      Completion.action(line: "f(.incr)", cursor: 7, candidates: [".increment"])
        == .insert("ement"))
  }

  @Test func aCaseWithAPayloadEndsInItsParenthesisWithoutASpace() {
    #expect(Completion.action(line: ".lef", cursor: 4, candidates: [".left(", ".right("]) == .insert("t("))
    #expect(Completion.action(line: "send { $", cursor: 8, candidates: ["$0."]) == .insert("0."))
    #expect(Completion.action(line: ".element(", cursor: 9, candidates: ["id: "]) == .insert("id: "))
  }

  @Test func insideAnOpenBracketNoSpaceFollows() {
    #expect(Completion.action(line: ".left(.in", cursor: 9, candidates: [".inc", ".dec"]) == .insert("c"))
    #expect(Completion.action(line: ".a(\")\", .in", cursor: 11, candidates: [".inc"]) == .insert("c"))
    #expect(
      Completion.action(line: ".left(.inc) .cl", cursor: 15, candidates: [".clearLog"]) == .insert("earLog "))
  }

  @Test func wordBreaksAreTheEngines() {
    #expect(Completion.wordBreakCharacters == CompletionWord.breakCharacters)
  }

  @Test func aCompleteWordJustGetsItsSpace() {
    #expect(Completion.action(line: ":help", cursor: 5, candidates: [":help"]) == .insert(" "))
  }

  @Test func severalMatchesInsertTheCommonPrefixAndList() {
    #expect(
      Completion.action(
        line: ".i", cursor: 2, candidates: [".increment", ".incrementTwice", ".decrement"])
        == .list(insert: "ncrement", candidates: [".increment", ".incrementTwice"]))
    #expect(
      Completion.action(line: ":", cursor: 1, candidates: [":help", ":quit"])
        == .list(insert: "", candidates: [":help", ":quit"]))
  }

  @Test func repeatedCandidatesCountOnce() {
    #expect(
      Completion.action(line: "se", cursor: 2, candidates: ["señal", "señal"])
        == .insert("ñal "))
  }

  @Test func columnsFillTopToBottom() {
    let items = ["a", "bb", "ccc", "d", "e"]
    // Cells are 5 wide; 12 columns hold 2 of them.
    #expect(Completion.columns(items, width: 12) == ["a    d", "bb   e", "ccc"])
    #expect(Completion.columns(items, width: 80) == ["a    bb   ccc  d    e"])
    #expect(Completion.columns(items, width: 1) == ["a", "bb", "ccc", "d", "e"])
    #expect(Completion.columns([], width: 80) == [])
  }

  @Test func columnsMeasureWideCharacters() {
    #expect(Completion.columns(["日本", "ab"], width: 80) == ["日本  ab"])
  }
}
