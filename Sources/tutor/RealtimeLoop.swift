import Dispatch
import Foundation
import Synchronization
import TutorEngine
import TutorTerminal

/// `tutor play <lesson> --realtime`: effects run on the real clock. What they do while the
/// learner types is printed above the prompt, without disturbing the line being edited.
///
/// The session is confined to one serial queue: lines typed are run there (the reader waits),
/// and so is effect work that wakes up on its own.
struct RealtimeLoop {
  let front: FrontDoors
  let session: Session

  func run(greeting: [Output]) -> Int32 {
    let engine = DispatchQueue(label: "tutor.engine")
    let confined = Confined(session)
    let printer = front.printer
    let completer = ConfinedCompleter(session: confined, queue: engine)
    let reader = LineReaderFactory.make(
      capabilities: front.capabilities, historyPath: nil, completionProvider: completer,
      showsPlainPrompt: true,
      echoesPlainInput: !front.capabilities.inputIsTerminal)
    let shared = SharedReader(reader)
    let scheduled = Atomic<Bool>(false)
    engine.sync {
      confined.value.onPendingWork {
        guard !scheduled.exchange(true, ordering: .acquiringAndReleasing) else { return }
        engine.async {
          scheduled.store(false, ordering: .releasing)
          let outputs = confined.value.runPendingWork()
          guard !outputs.isEmpty else { return }
          shared.printAbove(printer.text(outputs))
        }
      }
    }
    printer.print(greeting)
    reading: while true {
      let prompt = engine.sync { confined.value.prompt }
      switch shared.readLine(prompt: prompt) {
      case .line(let line):
        let reply = engine.sync { confined.value.handle(line) }
        printer.print(reply.outputs)
        if reply.quit { break reading }
      case .interrupted:
        printer.print([.message(key: "app.interrupted", role: .dim)])
      case .endOfInput where front.capabilities.inputIsTerminal:
        // Ctrl-D at a terminal is `quit`: a test left open is left unfinished, not judged.
        printer.print(engine.sync { confined.value.handle("quit") }.outputs)
        break reading
      case .endOfInput:
        printer.print(engine.sync { confined.value.end() }.outputs)
        break reading
      }
    }
    engine.sync { confined.value.onPendingWork(nil) }
    shared.close()
    return 0
  }
}

/// Completion for a session that lives on the engine queue.
final class ConfinedCompleter: CompletionProvider {
  let session: Confined<Session>
  let queue: DispatchQueue

  init(session: Confined<Session>, queue: DispatchQueue) {
    self.session = session
    self.queue = queue
  }

  func completions(forLine line: String, cursor: Int) -> [String] {
    queue.sync { session.value.completions(line: line, cursor: cursor) }
  }
}

/// A value used only on one serial queue, handed between threads by reference.
final class Confined<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// The line reader, shared between the reading thread and the engine queue, which only calls
/// its thread-safe `printAbove`.
final class SharedReader: @unchecked Sendable {
  private var reader: any LineReader & Sendable
  init(_ reader: any LineReader & Sendable) { self.reader = reader }
  func readLine(prompt: String) -> LineReadResult { reader.readLine(prompt: prompt) }
  func printAbove(_ text: String) { reader.printAbove(text) }
  func close() { reader.close() }
}
