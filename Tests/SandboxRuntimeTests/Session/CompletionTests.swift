import EngineTestSupport
import LessonFeatures
import ReducerKit
import ReducerKitTestingCore
import Testing

@testable import PromptLanguage
@testable import SandboxRuntime
@testable import TutorSupport
@testable import TutorTerminal

/// `.tick` for a case without payload, `.delegate(` for one with: as completion offers them,
/// spelt from the lesson features' own values so that a renamed case fails here.
private func offered(_ actions: any Sendable...) -> [String] {
  actions.map { action in
    let dump = actionDump(action)
    guard let open = dump.firstIndex(of: "(") else { return dump }
    return String(dump[...open])
  }
}

@Suite("Completion at the prompt")
struct CompletionTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var lesson: String
    var setup: [String] = []
    var typed: String
    var expected: [String]
    var testDescription: String { "\(lesson): \(typed)⇥" }
  }

  static let rows: [Row] = [
    Row(lesson: "pullback", typed: "sta", expected: ["state"]),
    Row(
      lesson: "pullback", typed: "",
      expected: ["state", "effects", "advance", "scope", "undo", "reset", "help", "quit", "test", "play"]),
    Row(
      lesson: "pullback", setup: ["test", "scope left"], typed: "",
      expected: [
        "state", "effects", "advance", "scope", "up", "reset", "help", "quit", "play", "send", "receive",
        "finish",
      ]),
    Row(
      lesson: "pullback", typed: ".",
      expected: offered(Counters.Action.left(.inc), Counters.Action.right(.inc), Counters.Action.clearLog)),
    Row(lesson: "pullback", typed: ".lef", expected: [".left("]),
    Row(
      lesson: "pullback", typed: ".left(.",
      expected: Counters.CounterAction.allCases.map { "." + $0.rawValue }),
    Row(
      lesson: "pullback", typed: ".left(",
      expected: Counters.CounterAction.allCases.map { "." + $0.rawValue }),
    Row(
      lesson: "pullback", setup: ["scope left"], typed: ".",
      expected: Counters.CounterAction.allCases.map { "." + $0.rawValue }),
    Row(lesson: "foreach", setup: [".addRow", ".addRow"], typed: ".rows(.element(", expected: ["id: "]),
    Row(
      lesson: "foreach", setup: [".addRow", ".addRow"], typed: ".rows(.element(id: ", expected: ["0", "1"]),
    Row(lesson: "foreach", setup: [".addRow"], typed: ".rows(.element(id: 0, ", expected: ["action: "]),
    Row(
      lesson: "foreach", setup: [".addRow"], typed: ".rows(.element(id: 0, action: .",
      expected: offered(
        LessonFeatures.Row.Action.onAppear, LessonFeatures.Row.Action.tick,
        LessonFeatures.Row.Action.delegate(.deleteRequested))),
    Row(
      lesson: "foreach", setup: [".addRow"], typed: ".rows(.element(id: 0, action: .delegate(.",
      expected: offered(LessonFeatures.Row.Action.Delegate.deleteRequested)),
    Row(
      lesson: "foreach", setup: [".addRow"], typed: "send .rows(.element(id: 0, action: .t",
      expected: ["tick"].map { "." + $0 }),
    Row(
      lesson: "foreach", setup: [".addRow", "scope rows[id: 0]"], typed: ".",
      expected: offered(
        LessonFeatures.Row.Action.onAppear, LessonFeatures.Row.Action.tick,
        LessonFeatures.Row.Action.delegate(.deleteRequested))),
    Row(
      lesson: "foreach-addressing", typed: ".scores(.element(id: ",
      expected: Addressing.State().scores.keys.sorted().map { "\"\($0)\"" }),
    Row(lesson: "foreach-addressing", typed: ".scores(.element(id: \"a", expected: ["ana\""]),
    Row(
      lesson: "foreach-addressing", typed: ".pages(.element(id: ",
      expected: Addressing.State().pages.ids.map { "\"\($0)\"" }),
    Row(
      lesson: "foreach-addressing", typed: ".lanes(.element(id: ",
      expected: Addressing.State().lanes.indices.map(String.init)),
    Row(
      lesson: "foreach", setup: [".addRow"], typed: "state ",
      expected: ["rows", "rows[id: 0]", "rows[id: 0].id", "rows[id: 0].seconds"]),
    Row(lesson: "foreach", setup: [".addRow"], typed: "scope ", expected: ["rows", "rows[id: 0]"]),
    Row(lesson: "optional", setup: [".open"], typed: "scope d", expected: ["detail"]),
    Row(lesson: "optional", typed: "scope ", expected: []),
    Row(
      lesson: "transpose", setup: ["test"], typed: "send .openEditor { $0.editor = .",
      expected: offered(
        Presentation.presented(EditorScreen.Editor.State()),
        Presentation.dismissing(last: EditorScreen.Editor.State()),
        Presentation<EditorScreen.Editor.State>.dismissed)),
    Row(
      lesson: "foreach", setup: ["test", "send .addRow { $0.rows.append(Row.State(id: 0)) }"],
      typed: "send .rows(.element(id: 0, action: .tick)) { $0.",
      expected: ["$0.rows", "$0.rows[id: 0]", "$0.rows[id: 0]?.id", "$0.rows[id: 0]?.seconds"]),
    Row(
      lesson: "foreach", setup: ["test", "send .addRow { $0.rows.append(Row.State(id: 0)) }"],
      typed: "send .rows(.element(id: 0, action: .tick)) { $0.rows[id: 0]?.se", expected: ["?.seconds"]),
    Row(
      lesson: "pullback", typed: "play forea", expected: Session.lessons.filter { $0.hasPrefix("foreach") }),
    Row(lesson: "foreach", setup: [".addRow"], typed: "state rows[id: 0].se", expected: [".seconds"]),
    Row(lesson: "foreach-addressing", typed: "state scores[\"a", expected: ["ana\"]"]),
    Row(lesson: "pullback", setup: [".left(.inc)"], typed: "advance ", expected: []),
    Row(lesson: "navigation", typed: ".path(.", expected: [".element(", ".popFrom(", ".push("]),
    Row(lesson: "navigation", setup: navigationSetup, typed: ".path(.element(id: ", expected: ["0", "1"]),
    Row(lesson: "navigation", setup: navigationSetup, typed: ".path(.popFrom(id: ", expected: ["0", "1"]),
    Row(lesson: "navigation", setup: navigationSetup, typed: ".path(.push(id: ", expected: ["2"]),
    Row(
      lesson: "navigation", setup: navigationSetup + [".popToRoot"], typed: ".path(.push(id: ",
      expected: ["2"]),
    Row(lesson: "navigation", setup: navigationSetup, typed: "scope path[id: 1].", expected: [".edit"]),
    Row(
      lesson: "navigation", setup: navigationSetup, typed: ".path(.push(id: 2, state: .",
      expected: [".detail(", ".edit("]),
    Row(
      lesson: "navigation", setup: navigationSetup, typed: ".path(.element(id: 0, action: .detail(.",
      expected: [".onAppear", ".tick", ".editTapped", ".closeTapped"]),
    Row(
      lesson: "navigation", setup: navigationSetup,
      typed: #"send .popToRoot { $0.path[id: 0, case: \.detail]?.se"#, expected: ["?.seconds"]),
  ]

  /// A detail (#0) and its editor (#1) pushed.
  static let navigationSetup = [".open(0)", ".path(.element(id: 0, action: .detail(.editTapped)))"]

  @Test("TAB offers what the grammar and the feature's types allow at the cursor", arguments: rows)
  func table(_ row: Row) throws {
    let session = try #require(Session(lesson: row.lesson))
    for line in row.setup { #expect(!session.handle(line).failed, "setup: \(line)") }
    let words = session.completions(line: row.typed, cursor: row.typed.count)
    let word = CompletionWord.word(endingAt: row.typed)
    #expect(words.filter { $0.hasPrefix(word) } == row.expected.filter { $0.hasPrefix(word) })
  }

  /// Follows every completion from `.` to a whole action, in every sandbox: each action reached
  /// must be accepted when sent.
  @Test("Completion never offers something that is then rejected", arguments: SandboxDefinition.all.map(\.id))
  func neverRejected(lesson: String) throws {
    var reached = 0
    func walk(_ typed: String, depth: Int) throws {
      guard depth < 8 else { return }
      let session = try #require(Session(lesson: lesson))
      for line in Self.setup[lesson] ?? [] { session.handle(line) }
      let word = CompletionWord.word(endingAt: typed)
      for candidate in session.completions(line: typed, cursor: typed.count).prefix(6) {
        let next = typed + candidate.dropFirst(word.count)
        if next.hasSuffix("(") || next.hasSuffix(": ") {
          try walk(next, depth: depth + 1)
          continue
        }
        let closed = next + OpenBrackets(next).closers
        let check = try #require(Session(lesson: lesson))
        for line in Self.setup[lesson] ?? [] { check.handle(line) }
        let reply = check.handle(closed)
        let inputErrors = reply.outputs.compactMap { output -> InputError? in
          if case .inputError(let error, _) = output { return error }
          return nil
        }
        if case .missingArgument? = inputErrors.first?.kind {
          try walk(next + ", ", depth: depth + 1)
          continue
        }
        #expect(inputErrors.isEmpty, "\(lesson): \(closed)")
        reached += 1
      }
    }
    try walk(".", depth: 0)
    #expect(reached > 0)
  }

  @Test(
    "Every path offered after `state` shows something, and every one after `scope` is entered",
    arguments: SandboxDefinition.all.map(\.id))
  func pathsAreAccepted(lesson: String) throws {
    let session = try #require(Session(lesson: lesson))
    for line in Self.setup[lesson] ?? [] { session.handle(line) }
    for command in ["state", "scope"] {
      for path in session.completions(line: command + " ", cursor: command.count + 1) {
        let check = try #require(Session(lesson: lesson))
        for line in Self.setup[lesson] ?? [] { check.handle(line) }
        #expect(!check.handle(command + " " + path).failed, "\(lesson): \(command) \(path)")
        if command == "scope" {
          let actions = check.completions(line: ".", cursor: 1)
          #expect(!actions.isEmpty, "\(lesson): actions inside \(path)")
        }
      }
    }
  }

  static let setup: [String: [String]] = [
    "foreach": [".addRow"], "foreach-board": [".addRow"], "foreach-forgetful": [".addRow"],
    "foreach-ids": [".addRow"], "identified-action": [".add"], "optional": [".open"],
    "navigation": navigationSetup,
  ]
}
