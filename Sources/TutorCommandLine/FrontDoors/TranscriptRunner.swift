import Foundation
import Learning
import SandboxRuntime
import TutorSupport
import TutorTerminal

/// `tutor run FILE` and `tutor replay FILE`: a transcript shown as the interactive session would
/// show it. `run` exits 0 when every check passed, 1 when any failed (a line refused as input
/// changed nothing and does not count);
/// `replay` only shows.
///
/// The transcript is read, run and printed a line at a time (``TranscriptStream``): output
/// appears as it runs, and memory does not grow with its length.
struct TranscriptRunner {
  let printer: Printer
  let front: FrontDoors

  /// - Parameters:
  ///   - pace: for `replay`, the pause after each line (shown a line at a time).
  ///   - languageGiven: `--lang` was given; otherwise `replay` speaks the transcript's language.
  func run(path: String, lesson: String?, replay: Bool, pace: Duration?, languageGiven: Bool) -> Int32 {
    let reader: TranscriptLineReader
    var head: [String] = []
    do {
      reader = try TranscriptLineReader(path: path)
      // The head: up to the first line that is neither blank nor a comment (the door), and the
      // comments right after it (the header, with the language).
      while let line = try reader.nextLine() {
        head.append(line)
        if !line.trimmingCharacters(in: .whitespaces).isEmpty && !line.hasPrefix("#") { break }
      }
      while let line = try reader.nextLine() {
        head.append(line)
        if !line.hasPrefix("#") { break }
      }
    } catch {
      printer.error(
        "files.problem", ["problem": error.message(in: printer.catalog)])
      return 2
    }
    let text = head.joined(separator: "\n") + "\n"
    let transcript: Transcript
    if let parsed = Transcript.parse(text) {
      transcript = parsed
    } else if let lesson {
      guard let parsed = Transcript.parse("play \(lesson)\n" + text) else { return 2 }
      transcript = parsed
    } else {
      printer.error("app.runNoLesson")
      return 2
    }
    var (printer, language) =
      replay && !languageGiven ? ReplayLanguage.choose(transcript, front: front) : (printer, front.language)
    let library: LessonLibrary?
    if case .learn = transcript.door { library = front.library() } else { library = nil }
    let stream: TranscriptStream
    do {
      stream = try TranscriptStream(
        door: transcript.door, library: library, sandboxes: front.course.sandboxes, language: language)
    } catch {
      switch error {
      case .unknownLesson(let lesson, let known): return front.unknownLesson(lesson, known: known)
      case .noDoor:
        printer.error("app.runNoLesson")
        return 2
      }
    }
    printer.print(stream.start().outputs)
    var spoken = language
    let show = { (text: String) in
      guard let (prompt, reply) = stream.handle(text) else { return }
      // `:lang es` typed in the session: the engine's own lines follow it, as they did then.
      if replay, let now = (stream.driver as? LearnSession)?.language, now != spoken,
        let switched = ReplayLanguage.printer(now, like: printer, front: front)
      {
        printer = switched
        spoken = now
      }
      StandardOutput.write(prompt + VisibleText.escaping(text) + "\n")
      printer.print(reply.outputs)
      if let pace { ReplayLanguage.pause(pace) }
    }
    transcript.lines.forEach(show)
    // The prompt's own bound on a line (WorkBounds): a longer one is refused, as the prompt and
    // the grader refuse it, and the run goes on.
    reader.maxLineBytes = WorkBounds.lineBytes
    do {
      while let entry = try reader.nextEntry() {  // a later sitting may follow a :quit
        switch entry {
        case .line(let text): show(text)
        case .tooLong:
          printer.print([
            .message(
              key: "grade.promptLineTooLong", arguments: ["limit": String(WorkBounds.lineBytes)],
              role: .failure)
          ])
        }
      }
    } catch {
      printer.error(
        "files.problem", ["problem": error.message(in: printer.catalog)])
      return 2
    }
    if let ending = stream.end() { printer.print(ending.outputs) }
    if replay { return 0 }
    printer.print([
      .message(
        key: stream.failed ? "app.runFailed" : "app.runPassed", role: stream.failed ? .failure : .success)
    ])
    if stream.rejectedLines > 0 {
      printer.print([.message(key: "flow.runRejected", count: stream.rejectedLines, role: .dim)])
    }
    return stream.failed ? 1 : 0
  }
}
