import EngineTestSupport
import Testing

@testable import SandboxRuntime

/// One rule for how a test ends, the same in play, learn, run, demo and grade.
@Suite("Test verdicts")
struct TestVerdictTests {
  @Test(
    "The rule: passed only when finish and every line passed and something ran",
    arguments: [
      (3, 0, 0, TestVerdict.Outcome.passed),
      (3, 1, 0, .failedEarlier(1)),
      (3, 2, 1, .failedAtFinish),
      (0, 0, 0, .empty),
      (2, 0, 1, .failedAtFinish),
    ] as [(Int, Int, Int, TestVerdict.Outcome)])
  func rule(steps: Int, failedLines: Int, finishFailures: Int, outcome: TestVerdict.Outcome) {
    let verdict = TestVerdict.finished(steps: steps, failedLines: failedLines, finishFailures: finishFailures)
    #expect(verdict.outcome == outcome)
    #expect(verdict.passed == (outcome == .passed))
    let saysPassed = verdict.outputs.contains {
      if case .message("test.finished", _, _, _) = $0 { true } else { false }
    }
    #expect(saysPassed == verdict.passed, "only a pass may say ✓ test passed")
  }

  @Test("An unfinished test is neither passed nor failed")
  func unfinished() {
    let verdict = TestVerdict.unfinished(steps: 2, failedLines: 1, runningEffects: 1, waitingActions: 0)
    #expect(!verdict.passed)
    #expect(!verdict.failed)
  }

  @Test("finish after a failed line never ends with ✓ test passed")
  func failedEarlierInPlay() throws {
    let harness = try SessionHarness(lesson: "pullback")
    harness.type("test")
    harness.type("send .left(.inc) { $0.left = 2 }")
    harness.type("send .right(.dec)")
    let reply = harness.session.handle("finish")
    let text = harness.renderer.text(reply.outputs)
    #expect(text == "✗ finish passed, but 2 earlier lines failed: the test did not pass")
    #expect(reply.verdict?.outcome == .failedEarlier(2))
  }

  @Test("The same words in Spanish")
  func failedEarlierInSpanish() throws {
    let harness = try SessionHarness(lesson: "pullback", language: "es")
    harness.type("test")
    harness.type("send .right(.dec)")
    #expect(harness.type("finish") == "✗ finish pasó, pero antes falló 1 línea: el test no ha pasado")
  }

  @Test("An empty test never says passed")
  func emptyTest() throws {
    let harness = try SessionHarness(lesson: "pullback")
    harness.type("test")
    let reply = harness.session.handle("finish")
    #expect(
      harness.renderer.text(reply.outputs)
        == "the test was empty: nothing was sent, so nothing was checked (that is not a pass)")
    #expect(!reply.failed)
    #expect(reply.verdict?.outcome == .empty)
  }

  @Test("A line the parser refused changed nothing: it does not fail the test")
  func rejectedLineDoesNotFail() throws {
    let harness = try SessionHarness(lesson: "pullback")
    harness.type("test")
    let typo = harness.session.handle("send .lefft(.inc) { $0.left = 1 }")
    #expect(typo.rejected && !typo.failed)
    #expect(harness.session.handle("sned .left(.inc)").rejected)
    harness.type("send .left(.inc) { $0.left = 1; $0.seen = 1 }")
    #expect(
      harness.type("finish")
        == "✓ test passed: every change asserted, every action received, no effect left running")
    #expect(!harness.session.hasFailed)
  }

  @Test("quit with a test open leaves it unfinished: a neutral line, neither ✓ nor ✗")
  func quitAbandons() throws {
    let harness = try SessionHarness(lesson: "foreach")
    harness.type("test")
    harness.type("send .addRow { $0.rows.append(Row.State(id: 0, seconds: 0)) }")
    harness.type("send .rows(.element(id: 0, action: .onAppear))")
    let reply = harness.session.handle("quit")
    #expect(reply.quit && !reply.failed)
    #expect(harness.renderer.text(reply.outputs) == "test left unfinished: 1 effect was still running")
    #expect(reply.verdict?.outcome == .unfinished(runningEffects: 1, waitingActions: 0))
  }

  @Test("quit with an effect running and an action waiting says both")
  func quitWithBoth() throws {
    let harness = try SessionHarness(lesson: "foreach", language: "es")
    harness.type("test")
    harness.type("send .addRow { $0.rows.append(Row.State(id: 0, seconds: 0)) }")
    harness.type("send .rows(.element(id: 0, action: .onAppear))")
    harness.type("advance 1s")
    #expect(
      harness.type("quit") == """
        el test quedó sin terminar: 1 efecto seguía en marcha
        y 1 acción seguía esperando su 'receive'
        """)
  }

  @Test("reset during a test runs the end check first")
  func resetChecksFirst() throws {
    let harness = try SessionHarness(lesson: "foreach")
    harness.type("test")
    harness.type("send .addRow { $0.rows.append(Row.State(id: 0, seconds: 0)) }")
    harness.type("send .rows(.element(id: 0, action: .onAppear))")
    let reply = harness.session.handle("reset")
    let text = harness.renderer.text(reply.outputs)
    #expect(text.hasPrefix("✗ the effect 'timer' started by .rows(.element(id: 0, action: .onAppear))"))
    #expect(text.hasSuffix("the sandbox starts afresh"))
    #expect(reply.failed)
    #expect(reply.verdict?.outcome == .failedAtFinish)
    #expect(!harness.session.isTesting)
  }

  @Test("play during a test runs the end check first, with the same verdict")
  func playChecksFirst() throws {
    let harness = try SessionHarness(lesson: "pullback")
    harness.type("test")
    harness.type("send .right(.dec)")
    #expect(
      harness.type("play") == """
        ✗ finish passed, but 1 earlier line failed: the test did not pass
        back in play mode
        """)
  }
}

/// `send`, `receive` and `finish` typed while no test runs start one.
@Suite("Test verbs outside a test")
struct TestVerbsOutsideATestTests {
  @Test("send starts a test, saying so in one line, and runs")
  func sendStarts() throws {
    let harness = try SessionHarness(lesson: "pullback")
    harness.type(".left(.inc)")
    #expect(
      harness.type("send .left(.inc) { $0.left = 1; $0.seen = 1 }") == """
        no test was running, so 'send' started one from the initial state ('finish' ends it)
        ✓ as expected
        """)
    #expect(harness.session.isTesting)
    #expect(harness.session.prompt == "pullback test> ")
    #expect(
      harness.type("finish")
        == "✓ test passed: every change asserted, every action received, no effect left running")
  }

  @Test("receive starts one too; finish alone starts an empty one, never a pass")
  func receiveAndFinish() throws {
    let harness = try SessionHarness(lesson: "foreach", language: "es")
    #expect(
      harness.type("receive .rows(.element(id: 0, action: .tick))").hasPrefix(
        "no había ningún test en marcha, así que 'receive' ha empezado uno desde el estado inicial ('finish' lo termina)\n✗ "
      ))
    harness.type("finish")
    #expect(
      harness.type("finish") == """
        no había ningún test en marcha, así que 'finish' ha empezado uno desde el estado inicial ('finish' lo termina)
        el test estaba vacío: no enviaste nada, así que no se comprobó nada (eso no es aprobar)
        """)
  }

  @Test("A send the parser refuses starts nothing")
  func refusedSendStartsNothing() throws {
    let harness = try SessionHarness(lesson: "pullback")
    let reply = harness.session.handle("send .lefft(.inc)")
    #expect(reply.rejected)
    #expect(!harness.session.isTesting)
    #expect(!harness.renderer.text(reply.outputs).contains("started one"))
  }

  @Test("help says so, in both languages", arguments: ["en", "es"])
  func help(language: String) throws {
    let harness = try SessionHarness(lesson: "pullback", language: language)
    let help = harness.type("help")
    #expect(
      help.contains(
        language == "en" ? "starts a test if none is running" : "si no hay ningún test en marcha, empieza uno"
      ))
  }
}
