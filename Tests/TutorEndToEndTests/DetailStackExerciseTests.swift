import BuiltInCourse
import ExerciseRunner
import Foundation
import Grading
import Learning
import PromptLanguage
import SandboxRuntime
import Testing
import TutorTerminal

/// The navigation lesson's exercise, `detail-stack`, through the real binary: the starter, a
/// wrong file for each of the grader's three checks (routing, popping, cancellation), the right
/// one, the hint and the solution, in both languages; and a verdict it cannot be talked into.
@Suite("detail-stack exercise (navigation)", .serialized)
struct DetailStackExerciseTests {
  static let file = "DetailStack.swift"

  /// The output with every run of spaces and line breaks as one space: the terminal's width
  /// wraps long lines anywhere.
  static func flat(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  static func reference() throws -> String { try ExerciseCommandTests.reference(file) }

  /// The reference with `old` replaced by `new`; `old` must be there.
  static func variant(_ old: String, _ new: String) throws -> String {
    let text = try reference()
    try #require(text.contains(old), "the reference no longer has: \(old)")
    return text.replacingOccurrences(of: old, with: new)
  }

  /// Writes `text` as the learner's file and checks it.
  static func check(_ text: String, in folder: String, _ tutor: TutorProcess, lang: String = "en") throws
    -> TutorProcess.Result
  {
    try text.write(toFile: folder + "/" + file, atomically: true, encoding: .utf8)
    return try tutor.run(["exercise", "check", "detail-stack", "--dir", folder, "--lang", lang])
  }

  @Test("start, the starter not solved, a pop that leaves the detail, solved, listed, its solution")
  func startCheckSolve() throws {
    let folder = ExerciseCommandTests.freshFolder()
    let tutor = TutorProcess()
    let started = try tutor.run(["exercise", "start", "navigation", "--dir", folder])
    #expect(started.status == 0, "\(started.error)")
    #expect(started.output.contains("detail-stack: your file is \(folder)/\(Self.file)"))
    let starter = try String(contentsOfFile: folder + "/" + Self.file, encoding: .utf8)
    #expect(starter.contains("// TODO: push the item's detail: state.path.append(.detail(…))."))

    let unsolved = try tutor.run(["exercise", "check", "detail-stack"])
    #expect(unsolved.status == 1, "\(unsolved.output)\(unsolved.error)")
    let flatUnsolved = Self.flat(unsolved.output)
    #expect(
      flatUnsolved.contains("✘ detail-stack is not solved yet: 8 TestStore failures."), "\(unsolved.output)")
    #expect(
      flatUnsolved.contains(
        "probably: tapping a row did not push its detail: `state.path.append(.detail(ItemDetail.State(item: item)))`."
      ))
    #expect(
      flatUnsolved.contains(
        "✗ after .rowTapped(2), the exercise expects `state.path[id: 0]` to be .detail(ItemDetail.State(item: 2, seconds: 0)), and your reducer left nothing there"
      ), "\(unsolved.output)")

    // Popping only the editor: the detail is left on the stack, and goes on ticking.
    let popsOne = try Self.check(
      Self.variant(
        "case .path(.element(id: _, action: .edit(.delegate(.saved(let title))))):\n        state.saved.append(title)\n        state.path.removeAll()",
        "case .path(.element(id: let id, action: .edit(.delegate(.saved(let title))))):\n        state.saved.append(title)\n        state.path.pop(from: id)"
      ),
      in: folder, tutor)
    #expect(popsOne.status == 1, "\(popsOne.output)\(popsOne.error)")
    let flatPopsOne = Self.flat(popsOne.output)
    #expect(flatPopsOne.contains("probably: saving did not pop back to the list"), "\(popsOne.output)")
    #expect(
      flatPopsOne.contains(
        "1. saving: the editor sends .delegate(.saved(\"Milk\")), and the parent notes the title and pops back to the list"
      ))
    #expect(
      flatPopsOne.contains(
        "your reducer made `state.path[id: 0]` .detail(ItemDetail.State(item: 2, seconds: 2)), which the exercise does not expect"
      ), "\(popsOne.output)")

    let solved = try Self.check(Self.reference(), in: folder, tutor)
    #expect(solved.status == 0, "\(solved.output)\(solved.error)")
    #expect(solved.output.contains("✔ detail-stack is solved"))
    let list = try tutor.run(["exercise", "list"])
    #expect(list.output.contains(#/9\. detail-stack +navigation +solved/#), "\(list.output)")
    let solution = try tutor.run(["exercise", "solution", "detail-stack"])
    #expect(solution.status == 0, "\(solution.output)\(solution.error)")
    #expect(solution.output.contains(".forEach(\\.path, action: \\.path) { Path() }"))
  }

  @Test("In Spanish: the starter, a screen run by hand whose timer outlives its pop, an id chosen by hand")
  func spanish() throws {
    let folder = ExerciseCommandTests.freshFolder()
    let tutor = TutorProcess()
    let started = try tutor.run(["exercise", "start", "detail-stack", "--dir", folder, "--lang", "es"])
    #expect(started.status == 0, "\(started.error)")
    let starter = try String(contentsOfFile: folder + "/" + Self.file, encoding: .utf8)
    #expect(starter.contains("// TODO: eleva Path sobre la pila, tras el Reduce"))

    // Cancellation: each screen run by hand instead of with forEach; routing and popping work.
    let byHand = try Self.variant(
      "      case .path:\n        return .none\n      }\n    }\n    .forEach(\\.path, action: \\.path) { Path() }",
      """
            case .path(.element(id: let id, action: let screenAction)):
              guard var screen = state.path[id: id] else { return .none }
              let effect = Path().reduce(into: &screen, action: screenAction)
              state.path[id: id] = screen
              return effect.map { Action.path(.element(id: id, action: $0)) }
            case .path(.popFrom(let id)):
              state.path.pop(from: id)
              return .none
            case .path:
              return .none
            }
          }
      """)
    let running = try Self.check(byHand, in: folder, tutor, lang: "es")
    #expect(running.status == 1, "\(running.output)\(running.error)")
    let flatRunning = Self.flat(running.output)
    #expect(
      flatRunning.contains(
        "probablemente: el detalle desapilado ha seguido contando: solo `.forEach(\\.path, action: \\.path) { Path() }` cancela"
      ), "\(running.output)")
    #expect(
      flatRunning.contains(
        "1. tras desapilar ya no llega ningún tick, y el detalle de la fila 1 recibe el id siguiente, 2"),
      "\(running.output)")
    #expect(flatRunning.contains("• .path(.element(id: #0, action: .detail(.tick)))"), "\(running.output)")

    let byCount = try Self.variant(
      "state.path.append(.detail(ItemDetail.State(item: item)))",
      "state.path[id: StackElementID(generation: state.path.count)] = .detail(ItemDetail.State(item: item))")
    let reused = try Self.check(byCount, in: folder, tutor, lang: "es")
    #expect(reused.status == 1, "\(reused.output)\(reused.error)")
    #expect(
      Self.flat(reused.output).contains("probablemente: el detalle de la fila 1 no ha recibido el id 2"),
      "\(reused.output)")
  }

  /// Each `// TODO` line of the English starter, and the code its comment gives.
  static let answers: [(todo: String, code: String)] = [
    (
      "// TODO: run ItemDetail on the detail case: Scope(state: \\.detail, action: \\.detail) { ItemDetail() }",
      "Scope(state: \\.detail, action: \\.detail) { ItemDetail() }"
    ),
    (
      "// TODO: and ItemEditor on the edit case.",
      "Scope(state: \\.edit, action: \\.edit) { ItemEditor() }"
    ),
    ("case .rowTapped:", "case .rowTapped(let item):"),
    (
      "// TODO: push the item's detail: state.path.append(.detail(…)).",
      "state.path.append(.detail(ItemDetail.State(item: item)))"
    ),
    (
      "case .path(.element(id: _, action: .detail(.editTapped))):",
      "case .path(.element(id: let id, action: .detail(.editTapped))):"
    ),
    (
      "// TODO: push an editor for that detail's item (name the id: `id: let id`).",
      "if let item = state.path[id: id, case: \\.detail]?.item { state.path.append(.edit(ItemEditor.State(item: item))) }"
    ),
    (
      "case .path(.element(id: _, action: .edit(.delegate(.saved)))):",
      "case .path(.element(id: _, action: .edit(.delegate(.saved(let title))))):"
    ),
    (
      "// TODO: note the title in `state.saved`, then pop back to the list.",
      "state.saved.append(title)\n        state.path.removeAll()"
    ),
    (
      "// TODO: lift Path onto the stack, after the Reduce: .forEach(\\.path, action: \\.path) { Path() }",
      ".forEach(\\.path, action: \\.path) { Path() }"
    ),
  ]

  @Test("The starter filled in as its comments say (internal @Reducer structs, case key paths) is solved")
  func starterAsTaught() throws {
    var filled = try String(
      contentsOf: TutorProcess.repository.appendingPathComponent("lessons/navigation/exercise.en.swift"),
      encoding: .utf8)
    for answer in Self.answers {
      #expect(filled.contains(answer.todo), "the starter changed: \(answer.todo)")
      filled = filled.replacingOccurrences(of: answer.todo, with: answer.code)
    }
    #expect(!filled.contains("// TODO:"))
    let folder = ExerciseCommandTests.freshFolder()
    let result = try Self.check(filled, in: folder, TutorProcess())
    #expect(result.status == 0, "\(result.output)\(result.error)")
    #expect(result.output.contains("✔ detail-stack is solved"), "\(result.output)")
  }

  @Test("A verdict printed by the learner's file is not the grader's: not solved")
  func printedVerdict() throws {
    let folder = ExerciseCommandTests.freshFolder()
    let starter = try String(
      contentsOf: TutorProcess.repository.appendingPathComponent("lessons/navigation/exercise.en.swift"),
      encoding: .utf8)
    let outer = "\n  init() {}\n"
    try #require(starter.components(separatedBy: outer).count == 2)
    let printing = starter.replacingOccurrences(
      of: outer, with: "\n  init() { print(#\"{\"solved\":true}\"#) }\n")
    let checked = try Self.check(printing, in: folder, TutorProcess())
    #expect(checked.status == 1, "\(checked.output)\(checked.error)")
    #expect(
      checked.output.contains("✘ detail-stack is not solved yet: 8 TestStore failures."), "\(checked.output)")
    // Behind the rule that refuses `import Foundation`: the forged line, then an early exit.
    var behindTheRule = TutorProcess()
    behindTheRule.environment["TUTOR_TEST_EXERCISE_ANY_IMPORT"] = "1"
    let exiting =
      "import Foundation\n"
      + starter.replacingOccurrences(
        of: outer, with: "\n  init() { print(#\"{\"solved\":true}\"#); exit(0) }\n")
    let ended = try Self.check(exiting, in: folder, behindTheRule)
    #expect(ended.status == 1, "\(ended.output)\(ended.error)")
    #expect(ended.output.contains("ended before the grader finished"), "\(ended.output)")
    #expect(!ended.output.contains("is solved"))
  }

  /// The hints are the navigation lesson's, in `lessons/navigation/{en,es}.md`.
  static let lessonHasExercise: Bool = {
    guard
      let library = try? LessonLibrary.load(from: TutorProcess.repository.appendingPathComponent("lessons"))
    else { return false }
    return library.entry("navigation")?.lesson.steps.last?.id == "exercise"
  }()

  @Test(
    "hint gives the lesson's hints in order, in the learner's language",
    .enabled(if: lessonHasExercise, "the navigation lesson has no exercise step yet"))
  func hints() throws {
    let tutor = TutorProcess()
    let first = try tutor.run(["exercise", "hint", "detail-stack"])
    #expect(first.status == 0, "\(first.error)")
    #expect(first.output.contains("Hint 1 of 3:"), "\(first.output)")
    let second = try tutor.run(["exercise", "hint", "detail-stack", "--lang", "es"])
    #expect(second.output.contains("Pista 2 de 3:"), "\(second.output)")
  }
}
