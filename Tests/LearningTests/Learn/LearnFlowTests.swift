import EngineTestSupport
import Foundation
import Testing

@testable import Learning

/// The flow of a lesson and of the course: Enter that moves on, the end of a lesson, the next
/// one, `:lessons`, and the small things that used to say the wrong thing.
@Suite("Learn flow")
struct LearnFlowTests {
  typealias Harness = LearnSessionTests.Harness

  /// The lesson after `id` in the course, and its English title.
  func lesson(after id: String, in harness: Harness) throws -> (id: String, title: String) {
    let next = try #require(CourseProgress.lesson(after: id, in: harness.learn.library))
    return (next.lesson.id, next.text("en")?.title ?? "")
  }

  /// Answers the quiz on screen with the letter of its right choice, in this learner's order.
  func answerRight(_ harness: inout Harness, _ value: String = "2 -1 4") throws {
    let index = try #require(harness.learn.quizChoices.firstIndex(of: value))
    _ = harness.type(QuizChoice.letter(index))
  }

  func number(of id: String, in harness: Harness) throws -> Int {
    try #require(harness.learn.library.ids.firstIndex(of: id)) + 1
  }

  @Test("Enter on a step not done shows the prompt again; once done, it moves on like :next")
  func enterMovesOnOnceDone() throws {
    var harness = try Harness()
    #expect(harness.type("").contains("── 2/9"))  // a narrative is done by reading it
    #expect(harness.type("") == "")  // the quiz is not answered yet
    #expect(harness.learn.step.id == "predict")
    try answerRight(&harness)
    #expect(harness.type("").contains("── 3/9"))  // answered
    harness.go(to: "reach")
    #expect(harness.type("") == "")
    #expect(harness.learn.step.id == "reach")
    for line in [".left(.inc)", ".left(.inc)", ".right(.dec)"] { _ = harness.type(line) }
    #expect(harness.type("").contains("── 6/9"))
    harness.go(to: "first-test")
    #expect(harness.type("") == "")
    for line in ["send .left(.inc) { $0.left = 1; $0.seen = 1 }", "send .clearLog { $0.seen = 2 }", "finish"]
    {
      _ = harness.type(line)
    }
    #expect(harness.type("").contains("── 8/9"))
  }

  @Test(":next in the middle of a test leaves it unfinished and says the task stays undone")
  func nextMidTest() throws {
    var harness = try Harness(lesson: "basics")
    harness.go(to: "first-test")
    _ = harness.type("send .incrementLater")
    let moved = harness.type(":next")
    #expect(
      moved.hasPrefix(
        """
        test left unfinished: 1 effect was still running
        this step stays undone: :back returns to it
        """))
    #expect(!moved.contains("✓"))
    #expect(!moved.contains("✗"))
    #expect(harness.learn.record.steps["basics"]?["first-test"]?.done != true)
  }

  @Test("The end of a lesson with a task not passed does not mark the lesson done")
  func endWithUndoneTask() throws {
    var harness = try Harness()
    harness.go(to: "exercise")
    let end = harness.type(":next")
    let next = try lesson(after: "pullback", in: harness)
    #expect(
      end.hasSuffix(
        """
        You reached the end of 'Composing reducers: scope and pullback', but 4 steps are not done yet: 2 (predict), 5 (reach), 7 (first-test), 9 (exercise). :back returns to them.
        Enter: next lesson, '\(next.title)' (optional) · :lessons lists them all
        """), "\(end)")
    #expect(!harness.learn.record.finished.contains("pullback"))
  }

  @Test("A lesson done leads on: Enter opens the next lesson at its first step")
  func leadsOn() throws {
    var harness = try Harness()
    _ = harness.type(":next")
    try answerRight(&harness)
    harness.go(to: "reach")
    for line in [".left(.inc)", ".left(.inc)", ".right(.dec)"] { _ = harness.type(line) }
    harness.go(to: "first-test")
    _ = harness.type(":skip")
    harness.go(to: "exercise")
    _ = harness.type(":skip")
    let end = harness.type("")
    let next = try lesson(after: "pullback", in: harness)
    #expect(
      end == """
        ✓ You finished 'Composing reducers: scope and pullback'.
        Enter: next lesson, '\(next.title)' (optional) · :lessons lists them all
        """)
    #expect(harness.learn.record.finished.contains("pullback"))
    #expect(harness.type("").hasPrefix("═══ \(next.title) ═══\n\n── 1/"))
    #expect(harness.learn.prompt.hasPrefix("\(next.id) 1/"))
  }

  @Test(":lessons lists them numbered; a number or an id typed next opens one")
  func lessonsMenu() throws {
    var harness = try Harness()
    let listing = harness.type(":lessons")
    #expect(listing.contains("  \(try number(of: "optional", in: harness)). optional — "))
    #expect(listing.hasSuffix("Type a lesson's number or id to open it (Enter stays here)."))
    #expect(harness.type(String(try number(of: "foreach", in: harness))).hasPrefix("═══ "))
    #expect(harness.learn.entry.lesson.id == "foreach")
    _ = harness.type(":lessons")
    #expect(harness.type("") == "")
    #expect(harness.learn.step.id == harness.learn.entry.lesson.steps[0].id, "Enter after :lessons stays")
    _ = harness.type(":lessons basics")
    #expect(harness.learn.entry.lesson.id == "basics")
    #expect(harness.type(":lessons basix") == "there is no lesson 'basix'; did you mean 'basics'?")
    #expect(
      harness.type(":lessons 99")
        == "there is no lesson '99'; type a number from 1 to \(harness.learn.library.ids.count), or a lesson's id"
    )
  }

  @Test("A lesson opened from the list starts at its first unfinished step")
  func opensAtFirstUnfinished() throws {
    var harness = try Harness()
    _ = harness.type(":next")
    try answerRight(&harness)
    _ = harness.type(":lessons basics")
    _ = harness.type(":lessons pullback")
    #expect(harness.learn.step.id == "slice")
  }

  @Test(":lang right after a test step is done does not claim that test mode is on")
  func langAfterTestDone() throws {
    var harness = try Harness(lesson: "basics")
    harness.go(to: "first-test")
    _ = harness.type(":skip")
    let english = harness.type(":lang en")
    #expect(!english.contains("Test mode is on"))
    #expect(english.contains("This test task is done: press Enter or type :next to go on"))
    #expect(!harness.learn.session.isTesting)
    let spanish = harness.type(":lang es")
    #expect(spanish.contains("Esta tarea de test ya está hecha"))
  }

  @Test("play <lesson> inside a lesson shows the sandbox in play; :retry and :back return")
  func playAnotherSandbox() throws {
    var harness = try Harness()
    harness.go(to: "reach")
    let switched = harness.type("play foreach")
    #expect(
      switched.hasPrefix("playing with the 'foreach' sandbox\nyou are playing in the 'foreach' sandbox now"))
    #expect(harness.learn.prompt == "pullback 5/9 · foreach> ")
    _ = harness.type(".addRow")
    _ = harness.type(":retry")
    #expect(harness.learn.prompt == "pullback 5/9> ")
    _ = harness.type("play foreach")
    _ = harness.type(":back")
    #expect(harness.learn.prompt == "pullback 4/9> ")
  }

  @Test("A goal is not judged in another lesson's sandbox")
  func noGoalInAnotherSandbox() throws {
    var harness = try Harness(lesson: "foreach")
    let reach = try #require(
      harness.learn.entry.lesson.steps.first { if case .explore = $0.kind { true } else { false } })
    harness.go(to: reach.id)
    _ = harness.type("play pullback")
    for line in reach.solution { #expect(!harness.type(line).contains("✓ Goal reached.")) }
  }

  @Test(":quit with a test open: neutral when lines were typed, silent when none")
  func quitInLearn() throws {
    var harness = try Harness(lesson: "basics")
    harness.go(to: "first-test")
    let untouched = harness.learn.handle(":quit")
    #expect(untouched.quit && untouched.outputs.isEmpty)
    var again = try Harness(lesson: "basics")
    again.go(to: "first-test")
    _ = again.type("send .incrementLater")
    #expect(again.type(":quit") == "test left unfinished: 1 effect was still running")
    #expect(again.learn.end().outputs.isEmpty)
  }

  @Test("A refused line is not a failed attempt; a failed check is")
  func rejectedIsNoAttempt() throws {
    var harness = try Harness()
    harness.go(to: "first-test")
    _ = harness.type("send .lefft(.inc)")
    _ = harness.type("sned .left(.inc)")
    #expect(harness.learn.record.steps["pullback"]?["first-test"]?.attempts ?? 0 == 0)
    #expect(harness.learn.firstFailures["first-test"] == nil)
    _ = harness.type("send .left(.inc)")
    #expect(harness.learn.record.steps["pullback"]?["first-test"]?.attempts == 1)
  }

  @Test("After the last lesson of the course, Enter has nowhere to go, and says so")
  func endOfCourse() throws {
    let library = try LessonLibrary.load(from: RepositoryFolders.lessons)
    let last = try #require(library.ids.last)
    var harness = try Harness(lesson: last)
    let steps = harness.learn.entry.lesson.steps.count
    while harness.learn.stepIndex + 1 < steps { _ = harness.type(":next") }
    // The last step is the lesson's exercise: on it, Enter checks the file until it is done.
    _ = harness.type(":skip")
    let end = harness.type(":next")
    #expect(
      end.hasSuffix(
        "That was the last lesson of the course. :lessons shows the ones not done yet; :quit leaves."))
    #expect(harness.type("") == "this was the last lesson; :lessons lists them all")
    #expect(harness.type(":back").contains("── \(steps)/\(steps) · "))
  }
}

extension LearnFlowTests {
  @Test(":check off an exercise step says where exercises are, and changes nothing")
  func checkOffExercise() throws {
    var harness = try Harness()
    let reply = harness.learn.handle(":check")
    #expect(reply.rejected && !reply.failed)
    #expect(
      harness.type(":check").hasPrefix(":check compiles and grades a code exercise; this step has none."))
    #expect(harness.type(":help").contains("  :check\n"))
  }
}
