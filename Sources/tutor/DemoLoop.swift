import Foundation
import TutorEngine
import TutorTerminal

/// `tutor demo <lesson> [--from STEP]`: for a class. Each step is shown; each key press (Enter)
/// types the next line of the reference solution out visibly, then runs it. Typing anything
/// else runs it live (the presenter takes over); the script goes on at the next Enter.
struct DemoLoop {
  let front: FrontDoors
  let library: LessonLibrary

  func run(lesson: String, from: String?) -> Int32 {
    guard let entry = library.entry(lesson) else { return front.unknownLesson(lesson, known: library.ids) }
    var start = 0
    if let from {
      guard let index = entry.lesson.steps.firstIndex(where: { $0.id == from }) ?? Int(from).map({ $0 - 1 }),
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
    var printer = front.printer
    var reader = LineReaderFactory.make(
      capabilities: front.capabilities, showsPlainPrompt: true,
      echoesPlainInput: !front.capabilities.inputIsTerminal)
    defer { reader.close() }
    let delay = Double(front.environment["TUTOR_DEMO_DELAY"] ?? "") ?? 0.02
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
          typeOut(learn.prompt, next, delay: delay)
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
    case .narrative, .exercise: return []
    case .quiz(let quiz):
      let answer = LessonChecker.computedAnswer(lesson: learn.entry.lesson, step: learn.step, quiz: quiz)
      let letter = quiz.choices.firstIndex { $0 == answer }.map { String(UnicodeScalar(UInt8(97 + $0))) }
      return quiz.program + (letter.map { [$0] } ?? [])
    case .explore, .test:
      return learn.step.solution
    }
  }

  /// Shows the line as if typed, one character at a time.
  private func typeOut(_ prompt: String, _ line: String, delay: Double) {
    StandardOutput.write(prompt)
    for character in line {
      StandardOutput.write(String(character))
      if delay > 0 { Thread.sleep(forTimeInterval: delay) }
    }
    StandardOutput.write("\n")
  }
}
