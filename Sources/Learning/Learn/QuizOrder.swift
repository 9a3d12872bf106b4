import Foundation

/// The order a learner sees a quiz's choices in: shuffled per learner, and stable for that
/// learner (the same on every run and every machine), so that a letter cannot be passed round a
/// class. The shuffle is seeded from the learner, the lesson and the step, with a hash that does
/// not change between runs (Swift's `Hasher` does).
///
///     QuizOrder.arrange(["1", "2", "3"], learner: "ana", lesson: "basics", step: "predict")
enum QuizOrder {
  /// `choices` in the learner's order; as written when there is no learner (a transcript from
  /// before quizzes were shuffled has no `# learner:` line, and was answered in that order).
  static func arrange(_ choices: [String], learner: String, lesson: String, step: String) -> [String] {
    guard !learner.isEmpty else { return choices }
    var generator = SplitMix64(seed: fnv1a("\(learner)\u{1F}\(lesson)\u{1F}\(step)"))
    var arranged = choices
    guard arranged.count > 1 else { return arranged }
    for index in stride(from: arranged.count - 1, to: 0, by: -1) {
      let other = Int(generator.next() % UInt64(index + 1))
      arranged.swapAt(index, other)
    }
    return arranged
  }

  /// The 64-bit FNV-1a hash of `text`'s UTF-8 bytes.
  static func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }

  /// A small, well-mixed generator: the same seed always gives the same numbers.
  struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
      state &+= 0x9e37_79b9_7f4a_7c15
      var z = state
      z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
      z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
      return z ^ (z >> 31)
    }
  }
}

/// Who is learning, for the quiz order: `TUTOR_LEARNER` when set (a class can hand out names),
/// else the account name (`USER`, `LOGNAME`, `USERNAME`), else this installation's
/// ``InstallSeed``. Only a hash of a name is ever written down.
public enum LearnerIdentity {
  /// The learner named by `environment`, as a short hash; when nothing names one, the
  /// installation's seed (asked only then); "" when there is neither (the authored order).
  public static func current(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    installSeed: () -> String? = { nil }
  ) -> String {
    let name = ["TUTOR_LEARNER", "USER", "LOGNAME", "USERNAME"].lazy
      .compactMap { environment[$0] }.first { !$0.isEmpty }
    guard let name else { return installSeed() ?? "" }
    return String(QuizOrder.fnv1a(name) & 0xffff_ffff, radix: 16)
  }

  /// The comment a transcript carries so that a replay shows the quiz choices in the same order.
  static let transcriptPrefix = "# learner: "

  /// The transcript line that names `learner`.
  public static func transcriptLine(_ learner: String) -> String { transcriptPrefix + learner }

  /// The learner a transcript line names, or nil when it names none.
  public static func learner(inTranscriptLine line: String) -> String? {
    guard line.hasPrefix(transcriptPrefix) else { return nil }
    return line.dropFirst(transcriptPrefix.count).trimmingWhitespace()
  }
}
