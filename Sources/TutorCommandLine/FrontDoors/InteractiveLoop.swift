import Foundation
import Learning
import SandboxRuntime
import TutorSupport
import TutorTerminal

/// `tutor play` and `tutor learn` (and `play --realtime`, paced by ``LoopPacing``): lines from the
/// learner (libedit on a terminal, plain lines otherwise) into the engine, outputs back to the
/// screen, each line recorded when a recorder is given.
struct InteractiveLoop<Driver: PromptDriver> {
  let driver: Driver
  var printer: Printer
  let capabilities: TerminalCapabilities
  let environment: [String: String]
  let resources: ResourceLocator
  let recorder: TranscriptRecorder?
  let pacing: LoopPacing
  let afterLine: () -> Void

  mutating func run(greeting: [Output]) -> Int32 {
    let completer = DriverCompleter(driver: driver)
    let reader = SharedReader(
      LineReaderFactory.make(
        capabilities: capabilities,
        historyPath: historyPath,
        completionProvider: completer,
        showsPlainPrompt: true,
        echoesPlainInput: !capabilities.inputIsTerminal))
    defer { reader.close() }
    let detach = pacing.attach { reader.printAbove($0) }
    defer { detach() }
    printer.print(greeting)
    printer.print(driver.start().outputs)
    var historyProblemShown = false
    while true {
      switch reader.readLine(prompt: driver.prompt) {
      case .line(let line) where line.utf8.count > WorkBounds.lineBytes:
        // The one bound grading shares (WorkBounds): a longer line is neither run nor recorded.
        printer.print([
          .message(
            key: "grade.promptLineTooLong", arguments: ["limit": String(WorkBounds.lineBytes)], role: .failure
          )
        ])
      case .line(let line):
        // A history that cannot be saved is said once; the session goes on.
        if !historyProblemShown, let problem = reader.historySaveError as? FileProblem {
          historyProblemShown = true
          printer.error("files.historyNotSaved", ["reason": problem.message(in: printer.catalog)])
        }
        let stepBefore = stepName
        // At a terminal, Ctrl-C while a line runs stops its work (a long `advance`) cleanly.
        let reply =
          capabilities.inputIsTerminal ? InterruptibleWork.run { driver.handle(line) } : driver.handle(line)
        recorder?.record(line, step: stepBefore)
        if let stepAfter = stepName { recorder?.mark(step: stepAfter) }
        afterLine()
        if let language = reply.language, let catalog = try? resources.catalog(language: language) {
          printer = Printer(renderer: Renderer(catalog: catalog), style: printer.style)
        }
        printer.print(reply.outputs)
        if reply.quit {
          if capabilities.isInteractive { printer.say("app.goodbye") }
          return 0
        }
      case .interrupted:
        printer.print([.message(key: "app.interrupted", role: .dim)])
      case .endOfInput where capabilities.inputIsTerminal:
        // Ctrl-D at a terminal is `quit`: a test left open is left unfinished, not judged.
        recorder?.record("quit", step: stepName)
        printer.print(driver.handle("quit").outputs)
        afterLine()
        return 0
      case .endOfInput:
        printer.print(driver.end().outputs)
        afterLine()
        return 0
      }
    }
  }

  /// `lesson/step` while learning, for transcript step markers.
  private var stepName: String? {
    (driver as? LearnSession).map { "\($0.entry.lesson.id)/\($0.step.id)" }
  }

  /// `$XDG_STATE_HOME/tutor/history`, else `~/.local/state/tutor/history`.
  private var historyPath: String? {
    if let state = environment["XDG_STATE_HOME"], !state.isEmpty { return state + "/tutor/history" }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return home + "/.local/state/tutor/history"
  }
}

/// Offers the engine's words for TAB completion.
final class DriverCompleter<Driver: PromptDriver>: CompletionProvider {
  let driver: Driver

  init(driver: Driver) { self.driver = driver }

  func completions(forLine line: String, cursor: Int) -> [String] {
    driver.completions(line: line, cursor: cursor)
  }
}
