/// A small class of transcripts with every case the grader must get right: a skip after a pass,
/// a wrong first quiz answer, a rejected typo, control characters, a play transcript, and a
/// transcript that works on two lessons.
enum ClassFixture {
  static let pullbackToTheEnd = [
    ":next", "a", ":next", ":next", ":next", ".left(.inc)", ".left(.inc)", ".right(.dec)", ":next", ":next",
    "send .left(.inc) { $0.left = 1; $0.seen = 1 }", "send .clearLog { $0.seen = 2 }", "finish",
  ]

  /// Everything right, then `:skip` on the task already passed: still 3/3.
  static let ana = (["learn pullback"] + pullbackToTheEnd + [":skip"]).joined(separator: "\n")

  /// The quiz answered wrong first (b) then right; a typo the parser rejects while reaching the
  /// goal (not an attempt); one failed test line, `:retry`, then `:skip`.
  static let bea = [
    "learn pullback", ":next", "b", "a", ":next", ":next", ":next", ".left(.inc)", ".left(.nope)",
    ".left(.inc)",
    ".right(.dec)", ":next", ":next", "send .left(.inc) { $0.left = 1 }", ":retry", ":skip",
  ].joined(separator: "\n")

  static let carl = "play pullback\n.left(.inc)\n"

  /// Control characters typed into the test: ESC sequences, Ctrl-A, NUL, a direction override.
  static let dan = [
    "learn pullback", ":next", "a", ":next", ":next", ":next", ".left(.inc)", ".left(.inc)", ".right(.dec)",
    ":next", ":next", "send .left(.inc) \u{1B}[2J\u{1B}]0;pwned\u{07} \u{01}\u{00}\u{202E}",
  ].joined(separator: "\n")

  /// Two lessons in one transcript: `basics` skipped through, then `pullback` done.
  static let eve =
    ([
      "learn basics", ":next", ":next", ":next", ":skip", ":next", ":skip", ":next", ":next",
      ":next", ":skip", "learn pullback",
    ] + pullbackToTheEnd).joined(separator: "\n")

  /// The explore task tried (two actions) and left with `:next`: failed, "goal not reached".
  static let fay = [
    "learn pullback", ":next", "a", ":next", ":next", ":next", ".left(.inc)", ".right(.inc)", ":next",
  ]
  .joined(separator: "\n")

  /// The optional lesson's explore task tried the wrong way the lesson declares (an action for a
  /// nil child): failed, with the lesson's own warning; four `:hint`s, all counted.
  static let gus = [
    "learn optional", ":next", ":next", ":next", ":next", "a", ":next", ":hint", ":hint", ":hint", ":hint",
    ".detail(.start)", ".open", ".open", "advance 2s", ":next",
  ].joined(separator: "\n")

  /// A line of 6,000 bytes (the action, then spaces), as the prompt accepts and records it.
  static let ivy =
    ([
      "learn pullback", ":next", "a", ":next", ":next", ":next",
      ".left(.inc)" + String(repeating: " ", count: 5_989),
    ]
    + [".left(.inc)", ".right(.dec)"]).joined(separator: "\n")

  /// The goal reached, then a long advance on the ticking stopwatch (800 wake-ups) and the test
  /// task passed after it: nothing is cut off.
  static let jay = [
    "learn optional", ":next", ":next", ":next", ":next", "a", ":next", ".open", ".open", ".detail(.start)",
    "advance 2s", "advance 800s",
  ].joined(separator: "\n")

  static let all = [
    ("ana.txt", ana), ("bea.txt", bea), ("carl.txt", carl), ("dan.txt", dan), ("eve.txt", eve),
  ]

  /// Learners of issue 23 (ClassVerdictTests), each with its expected verdict there.
  static let more = [("fay.txt", fay), ("gus.txt", gus), ("ivy.txt", ivy), ("jay.txt", jay)]
}
