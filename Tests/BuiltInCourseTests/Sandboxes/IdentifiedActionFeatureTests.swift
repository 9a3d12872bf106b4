import EngineTestSupport
import SandboxRuntime
import Testing

/// The `identified-action` sandbox (an inbox) at the prompt: what the lesson tells the learner
/// to type, and what the learner sees.
@Suite("Identified-action sandbox")
struct IdentifiedActionFeatureTests {
  @Test("Inside a message's scope, its plain action travels in the envelope with its id")
  func envelope() throws {
    let harness = try SessionHarness(lesson: "identified-action")
    harness.type(".add")
    harness.type(".add")
    #expect(harness.type("scope messages[id: 0]") == "")
    #expect(harness.session.prompt == "messages[id: 0]> ")
    #expect(
      harness.type(".star") == """
        .star  →  .messages(.element(id: 0, action: .star))
          Inbox.State(
            messages: [
        −     #0: Inbox.Message.State(id: 0, starred: false, saved: false),
        +     #0: Inbox.Message.State(id: 0, starred: true, saved: false),
              … (1 unchanged)
            ]
          )
        """)
  }

  @Test("Ids come from the generator from 0 and are never handed out again")
  func idsAreNotReused() throws {
    let harness = try SessionHarness(lesson: "identified-action")
    for line in [".add", ".add", ".remove(id: 0)", ".add"] { harness.type(line) }
    #expect(
      harness.type("state") == """
        Inbox.State(
          messages: [
            #1: Inbox.Message.State(id: 1, starred: false, saved: false),
            #2: Inbox.Message.State(id: 2, starred: false, saved: false)
          ]
        )
        """)
  }

  @Test("A save answered after its message was removed changes nothing for it, and warns")
  func lateAnswer() throws {
    let harness = try SessionHarness(lesson: "identified-action")
    for line in [".add", ".add", ".saveAll", ".remove(id: 0)", ".add"] { harness.type(line) }
    #expect(
      harness.type("advance 2s") == """
        ← .messages(.element(id: 0, action: .saved))
        ← .messages(.element(id: 1, action: .saved))
        ⚠ 'forEach' got an action for messages[id: 0], which is not in 'messages': .messages(.element(id: 0, action: .saved)) was ignored. Was the element removed while an effect was still sending to it?
          Inbox.State(
            messages: [
        −     #1: Inbox.Message.State(id: 1, starred: false, saved: false),
        +     #1: Inbox.Message.State(id: 1, starred: false, saved: true),
              … (1 unchanged)
            ]
          )
        """)
    #expect(harness.type("effects") == "no effects running")
  }

  @Test("The late-action warning, in Spanish")
  func lateAnswerInSpanish() throws {
    let harness = try SessionHarness(lesson: "identified-action", language: "es")
    harness.type(".add")
    harness.type(".remove(id: 0)")
    #expect(
      harness.type(".messages(.element(id: 0, action: .star))") == """
        ⚠ 'forEach' recibió una acción para messages[id: 0], que no está en 'messages': se ignoró .messages(.element(id: 0, action: .star)). ¿Se quitó el elemento mientras un efecto seguía enviándole acciones?
        (el estado no cambió)
        """)
  }

  @Test("In a test, the answer is received with its address; the wrong address fails")
  func testMode() throws {
    let harness = try SessionHarness(lesson: "identified-action")
    harness.type("test")
    #expect(
      harness.type("send .add { $0.messages.append(Message.State(id: 0, starred: false, saved: false)) }")
        == "✓ as expected")
    #expect(harness.type("send .saveAll") == "✓ as expected")
    #expect(
      harness.type("advance 2s") == """
        ✓ the clock moved 2s
        1 action came back from effects and waits for 'receive':
          .messages(.element(id: 0, action: .saved))
        """)
    #expect(
      harness.type("receive .messages(.element(id: 1, action: .saved))").hasPrefix("✗ expected to receive"))
    #expect(harness.session.hasFailed)
  }
}
