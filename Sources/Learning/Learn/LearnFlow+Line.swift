extension LearnFlow.Action {
  /// The action a typed line is: Enter, an exercise step's word, a colon command (`reset`,
  /// `quit` and `exit` are commands too), or a line for the flow to place (``text(_:)``).
  ///
  ///     LearnFlow.Action.reading(" :next ")   // .command(.next)
  ///     LearnFlow.Action.reading(".inc")      // .text(".inc")
  ///
  /// (A lesson named `reset`, `quit` or `exit`, or one whose id starts with `:`, could not be
  /// opened by typing its id after `:lessons`; `:lessons <id>` opens any.)
  static func reading(_ line: String) -> Self {
    let trimmed = line.trimmingWhitespace()
    switch trimmed {
    case "": return .enter
    case ":check", ":c": return .exerciseCommand(.check)
    case ":skip": return .exerciseCommand(.skip)
    case "reset": return .command(.retry)
    case "quit", "exit": return .command(.quit)
    default:
      return trimmed.hasPrefix(":") ? .command(LearnCommand.parse(trimmed)) : .text(line)
    }
  }
}
