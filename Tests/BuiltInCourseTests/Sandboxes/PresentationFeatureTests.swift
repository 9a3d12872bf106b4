import EngineTestSupport
import PromptLanguage
import Testing

/// The `presentation` sandbox at the prompt: one `@Presents` destination, presented by setting
/// it, dismissed by `.destination(.dismiss)` or at the child's request, its effects cancelled.
@Suite("Presentation feature")
struct PresentationFeatureTests {
  @Test("Presenting is setting the destination; the payment's work runs under its scope")
  func present() throws {
    let harness = try SessionHarness(lesson: "presentation")
    harness.type(".checkout")
    #expect(harness.type("state destination") == ".payment(Payment.State(id: 0, processing: false))")
    harness.type(".destination(.presented(.payment(.pay)))")
    #expect(harness.type("effects").contains("payment · scope destination"))
  }

  @Test("Dismissing from the parent cancels the payment in flight")
  func dismissFromParent() throws {
    let harness = try SessionHarness(lesson: "presentation")
    harness.type(".checkout")
    harness.type(".destination(.presented(.payment(.pay)))")
    harness.type(".destination(.dismiss)")
    #expect(harness.type("effects") == "no effects running")
    #expect(harness.type("advance 2s") == "2s passed; nothing was due")
    #expect(harness.type("state") == "Shop.State(destination: nil, paid: 0)")
  }

  @Test("Inside a scoped presented child, typed actions are wrapped in .presented(…)")
  func presentedEnvelope() throws {
    let harness = try SessionHarness(lesson: "presentation")
    harness.type(".checkout")
    harness.type("scope destination")
    let reply = harness.type(".payment(.pay)")
    #expect(reply.contains(".payment(.pay)  →  .destination(.presented(.payment(.pay)))"))
    #expect(harness.type("state") == ".payment(Payment.State(id: 0, processing: true))")
  }

  @Test("Typed with its envelope inside the scope, the action is explained, not sent")
  func presentedEnvelopeTyped() throws {
    let harness = try SessionHarness(lesson: "presentation")
    harness.type(".checkout")
    harness.type("scope destination")
    let reply = harness.type(".destination(.presented(.payment(.pay)))")
    #expect(reply.contains(".payment(.pay)"))
    #expect(harness.type("state") == ".payment(Payment.State(id: 0, processing: false))")
  }

  @Test("Dismissing from the child: it asks with a delegate action, the parent clears the state")
  func dismissFromChild() throws {
    let harness = try SessionHarness(lesson: "presentation")
    harness.type(".checkout")
    harness.type("scope destination")
    let reply = harness.type(".payment(.cancelTapped)")
    #expect(reply.contains("← .destination(.presented(.payment(.delegate(.close))))"))
    #expect(reply.contains("'destination' is gone now"))
    #expect(reply.contains("Payment.State(id: 0, processing: false)"))
    #expect(harness.session.scope.isRoot)
  }

  @Test("A paid payment is replaced by an alert; any button dismisses the alert")
  func alert() throws {
    let harness = try SessionHarness(lesson: "presentation")
    harness.type(".checkout")
    harness.type(".destination(.presented(.payment(.pay)))")
    harness.type("advance 2s")
    #expect(
      harness.type("state") == #"Shop.State(destination: .alert(Alert.State(message: "paid")), paid: 1)"#)
    harness.type(".destination(.presented(.alert(.ok)))")
    #expect(harness.type("state") == "Shop.State(destination: nil, paid: 1)")
  }

  @Test("Replacing a payment while it processes cancels it")
  func replaceCancels() throws {
    let harness = try SessionHarness(lesson: "presentation")
    harness.type(".checkout")
    harness.type(".destination(.presented(.payment(.pay)))")
    harness.type(".checkout")
    #expect(harness.type("effects") == "no effects running")
  }
}
