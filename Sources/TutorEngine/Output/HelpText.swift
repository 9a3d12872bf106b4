/// The `help` listing.
enum HelpText {
  static func outputs(testing: Bool) -> [Output] {
    let commands = [
      ("action", ".left(.inc)"), ("state", "state rows[id: 2]"), ("effects", "effects"),
      ("advance", "advance 1s"), ("scope", "scope rows[id: 2]"), ("up", "up"), ("undo", "undo"),
      ("reset", "reset"), ("test", "test"), ("send", "send .left(.inc) { $0.left = 1 }"),
      ("receive", "receive .rows(.element(id: 0, action: .tick)) { $0.rows[id: 0].seconds = 1 }"),
      ("finish", "finish"), ("play", "play foreach"), ("quit", "quit"),
    ]
    var outputs: [Output] = [.message(key: testing ? "help.headerTesting" : "help.header", role: .heading)]
    for (key, example) in commands {
      outputs.append(.code("  " + example, role: .plain))
      outputs.append(.message(key: "help.\(key)", role: .dim))
    }
    return outputs
  }
}
