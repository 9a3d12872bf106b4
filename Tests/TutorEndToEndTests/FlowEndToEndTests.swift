import Foundation
import Testing

/// The learn flow and the test verdicts through the real binary: piped input as scripts and
/// `tutor run` see it, and a pseudo-terminal as a learner does.
@Suite("Flow: verdicts and a course that leads on")
struct FlowEndToEndTests {
  let tutor = TutorProcess()

  @Test("`tutor run`: reset during a test runs the end check, so a running timer fails the run")
  func resetChecks() throws {
    let transcript = """
      play foreach
      test
      send .addRow { $0.rows.append(Row.State(id: 0, seconds: 0)) }
      send .rows(.element(id: 0, action: .onAppear))
      reset
      """
    let result = try tutor.run(["run", "-"], input: transcript + "\n")
    #expect(result.status == 1, "\(result.output)")
    #expect(
      result.output.contains("✗ the effect 'timer' started by .rows(.element(id: 0, action: .onAppear))"))
    #expect(result.output.hasSuffix("some checks failed\n"))
  }

  @Test("finish after a failed line: the same words in play and run, never ✓ test passed")
  func failedEarlier() throws {
    let lines = "test\nsend .right(.dec)\nsend .left(.inc) { $0.left = 1; $0.seen = 2 }\nfinish\n"
    let played = try tutor.run(["play", "pullback"], input: lines)
    let run = try tutor.run(["run", "-"], input: "play pullback\n" + lines)
    for output in [played.output, run.output] {
      #expect(
        output.contains("✗ finish passed, but 1 earlier line failed: the test did not pass\n"), "\(output)")
      #expect(!output.contains("✓ test passed"))
    }
    #expect(run.status == 1)
  }

  @Test("A refused line changed nothing: the run passes, and says the line was not counted")
  func rejectedLine() throws {
    let transcript = """
      play pullback
      test
      send .lefft(.inc)
      send .left(.inc) { $0.left = 1; $0.seen = 1 }
      finish
      """
    let result = try tutor.run(["run", "-"], input: transcript + "\n")
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("error: there is no case '.lefft'; did you mean '.left'?"))
    #expect(result.output.contains("✓ test passed"))
    #expect(
      result.output.hasSuffix(
        "all checks passed\n(1 line was not understood; it changed nothing and is not counted)\n"))
  }

  @Test("An empty test never says passed; send outside a test starts one, in one line")
  func emptyAndOutside() throws {
    let result = try tutor.run(
      ["play", "pullback"], input: "test\nfinish\nsend .left(.inc) { $0.left = 1; $0.seen = 1 }\nfinish\n")
    #expect(
      result.output.contains(
        "the test was empty: nothing was sent, so nothing was checked (that is not a pass)\n"))
    #expect(
      result.output.contains(
        "pullback> send .left(.inc) { $0.left = 1; $0.seen = 1 }\nno test was running, so 'send' started one from the initial state ('finish' ends it)\n✓ as expected\n"
      ), "\(result.output)")
    #expect(
      result.output.hasSuffix(
        "✓ test passed: every change asserted, every action received, no effect left running\npullback> \n"))
  }

  @Test("quit with a test open leaves it unfinished: neutral, in both languages", arguments: ["en", "es"])
  func quitNeutral(language: String) throws {
    let lines =
      "test\nsend .addRow { $0.rows.append(Row.State(id: 0, seconds: 0)) }\nsend .rows(.element(id: 0, action: .onAppear))\nquit\n"
    let result = try tutor.run(["play", "foreach", "--lang", language], input: lines)
    #expect(result.status == 0)
    #expect(
      result.output.hasSuffix(
        language == "en"
          ? "test left unfinished: 1 effect was still running\n"
          : "el test quedó sin terminar: 1 efecto seguía en marcha\n"), "\(result.output)")
  }

  @Test("Enter moves on once a step is done; on a quiz not answered it only shows the prompt")
  func enterMovesOn() throws {
    let result = try tutor.run(["learn", "pullback"], input: "\n\n\na\n\n:quit\n")
    #expect(
      result.output.contains("pullback 2/9> \npullback 2/9> \npullback 2/9> a\n✓ Right"), "\(result.output)")
    #expect(result.output.contains("── 3/9 · "))
  }

  @Test("The end of a lesson leads on: Enter opens the next one; `tutor` then resumes there")
  func leadsOn() throws {
    let skipAll = ":next\na\n:next\n:next\n:next\n:skip\n\n:next\n:skip\n\n\n:skip\n\n"
    let result = try tutor.run(["learn", "pullback"], input: skipAll + "\n:quit\n")
    #expect(
      result.output.contains(
        "✓ You finished 'Composing reducers: scope and pullback'.\nEnter: next lesson, '"))
    #expect(result.output.contains("═══ Optional"), "\(result.output)")
    let lessons = try tutor.run(["lessons"])
    // Skipped steps are shown as skipped, never as done.
    #expect(
      lessons.output.contains(
        ". pullback — Composing reducers: scope and pullback [finished, with 3 steps skipped]"),
      "\(lessons.output)")
    let again = try tutor.run([], input: ":quit\n")
    #expect(again.output.hasPrefix("Welcome back: resuming 'optional' at step 1."), "\(again.output)")
  }

  @Test("A finished lesson is not resumed at its last step")
  func finishedNotResumedAtEnd() throws {
    let skipAll = ":next\na\n:next\n:next\n:next\n:skip\n\n:next\n:skip\n\n\n:skip\n\n"
    _ = try tutor.run(["learn", "pullback"], input: skipAll + ":quit\n")
    let again = try tutor.run([], input: ":quit\n")
    #expect(!again.output.contains("resuming 'pullback'"), "\(again.output)")
    #expect(again.output.hasPrefix("Welcome back: resuming 'optional' at step 1."))
  }

  @Test(":lessons shows a numbered list; a number typed next opens that lesson")
  func lessonsMenu() throws {
    let result = try tutor.run(["learn", "basics"], input: ":lessons\n2\n:quit\n")
    #expect(result.output.contains("Type a lesson's number or id to open it (Enter stays here)."))
    #expect(result.output.contains("═══ Composing reducers: scope and pullback ═══"))
    #expect(result.output.hasSuffix("pullback 1/9> :quit\n"), "\(result.output)")
  }

  @Test(
    "`tutor lessons`: in progress says how many tasks passed and how many were skipped, in both languages",
    arguments: ["en", "es"])
  func lessonsStatus(language: String) throws {
    _ = try tutor.run(["learn", "pullback"], input: ":next\na\n:next\n:next\n:next\n:skip\n:quit\n")
    let lessons = try tutor.run(["lessons", "--lang", language])
    #expect(
      lessons.output.contains(
        language == "en" ? "[in progress: 0 of 3 tasks, 1 skipped]" : "[a medias: 0 de 3 tareas; saltadas: 1]"
      ),
      "\(lessons.output)")
  }

  @Test(":next mid-test: the task stays undone, and the lesson is not marked done")
  func nextMidTest() throws {
    let toTest = ":next\n:next\n:next\n:next\n:next\n:next\n"
    let result = try tutor.run(
      ["learn", "pullback"],
      input: toTest + "send .left(.inc) { $0.left = 1; $0.seen = 1 }\n:next\n:next\n:next\n:quit\n")
    #expect(result.output.contains("this step stays undone: :back returns to it"))
    #expect(
      result.output.contains(
        "You reached the end of 'Composing reducers: scope and pullback', but 4 steps are not done yet"))
    #expect(!result.output.contains("✓ You finished"))
    let lessons = try tutor.run(["lessons"])
    #expect(
      lessons.output.contains("pullback — Composing reducers: scope and pullback [in progress: 0 of 3 tasks]")
    )
  }

  @Test("Grading counts the same way: a typo in a test task is not a failed attempt")
  func gradeIgnoresRefusedLines() throws {
    let file = tutor.state + "/dana.txt"
    try """
    learn pullback
    :next
    2 -1 4
    :next
    :next
    :next
    .left(.inc)
    .left(.inc)
    .right(.dec)
    :next
    :next
    send .lefft(.inc)
    send .left(.inc) { $0.left = 1; $0.seen = 1 }
    send .clearLog { $0.seen = 2 }
    finish
    """.write(toFile: file, atomically: true, encoding: .utf8)
    let graded = try tutor.run(["grade", file, "--details"])
    #expect(graded.status == 0, "\(graded.output)")
    #expect(graded.output.contains("first-test · no failed attempts"), "\(graded.output)")
  }
}
