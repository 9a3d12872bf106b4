import Foundation
import Testing

/// `tutor replay` speaks the language the session spoke, line by line: after a `:lang es` the
/// engine's own lines are Spanish too, not only the lesson's text.
@Suite("Replay in the language it happened in")
struct ReplayLanguageTests {
  @Test("Before :lang es the engine speaks English, after it Spanish")
  func followsLang() throws {
    let tutor = TutorProcess()
    let file = tutor.state + "/lang.txt"
    try "learn pullback\n# tutor transcript · 2026-12-01T10:00:00Z · en\n:hint\n:lang es\n:hint\n"
      .write(toFile: file, atomically: true, encoding: .utf8)
    let replayed = try tutor.run(["replay", file])
    let english = try #require(replayed.output.range(of: "this step has no hints"), "\(replayed.output)")
    let spanish = try #require(replayed.output.range(of: "este paso no tiene pistas"), "\(replayed.output)")
    #expect(english.upperBound < spanish.lowerBound)
  }
}
