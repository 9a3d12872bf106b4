import SandboxRuntime

/// Runs a transcript through the engine a line at a time, as it is read, keeping only counts:
/// what `tutor run` uses, so that output appears as it runs and memory does not grow with the
/// transcript. (Grading runs its own lines, within bounds: ``GradeSection``.)
///
///     let stream = try TranscriptStream(door: .play("pullback"), library: nil, language: "en")
///     print(stream.start())
///     while let text = try reader.nextLine(), !stream.quit {
///       if let (prompt, reply) = stream.handle(text) { … }
///     }
///     if let ending = stream.end() { … }
public final class TranscriptStream {
  public private(set) var driver: any PromptDriver
  private let library: LessonLibrary?
  private let language: String
  /// Whether a check failed so far (lines refused as input changed nothing and do not count).
  public private(set) var failed = false
  /// How many lines were refused as input so far.
  public private(set) var rejectedLines = 0
  /// Whether a line quit: the lines after it are not run.
  public private(set) var quit = false
  /// How many lines ran (comments are not counted).
  public private(set) var linesRun = 0

  /// Why a transcript could not be run.
  public enum Problem: Error, Equatable {
    case noDoor
    case unknownLesson(String, known: [String])
  }

  /// Makes the driver the door names.
  public init(
    door: Transcript.Door, library: LessonLibrary?, sandboxes: SandboxList, language: String
  ) throws(Problem) {
    self.library = library
    self.language = language
    switch door {
    case .play(let lesson):
      guard let session = Session(lesson: lesson, sandboxes: sandboxes) else {
        throw .unknownLesson(lesson, known: sandboxes.ids)
      }
      driver = session
    case .learn(let lesson):
      guard let library, let learn = LearnSession(library: library, lesson: lesson, language: language) else {
        throw .unknownLesson(lesson, known: library?.ids ?? [])
      }
      learn.exerciseMode = .transcript
      driver = learn
    }
  }

  /// What the driver shows first.
  public func start() -> PromptReply { driver.start() }

  /// Runs one line of the transcript (after its first): the prompt it was typed at and the
  /// reply, or nil for a comment (`# …`) or after a line quit.
  public func handle(_ text: String) -> (prompt: String, reply: PromptReply)? {
    // `learn <lesson>` starts a later sitting recorded in the same file (`--record` appends):
    // shown from its own start, even after the earlier sitting quit.
    let words = text.split(separator: " ").map(String.init)
    if words.count == 2, words[0] == "learn", driver is LearnSession, let library,
      let learn = LearnSession(library: library, lesson: words[1], language: language)
    {
      let prompt = driver.prompt
      if let learner = (driver as? LearnSession)?.learner { learn.learner = learner }
      learn.exerciseMode = .transcript
      driver = learn
      quit = false
      return (prompt, learn.start())
    }
    guard !quit else { return nil }
    if text.hasPrefix("#") {
      if let learner = LearnerIdentity.learner(inTranscriptLine: text) {
        (driver as? LearnSession)?.learner = learner
      }
      // A later sitting resumed at another step: shown there, as it happened.
      let prompt = driver.prompt
      if let resumed = (driver as? LearnSession)?.resume(atMarker: text) { return (prompt, resumed) }
      return nil
    }
    let prompt = driver.prompt
    let reply = driver.handle(text)
    linesRun += 1
    if reply.failed { failed = true }
    if reply.rejected { rejectedLines += 1 }
    if reply.quit { quit = true }
    return (prompt, reply)
  }

  /// The end of the transcript: the driver's closing reply, or nil when a line quit.
  public func end() -> PromptReply? {
    guard !quit else { return nil }
    let ending = driver.end()
    if ending.failed { failed = true }
    return ending
  }
}
