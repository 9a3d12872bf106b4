import TutorSupport

/// The `help` listing, with the examples of the sandbox in play.
enum HelpText {
  static func outputs(testing: Bool, lesson: String, in sandboxes: SandboxList) -> [Output] {
    let examples = HelpExamples.of(lesson: lesson, in: sandboxes)
    var commands: [(String, String?)] = [
      ("action", examples.action), ("state", examples.statePath.map { "state \($0)" } ?? "state"),
      ("effects", "effects"), ("advance", "advance 1s"),
    ]
    if let scope = examples.scopePath { commands += [("scope", "scope \(scope)"), ("up", "up")] }
    commands += [("stackPush", examples.stackPush), ("stackPop", examples.stackPop)]
    commands += [
      ("undo", "undo"), ("reset", "reset"), ("test", "test"), ("send", examples.send),
      ("receive", examples.received.map { "receive \($0) { $0.… = … }" }),
      ("finish", "finish"), ("play", "play " + (sandboxes.ids.first { $0 != lesson } ?? lesson)),
      ("quit", "quit"),
    ]
    var outputs: [Output] = [.message(key: testing ? "help.headerTesting" : "help.header", role: .heading)]
    for case (let key, let example?) in commands {
      outputs.append(.code("  " + example, role: .plain))
      outputs.append(.message(key: key == "advance" ? "surface.help.advance" : "help.\(key)", role: .dim))
    }
    return outputs
  }
}
