/// The examples `help` shows, in the sandbox's own words: a learner in the search box sees
/// `.type("sw")`, not the counters' `.left(.inc)`. The help listing is written once with the
/// `pullback` sandbox's examples; this swaps each for the current sandbox's own, where it has one.
/// Every example here is run by the test suite in its sandbox, so none can go stale.
enum HelpExamples {
  /// The examples of one sandbox, by the help entry they illustrate.
  struct Examples: Sendable {
    let action: String
    let state: String
    let scope: String?
    let send: String
    let receive: String?
  }

  /// By sandbox id.
  static let bySandbox: [String: Examples] = [
    "basics": Examples(
      action: ".incrementLater", state: "state count", scope: nil,
      send: "send .increment { $0.count = 1 }", receive: "receive .increment { $0.count = 1 }"),
    "pullback": Examples(
      action: ".left(.inc)", state: "state left", scope: "scope left",
      send: "send .left(.inc) { $0.left = 1; $0.seen = 1 }", receive: nil),
    "optional": Examples(
      action: ".open", state: "state detail", scope: "scope detail",
      send: "send .open { $0.detail = Detail.State(id: 0, seconds: 0) }",
      receive: "receive .detail(.tick) { $0.detail?.seconds = 1 }"),
    "identified-action": Examples(
      action: ".add", state: "state messages[id: 0]", scope: "scope messages[id: 0]",
      send: "send .add { $0.messages.append(Message.State(id: 0, starred: false, saved: false)) }",
      receive: "receive .messages(.element(id: 0, action: .saved)) { $0.messages[id: 0]?.saved = true }"),
    "foreach": Examples(
      action: ".addRow", state: "state rows[id: 0]", scope: "scope rows[id: 0]",
      send: "send .addRow { $0.rows.append(Row.State(id: 0, seconds: 0)) }",
      receive: "receive .rows(.element(id: 0, action: .tick)) { $0.rows[id: 0]?.seconds = 1 }"),
    "transpose": Examples(
      action: ".openEditor", state: "state contacts[id: 2]", scope: "scope contacts[id: 2]",
      send: "send .openEditor { $0.editor = .presented(Editor.State(name: \"\", saved: false)) }",
      receive: "receive .dismissalFinished { $0.editor = .dismissed }"),
    "effects": Examples(
      action: ".type(\"sw\")", state: "state query", scope: nil,
      send: "send .type(\"sw\") { $0.query = \"sw\" }",
      receive: "receive .response(\"sw\") { $0.shown = \"sw\"; $0.responses = 1 }"),
    "presentation": Examples(
      action: ".checkout", state: "state destination", scope: "scope destination",
      send: "send .checkout { $0.destination = .payment(Payment.State(id: 0, processing: false)) }",
      receive:
        "receive .destination(.payment(.processed)) { $0.destination = .payment(Payment.State(id: 0, processing: false)) }"
    ),
    "effects-pair": Examples(
      action: ".from(.type(\"rome\"))", state: "state from", scope: "scope from",
      send: "send .from(.type(\"rome\")) { $0.from.query = \"rome\" }",
      receive: "receive .to(.response(\"oslo\")) { $0.to.shown = \"oslo\"; $0.to.responses = 1 }"),
    "foreach-ids": Examples(
      action: ".addRow", state: "state rows[id: 0]", scope: "scope rows[id: 0]",
      send: "send .addRow { $0.rows.append(Stopwatch.State(id: 0, seconds: 0)) }",
      receive: "receive .rows(.element(id: 0, action: .tick)) { $0.rows[id: 0]?.seconds = 1 }"),
    "foreach-addressing": Examples(
      action: ".lanes(.element(id: 1, action: .inc))", state: "state lanes", scope: "scope lanes[1]",
      send: "send .lanes(.element(id: 1, action: .inc)) { $0.lanes[1] = 1 }", receive: nil),
  ]

  /// Sandboxes that share another's examples (the same feature, or the same state and actions).
  static let sharing = [
    "effects-stale": "effects", "foreach-board": "foreach", "foreach-forgetful": "foreach",
  ]

  /// The examples for `sandbox`, or nil when it has none of its own.
  static func examples(for sandbox: String) -> Examples? {
    bySandbox[sandbox] ?? sharing[sandbox].flatMap { bySandbox[$0] }
  }

  /// The help listing with its examples in `sandbox`'s words. An entry the sandbox has no example
  /// for (no child to scope into, no effect to receive from) is left out, with its description.
  static func localize(_ outputs: [Output], sandbox: String) -> [Output] {
    guard let own = examples(for: sandbox) else { return outputs }
    let generic = [
      ".left(.inc)": own.action, "state rows[id: 2]": own.state, "scope rows[id: 2]": own.scope,
      "send .left(.inc) { $0.left = 1 }": own.send,
      "receive .rows(.element(id: 0, action: .tick)) { $0.rows[id: 0].seconds = 1 }": own.receive,
      "receive .rows(.element(id: 0, action: .tick)) { $0.rows[id: 0]?.seconds = 1 }": own.receive,
    ]
    var result: [Output] = []
    var dropDescription = false
    for output in outputs {
      if dropDescription {
        dropDescription = false
        continue
      }
      guard case .code(let text, let role) = output, text.hasPrefix("  "),
        let replacement = generic[String(text.dropFirst(2))]
      else {
        result.append(output)
        continue
      }
      if let replacement {
        result.append(.code("  " + replacement, role: role))
      } else {
        dropDescription = true
      }
    }
    return result
  }
}
