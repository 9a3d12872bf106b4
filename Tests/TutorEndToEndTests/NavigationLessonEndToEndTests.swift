import Foundation
import Testing

/// The `navigation` lesson through the real binary, in both languages: read on, answer the quiz
/// by its computed value, reach the explore goal, pass the TestStore task, and play with the
/// stack at the prompt (ids shown, a scoped screen, warnings for a hard-coded id).
@Suite("Navigation lesson, end to end")
struct NavigationLessonEndToEndTests {
  struct Language: Sendable, CustomTestStringConvertible {
    var code: String
    var quizRight: String
    var goalReached: String
    var taskDone: String
    var pushWarning: String
    var testDescription: String { code }
  }

  static let languages = [
    Language(
      code: "en", quizRight: "✓ Right: running the code gives 5.", goalReached: "✓ Goal reached.",
      taskDone: "✓ Task done: the exhaustive TestStore is satisfied.",
      pushWarning: "but the next id is #1. Ids are never reused, so an id written by hand soon goes stale"),
    Language(
      code: "es", quizRight: "✓ Correcto: al ejecutar el código sale 5.",
      goalReached: "✓ Objetivo conseguido.",
      taskDone: "✓ Tarea hecha: el TestStore exhaustivo está conforme.",
      pushWarning:
        "pero el siguiente es #1. Los ids nunca se reutilizan, así que uno escrito a mano pronto deja de valer"
    ),
  ]

  /// The four narrative steps, the quiz (answered by value), the delegate step, the explore
  /// task's and the test task's reference solutions, then the traps.
  static let walk = [
    ":next", ":next", ":next", ":next", "5", ":next", ":next",
    ".open(1)", ".path(.element(id: 0, action: .detail(.editTapped)))",
    #".path(.element(id: 1, action: .edit(.setTitle("Bread"))))"#,
    ".path(.element(id: 1, action: .edit(.saveTapped)))", ":next",
    "send .open(0) { $0.path[id: 0] = .detail(NoteDetail.State(note: 0)) }",
    #"send(\.path[id: 0].detail.onAppear)"#, "advance 1s",
    #"receive(\.path[id: 0].detail.tick) { $0.path[id: 0, case: \.detail]?.seconds = 1 }"#,
    #"send(\.path[id: 0].detail.editTapped) { $0.path.append(.edit(NoteEditor.State(note: 0, title: "Milk"))) }"#,
    #"send(\.path[id: 1].edit.saveTapped)"#,
    #"receive(\.path[id: 1].edit.delegate.saved) { $0.path.removeAll(); $0.saved = 1 }"#, "finish", ":next",
    ":quit",
  ]

  @Test(
    "`tutor learn navigation`: the quiz, the explore task and the TestStore task pass", arguments: languages)
  func learn(_ language: Language) throws {
    let tutor = TutorProcess()
    let result = try tutor.run(
      ["learn", "navigation", "--lang", language.code], input: Self.walk.joined(separator: "\n") + "\n")
    #expect(result.status == 0, "\(result.error)")
    for said in [language.quizRight, language.goalReached, language.taskDone] {
      #expect(result.output.contains(said), "\(said)")
    }
    #expect(result.output.contains("── 9/10 · "))
    #expect(result.output.contains(language.code == "es" ? "En TCA y SwiftRex." : "In TCA and SwiftRex."))
    #expect(!result.output.contains("✗"))
  }

  @Test(
    "`tutor play navigation`: ids in the state, a scoped screen, a hard-coded id warned", arguments: languages
  )
  func play(_ language: Language) throws {
    let tutor = TutorProcess()
    let lines = [
      ".open(0)", "scope path[id: 0]", ".detail(.onAppear)", "effects", "up",
      ".path(.push(id: 5, state: .detail(NoteDetail.State(note: 1))))", "state path",
      ".path(.popFrom(id: 0))",
      "effects",
    ]
    let result = try tutor.run(
      ["play", "navigation", "--lang", language.code], input: lines.joined(separator: "\n") + "\n")
    #expect(result.status == 0)
    #expect(
      result.output.contains(".detail(.onAppear)  →  .path(.element(id: #0, action: .detail(.onAppear)))"))
    #expect(result.output.contains("path[id: 0].detail"))
    #expect(result.output.contains(language.pushWarning), "\(result.output)")
    #expect(
      result.output.contains(
        "[\n  #0: .detail(NoteDetail.State(note: 0, seconds: 0)),\n  #5: .detail(NoteDetail.State(note: 1, seconds: 0))\n]"
      ))
    let effectsLines = result.output.components(separatedBy: "navigation> effects\n")
    #expect(effectsLines.last?.hasPrefix(language.code == "es" ? "no hay" : "no effects running") == true)
  }
}
