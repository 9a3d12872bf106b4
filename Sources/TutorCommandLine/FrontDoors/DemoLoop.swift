import Foundation
import Learning
import SandboxRuntime
import TutorSupport
import TutorTerminal

/// `tutor demo <lesson> [--from STEP] [--pace 20ms]`: for a class. Each step is shown; each key
/// press (Enter) types the next line of the script out visibly, then runs it: a narrative
/// step's `try:` lines, a quiz's program and answer, a task's reference solution. Typing
/// anything else runs it live (the presenter takes over); the script goes on at the next Enter.
/// Ctrl-C while a line is being typed cancels that line (Enter types it again), not the demo.
struct DemoLoop {
  let front: FrontDoors
  let library: LessonLibrary

  func run(lesson: String, from: String?, pace: Duration?) -> Int32 {
    guard let entry = library.entry(lesson) else { return front.unknownLesson(lesson, known: library.ids) }
    var start = 0
    if let from {
      guard let index = entry.lesson.steps.firstIndex(where: { $0.id == from }) ?? Int(from).map({ $0 &- 1 }),
        entry.lesson.steps.indices.contains(index)
      else {
        front.printer.error(
          "app.demoUnknownStep",
          ["lesson": lesson, "step": from, "steps": entry.lesson.steps.map(\.id).joined(separator: ", ")])
        return 2
      }
      start = index
    }
    guard let learn = LearnSession(library: library, lesson: lesson, language: front.language, step: start)
    else {
      return 2
    }
    // A demo reads the seed, and never makes one: it leaves no file behind.
    learn.learner = LearnerIdentity.current(environment: front.environment) {
      front.store.flatMap { InstallSeed.load(in: $0.folder, create: false) }
    }
    learn.exerciseMode = .demo  // the reference solution, not the presenter's own folder
    var printer = front.printer
    var reader = LineReaderFactory.make(
      capabilities: front.capabilities, showsPlainPrompt: true,
      echoesPlainInput: !front.capabilities.inputIsTerminal)
    defer { reader.close() }
    let delay =
      pace.map { Double($0.components.seconds) + Double($0.components.attoseconds) / 1e18 }
      ?? Double(front.environment["TUTOR_DEMO_DELAY"] ?? "") ?? 0.02
    printer.print(learn.start().outputs)
    printer.print([.message(key: "app.demoPrompt", role: .dim)])
    var script = scriptLines(learn)
    var stepID = learn.step.id
    while true {
      switch reader.readLine(prompt: learn.prompt) {
      case .line(let line):
        let reply: PromptReply
        if line.trimmingCharacters(in: .whitespaces).isEmpty, !script.isEmpty {
          let next = script.removeFirst()
          guard typeOut(learn.prompt, next, delay: delay) else {
            script.insert(next, at: 0)
            printer.print([.message(key: "surface.demoLineCancelled", role: .dim)])
            continue
          }
          reply = learn.handle(next)
        } else if line.trimmingCharacters(in: .whitespaces).isEmpty, script.isEmpty {
          reply = learn.handle(":next")
        } else {
          reply = learn.handle(line)
        }
        if let language = reply.language, let catalog = try? front.resources.catalog(language: language) {
          printer = Printer(renderer: Renderer(catalog: catalog), style: printer.style)
        }
        printer.print(reply.outputs)
        if reply.quit { return 0 }
        if learn.step.id != stepID {
          stepID = learn.step.id
          script = scriptLines(learn)
        }
      case .interrupted:
        printer.print([.message(key: "app.interrupted", role: .dim)])
      case .endOfInput:
        printer.print(learn.end().outputs)
        return 0
      }
    }
  }

  /// The lines the presenter's key presses play for the current step.
  private func scriptLines(_ learn: LearnSession) -> [String] {
    switch learn.step.kind {
    case .narrative: return learn.step.tryLines
    case .exercise: return []
    case .quiz(let quiz):
      let answer = LessonChecker.computedAnswer(
        lesson: learn.entry.lesson, step: learn.step, quiz: quiz, sandboxes: library.sandboxes)
      let letter = learn.quizChoices.firstIndex { $0 == answer }.map { String(UnicodeScalar(UInt8(97 + $0))) }
      return quiz.program + (letter.map { [$0] } ?? [])
    case .explore, .test:
      return learn.step.solution
    }
  }

  /// Shows the line as if typed, one character at a time; false when Ctrl-C cancelled it.
  private func typeOut(_ prompt: String, _ line: String, delay: Double) -> Bool {
    Interruptions.catching { interrupted in
      StandardOutput.write(prompt)
      for character in line {
        if interrupted() { break }
        StandardOutput.write(String(character))
        if delay > 0 { Thread.sleep(forTimeInterval: delay) }
      }
      let cancelled = interrupted()
      StandardOutput.write(cancelled ? "^C\n" : "\n")
      return !cancelled
    }
  }
}
