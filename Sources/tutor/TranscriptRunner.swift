import Foundation
import TutorEngine
import TutorTerminal

/// `tutor run FILE` and `tutor replay FILE`: a transcript shown as the interactive session would
/// show it. `run` exits 0 when every check passed, 1 when any failed (a line refused as input
/// changed nothing and does not count);
/// `replay` only shows.
struct TranscriptRunner {
  let printer: Printer
  let front: FrontDoors

  /// - Parameters:
  ///   - pace: for `replay`, the pause after each line (shown a line at a time).
  ///   - languageGiven: `--lang` was given; otherwise `replay` speaks the transcript's language.
  func run(path: String, lesson: String?, replay: Bool, pace: Duration?, languageGiven: Bool) -> Int32 {
    let text: String
    do {
      let data = path == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try FileAccess.read(path)
      text = String(TextLines.withoutByteOrderMark(String(decoding: data, as: UTF8.self)))
    } catch {
      printer.error("files.problem", ["problem": error.message(in: printer.catalog)])
      return 2
    }
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
    let (printer, language) =
      replay && !languageGiven ? ReplayLanguage.choose(transcript, front: front) : (printer, front.language)
    let library: LessonLibrary?
    if case .learn = transcript.door { library = front.library() } else { library = nil }
    let run: TranscriptRun
    do {
      run = try TranscriptRun(transcript: transcript, library: library, language: language)
    } catch {
      switch error {
      case .unknownLesson(let lesson, let known): return front.unknownLesson(lesson, known: known)
      case .noDoor:
        printer.error("app.runNoLesson")
        return 2
      }
    }
    printer.print(run.start.outputs)
    for line in run.lines {
      StandardOutput.write(line.prompt + VisibleText.escaping(line.text) + "\n")
      printer.print(line.reply.outputs)
      if let pace { ReplayLanguage.pause(pace) }
    }
    if let ending = run.ending { printer.print(ending.outputs) }
    if replay { return 0 }
    printer.print([
      .message(key: run.failed ? "app.runFailed" : "app.runPassed", role: run.failed ? .failure : .success)
    ])
    if run.rejectedLines > 0 {
      printer.print([.message(key: "flow.runRejected", count: run.rejectedLines, role: .dim)])
    }
    return run.failed ? 1 : 0
  }
}
