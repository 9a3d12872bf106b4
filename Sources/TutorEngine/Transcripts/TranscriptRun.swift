/// Runs a transcript through the engine, line by line, as the interactive session would.
public struct TranscriptRun {
  /// What each line did, in order.
  public struct Line {
    public let prompt: String
    public let text: String
    public let reply: PromptReply
  }

  public let driver: any PromptDriver
  public private(set) var start: PromptReply
  public private(set) var lines: [Line] = []
  public private(set) var ending: PromptReply?

  /// Why a transcript could not be run.
  public enum Problem: Error, Equatable {
    case noDoor
    case unknownLesson(String, known: [String])
  }

  /// Makes the driver the transcript's first line names.
  public init(transcript: Transcript, library: LessonLibrary?, language: String) throws(Problem) {
    switch transcript.door {
    case .play(let lesson):
      guard let session = Session(lesson: lesson) else {
        throw .unknownLesson(lesson, known: Session.lessons)
      }
      driver = session
    case .learn(let lesson):
      guard let library, let learn = LearnSession(library: library, lesson: lesson, language: language) else {
        throw .unknownLesson(lesson, known: library?.ids ?? [])
      }
      driver = learn
    }
    start = driver.start()
    for text in transcript.lines {
      if text.hasPrefix("#") {
        if let learner = LearnerIdentity.learner(inTranscriptLine: text) {
          (driver as? LearnSession)?.learner = learner
        }
        continue
      }
      let prompt = driver.prompt
      let reply = driver.handle(text)
      lines.append(Line(prompt: prompt, text: text, reply: reply))
      if reply.quit { break }
    }
    if lines.last?.reply.quit != true { ending = driver.end() }
  }

  /// Whether any check failed (lines refused as input changed nothing and do not count).
  public var failed: Bool {
    lines.contains { $0.reply.failed } || ending?.failed == true
  }

  /// How many lines were refused as input (they changed nothing).
  public var rejectedLines: Int {
    lines.filter(\.reply.rejected).count
  }
}
