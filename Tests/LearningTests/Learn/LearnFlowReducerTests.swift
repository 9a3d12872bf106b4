import EngineTestSupport
import Foundation
import ReducerKitTesting
import Testing

@testable import Learning
@testable import SandboxRuntime
@testable import TutorSupport

/// The flow of a lesson as a reducer, tested with the project's own TestStore: every decision
/// (where the learner is, what a command does there, when a step is done) without a sandbox, a
/// compiler or a terminal. The shell's part (``LearnSession``) is tested through it, in
/// ``LearnSessionTests`` and ``LearnFlowTests``.
@Suite("Learn flow, as a reducer")
struct LearnFlowReducerTests {
  let library: LessonLibrary

  init() throws {
    library = try LessonLibrary.load(from: RepositoryFolders.lessons)
  }

  func store(_ lesson: String = "pullback", at step: Int = 0) -> TestStore<LearnFlow.State, LearnFlow.Action>
  {
    TestStore(initialState: LearnFlow.State(lessonID: lesson, stepIndex: step, language: "en")) {
      LearnFlow(library: library)
    }
  }

  func ref(_ index: Int, _ lesson: String = "pullback") -> LearnFlow.StepRef {
    LearnFlow.StepRef(lesson: lesson, index: index)
  }

  func words(_ step: String, _ lesson: String = "pullback") throws -> LessonText.StepText {
    try #require(library.entry(lesson)?.text("en")?.steps[step])
  }

  func title(_ lesson: String) throws -> Output {
    let title = try #require(library.entry(lesson)?.text("en")?.title)
    return .message(key: "learn.lessonTitle", arguments: ["title": title], role: .heading)
  }

  static let notDone = LearnFlow.StepProgress(isDone: false)

  @Test("start: the title, a fresh sandbox, the first step")
  func start() async throws {
    let store = store()
    await store.send(.start) {
      $0.orders = [
        .show([try self.title("pullback")]), .resetSandbox(self.ref(0)),
        .showStep(self.ref(0), isDone: false),
      ]
    }
  }

  @Test("Enter moves on from a narrative, not from a quiz not answered; a right answer makes it move on")
  func enter() async throws {
    let store = store()
    await store.send(.enter) {
      $0.record.complete("pullback", "crew")
      $0.stepIndex = 1
      $0.orders = [.leaveTest, .resetSandbox(self.ref(1)), .showStep(self.ref(1), isDone: false)]
    }
    await store.send(.enter) { $0.orders = [] }
    let predict = try words("predict")
    await store.send(.text("1 -1 4")) {
      $0.record.attempt("pullback", "predict")
      $0.orders = [
        .show([.message(key: "learn.quizWrong", role: .failure), .prose(predict.choiceNotes["1 -1 4"] ?? "")]
        ),
        .fail,
      ]
    }
    await store.send(.text("two")) {
      $0.orders = [
        .show(QuizAnswer.unclearReply(choices: ["2 -1 4", "1 -1 4", "2 -1 3", "2 -1 0"]).outputs), .reject,
      ]
    }
    // With no learner the choices come as written: `a` is "2 -1 4".
    await store.send(.text("a")) {
      $0.progress.isDone = true
      $0.record.complete("pullback", "predict")
      $0.orders = [
        .show([
          .message(key: "learn.quizRight", arguments: ["answer": "2 -1 4"], role: .success),
          .prose(predict.explanation ?? ""), .message(key: "learn.afterDone", role: .hint),
        ])
      ]
    }
    await store.send(.enter) {
      $0.progress.isDone = false
      $0.stepIndex = 2
      $0.orders = [.leaveTest, .resetSandbox(self.ref(2)), .showStep(self.ref(2), isDone: false)]
    }
  }

  @Test("A quiz answered takes lines for the sandbox; one not answered reads them as answers first")
  func quizLines() async throws {
    let store = store(at: 1)
    await store.send(.text(".left(.inc)")) { $0.orders = [.runInSandbox(".left(.inc)")] }
    await store.send(.command(.skip)) {
      $0.progress.isDone = true
      $0.record.skip("pullback", "predict")
      $0.orders = [
        .show([
          .message(key: "learn.skipShowingAnswer", role: .hint),
          .message(key: "learn.quizAnswerShown", arguments: ["answer": "2 -1 4"]),
        ]),
        .show([
          .prose(try self.words("predict").explanation ?? ""), .message(key: "learn.afterDone", role: .hint),
        ]),
      ]
    }
    await store.send(.text("b")) { $0.orders = [.runInSandbox("b")] }
  }

  @Test("Hints climb the ladder one rung at a time; every :hint counts, the one past the top too")
  func hintLadder() async throws {
    let store = store(at: 6)
    let hints = try words("first-test").hints
    #expect(hints.count == 3)
    for rung in 1...hints.count {
      await store.send(.command(.hint)) {
        $0.record.hint("pullback", "first-test")
        $0.progress.hintsShown = rung
        $0.orders = [
          .show([
            .message(
              key: "learn.hintHeader", arguments: ["n": String(rung), "total": String(hints.count)],
              role: .hint),
            .prose(hints[rung - 1]),
          ])
        ]
      }
    }
    await store.send(.command(.hint)) {
      $0.record.hint("pullback", "first-test")
      $0.orders = [.show([.say("learn.noMoreHints")])]
    }
    #expect(store.state.record.steps["pullback"]?["first-test"]?.hints == 4)
  }

  @Test("A failed test line is an attempt; the next :hint answers it before the ladder")
  func failureHintFirst() async throws {
    let store = store(at: 6)
    let failure: [Output] = [
      .message(key: "test.failure.nothingReceived", arguments: ["action": ".tick"], role: .failure)
    ]
    let answer: [Output] = [
      .message(key: "lessons.failureHint.advance", arguments: ["action": ".tick"], role: .hint)
    ]
    let outcome = LearnFlow.SandboxOutcome(
      echo: "pullback 7/9 test> receive .tick", outputs: failure, failed: true, sandbox: "pullback")
    await store.send(.sandboxReplied(outcome)) {
      $0.record.attempt("pullback", "first-test")
      $0.progress.failureHint = answer
      $0.firstFailures["first-test"] = [.code("pullback 7/9 test> receive .tick", role: .dim)] + failure
    }
    // A second failure is an attempt too, but the first failure kept is the first.
    var second = outcome
    second.echo = "pullback 7/9 test> receive .tock"
    await store.send(.sandboxReplied(second)) {
      $0.record.attempt("pullback", "first-test")
    }
    await store.send(.command(.hint)) {
      $0.record.hint("pullback", "first-test")
      $0.progress.failureHint = nil
      $0.orders = [.show(answer)]
    }
    await store.send(.command(.hint)) {
      $0.record.hint("pullback", "first-test")
      $0.progress.hintsShown = 1
      $0.orders = [
        .show([
          .message(key: "learn.hintHeader", arguments: ["n": "1", "total": "3"], role: .hint),
          .prose(try self.words("first-test").hints[0]),
        ])
      ]
    }
  }

  @Test("A line in another lesson's sandbox is no attempt and checks no goal; starting one says so")
  func otherSandbox() async throws {
    let store = store(at: 4)
    let started = LearnFlow.SandboxOutcome(
      echo: "pullback 5/9 · foreach> play foreach",
      outputs: [.message(key: "play.started", arguments: ["lesson": "foreach"])], sandbox: "foreach",
      inOwnSandbox: false)
    await store.send(.sandboxReplied(started)) {
      $0.orders = [
        .show([.message(key: "flow.otherSandbox", arguments: ["sandbox": "foreach"], role: .hint)])
      ]
    }
    let failed = LearnFlow.SandboxOutcome(
      echo: "pullback 5/9 · foreach> .nope", outputs: [], failed: true, sandbox: "foreach",
      inOwnSandbox: false,
      goal: .reached)
    await store.send(.sandboxReplied(failed)) { $0.orders = [] }
  }

  @Test(
    "An explore goal: an overshoot is said once per value, a fresh sandbox may say it again; reached is done")
  func exploreGoal() async throws {
    let store = store(at: 4)
    let overshoot = LearnFlow.Overshoot(path: "left", actual: "3", goal: "2", key: "left == 2=3.0")
    let note = Output.message(
      key: "learn.goalOvershot", arguments: ["path": "left", "actual": "3", "goal": "2"], role: .hint)
    let line = LearnFlow.SandboxOutcome(
      echo: "pullback 5/9> .left(.inc)", outputs: [], sandbox: "pullback",
      goal: .notReached(overshoot: overshoot))
    await store.send(.sandboxReplied(line)) {
      $0.overshootSaid = "left == 2=3.0"
      $0.orders = [.show([note])]
    }
    await store.send(.sandboxReplied(line)) { $0.orders = [] }
    await store.send(.command(.retry)) {
      $0.overshootSaid = nil
      $0.orders = [.leaveTest, .resetSandbox(self.ref(4)), .show([.say("learn.retried")])]
    }
    await store.send(.sandboxReplied(line)) {
      $0.overshootSaid = "left == 2=3.0"
      $0.orders = [.show([note])]
    }
    var reached = line
    reached.goal = .reached
    await store.send(.sandboxReplied(reached)) {
      $0.progress.isDone = true
      $0.record.complete("pullback", "reach")
      $0.orders = [
        .show([
          .message(key: "learn.goalReached", role: .success),
          .prose(try self.words("reach").explanation ?? ""),
          .message(key: "learn.afterDone", role: .hint),
        ])
      ]
    }
    // Done is done: a line that overshoots afterwards says nothing.
    await store.send(.sandboxReplied(line)) { $0.orders = [] }
  }

  @Test("A test task: finish alone is not a pass; a failed test starts again; a full pass is done")
  func testTask() async throws {
    let store = store(at: 6)
    let required = [".left(.inc)", ".clearLog"]
    var empty = LearnFlow.SandboxOutcome(
      echo: "pullback 7/9 test> finish", outputs: [], sandbox: "pullback",
      verdict: TestVerdict(outcome: .empty, steps: 0, failedLines: 0))
    empty.required = required
    await store.send(.sandboxReplied(empty)) {
      $0.orders = [
        .resetSandbox(self.ref(6)),
        .show([
          .message(key: "learn.testIncomplete", count: 2, role: .failure),
          .code("  • .left(.inc)", role: .hint), .code("  • .clearLog", role: .hint),
        ]),
      ]
    }
    var failedAtFinish = empty
    failedAtFinish.verdict = TestVerdict(outcome: .failedAtFinish, steps: 2, failedLines: 0)
    await store.send(.sandboxReplied(failedAtFinish)) {
      $0.orders = [.resetSandbox(self.ref(6)), .show([.message(key: "learn.testRestarted", role: .hint)])]
    }
    var passed = empty
    passed.verdict = TestVerdict(outcome: .passed, steps: 3, failedLines: 0)
    // Passed, but without sending all the task asks for: not done, and the test starts again.
    passed.sent = [".left(.inc)", ".left(.inc)"]
    await store.send(.sandboxReplied(passed)) {
      $0.orders = [
        .resetSandbox(self.ref(6)),
        .show([
          .message(key: "learn.testIncomplete", count: 1, role: .failure),
          .code("  • .clearLog", role: .hint),
        ]),
      ]
    }
    passed.sent = [".clearLog", ".left(.inc)"]
    await store.send(.sandboxReplied(passed)) {
      $0.progress.isDone = true
      $0.record.complete("pullback", "first-test")
      $0.orders = [
        .show([
          .message(key: "learn.taskDone", role: .success),
          .prose(try self.words("first-test").explanation ?? ""),
          .message(key: "learn.afterDone", role: .hint),
        ])
      ]
    }
  }

  @Test(
    ":skip on a task shows the reference on a fresh sandbox and notes the skip; nothing to skip on a narrative"
  )
  func skip() async throws {
    let store = store()
    await store.send(.command(.skip)) { $0.orders = [.show([.say("learn.nothingToSkip")])] }
    let tested = self.store(at: 6)
    await tested.send(.command(.skip)) {
      $0.progress.isDone = true
      $0.record.skip("pullback", "first-test")
      $0.orders = [
        .show([.message(key: "learn.skipShowing", role: .hint)]), .resetSandbox(self.ref(6)), .runSolution,
        .show([
          .prose(try self.words("first-test").explanation ?? ""),
          .message(key: "learn.afterDone", role: .hint),
        ]),
      ]
    }
  }
}
