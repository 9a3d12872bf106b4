import Foundation
import ReducerKitTesting
import Testing

@testable import Learning
@testable import TutorSupport

/// The course around a step: the list of lessons, past a lesson's end, the language, an exercise
/// step's own words, a transcript's `# step:` marker, and how a typed line becomes an action.
extension LearnFlowReducerTests {
  @Test(":lessons opens a list; Enter returns where the learner was; a number opens that lesson")
  func lessonsList() async throws {
    let store = store(at: 6)
    let listing =
      LessonListing.outputs(library: library, language: "en")
      + [.message(key: "flow.pickLesson", role: .hint)]
    await store.send(.command(.lessons(nil))) {
      $0.place = .choosingLesson(returningTo: .step(Self.notDone))
      $0.orders = [.show(listing)]
    }
    await store.send(.enter) {
      $0.place = .at(.step(Self.notDone))
      $0.orders = []
    }
    await store.send(.command(.lessons(nil))) {
      $0.place = .choosingLesson(returningTo: .step(Self.notDone))
      $0.orders = [.show(listing)]
    }
    // Not a lesson: back at the step, and read there (here: a line for the sandbox).
    await store.send(.text("send .left(.inc)")) {
      $0.place = .at(.step(Self.notDone))
      $0.orders = [.runInSandbox("send .left(.inc)")]
    }
    await store.send(.command(.lessons(nil))) {
      $0.place = .choosingLesson(returningTo: .step(Self.notDone))
      $0.orders = [.show(listing)]
    }
    let number = try #require(library.ids.firstIndex(of: "foreach")) + 1
    await store.send(.text(" \(number) ")) {
      $0.place = .at(.step(Self.notDone))
      $0.lessonID = "foreach"
      $0.stepIndex = 0
      $0.orders = [
        .leaveTest, .show([try self.title("foreach")]), .resetSandbox(self.ref(0, "foreach")),
        .showStep(self.ref(0, "foreach"), isDone: false),
      ]
    }
    await store.send(.command(.lessons("basix"))) {
      $0.orders = [
        .show([
          .message(
            key: "flow.unknownLessonSuggestion",
            arguments: [
              "lesson": "basix", "suggestion": "basics", "count": String(self.library.entries.count),
            ])
        ]),
        .reject,
      ]
    }
  }

  @Test(
    "Past the end: the last step's progress still counts; :lessons returns there; :back re-enters the step")
  func pastTheEnd() async throws {
    let store = store(at: 8)
    let next = try #require(CourseProgress.lesson(after: "pullback", in: library))
    let end: [Output] = [
      .message(
        key: "flow.lessonEndUndone",
        arguments: [
          "title": try #require(library.entry("pullback")?.text("en")?.title),
          "steps": "2 (predict), 5 (reach), 7 (first-test), 9 (exercise)",
        ], count: 4, role: .hint),
      .message(key: "flow.nextLesson", arguments: ["title": next.text("en")?.title ?? ""], role: .hint),
    ]
    await store.send(.command(.next)) {
      $0.record.moveOn("pullback", "exercise")
      $0.place = .at(.pastEnd(lastStep: Self.notDone))
      $0.orders = [.leaveTest, .show([.message(key: "flow.stepLeftUndone", role: .hint)]), .show(end)]
    }
    await store.send(.command(.lessons(nil))) {
      $0.place = .choosingLesson(returningTo: .pastEnd(lastStep: Self.notDone))
      $0.orders = [
        .show(
          LessonListing.outputs(library: self.library, language: "en", record: $0.record)
            + [.message(key: "flow.pickLesson", role: .hint)])
      ]
    }
    await store.send(.text("state")) {
      $0.place = .at(.pastEnd(lastStep: Self.notDone))
      $0.orders = [.runInSandbox("state")]
    }
    await store.send(.command(.hint)) {
      $0.record.hint("pullback", "exercise")
      $0.place = .at(.pastEnd(lastStep: LearnFlow.StepProgress(isDone: false, hintsShown: 1)))
      $0.orders = [
        .show([
          .message(
            key: "learn.hintHeader",
            arguments: ["n": "1", "total": String(try self.words("exercise").hints.count)],
            role: .hint),
          .prose(try self.words("exercise").hints[0]),
        ])
      ]
    }
    await store.send(.command(.back)) {
      $0.place = .at(.step(Self.notDone))
      $0.orders = [.resetSandbox(self.ref(8)), .showStep(self.ref(8), isDone: false)]
    }
    await store.send(.command(.next)) {
      $0.record.moveOn("pullback", "exercise")
      $0.place = .at(.pastEnd(lastStep: Self.notDone))
      $0.orders = [.leaveTest, .show([.message(key: "flow.stepLeftUndone", role: .hint)]), .show(end)]
    }
    await store.send(.command(.next)) {
      $0.place = .at(.step(Self.notDone))
      $0.lessonID = next.lesson.id
      $0.orders = [
        .leaveTest, .show([try self.title(next.lesson.id)]), .resetSandbox(self.ref(0, next.lesson.id)),
        .showStep(self.ref(0, next.lesson.id), isDone: false),
      ]
      $0.stepIndex = 0
    }
  }

  @Test(":lang switches the language and shows the step again; an unknown one is refused")
  func language() async throws {
    let store = store(at: 1)
    await store.send(.command(.lang("es"))) {
      $0.language = "es"
      $0.orders = [.showStep(self.ref(1), isDone: false), .switchLanguage("es")]
    }
    await store.send(.command(.lang("fr"))) {
      $0.orders = [
        .show([.say("learn.unknownLanguage", ["language": "fr", "languages": "en, es"])]), .reject,
      ]
    }
    await store.send(.command(.lang(nil))) {
      $0.orders = [.show([.say("learn.currentLanguage", ["language": "es"])])]
    }
  }

  @Test("An exercise step takes a bare :check, Enter and :skip first; elsewhere :check is refused")
  func exerciseWords() async throws {
    let store = store(at: 8)
    await store.send(.exerciseCommand(.check)) { $0.orders = [.checkExercise] }
    await store.send(.enter)  // checks the file again: the same order
    await store.send(.exerciseCommand(.skip)) { $0.orders = [.showExerciseSolution] }
    let failed = LearnFlow.ExerciseCheck(
      solved: false, outputs: [.say("exercise.check.fails")], compileHint: [.say("a compile hint")])
    await store.send(.exerciseChecked(failed)) {
      $0.record.attempt("pullback", "exercise")
      $0.progress.failureHint = [.say("a compile hint")]
      $0.orders = [.show([.say("exercise.check.fails")]), .fail]
    }
    await store.send(.exerciseSolutionShown("struct Solution {}")) {
      $0.progress.isDone = true
      $0.record.skip("pullback", "exercise")
      $0.orders = [
        .show([
          .message(key: "exercise.solution.showing", role: .hint), .code("struct Solution {}", role: .dim),
          .prose(try self.words("exercise").explanation ?? ""), .message(key: "learn.afterDone", role: .hint),
        ])
      ]
    }
    let elsewhere = self.store(at: 6)
    await elsewhere.send(.exerciseCommand(.check)) {
      $0.orders = [.show([.message(key: "flow.checkNoExercise", role: .hint)]), .reject]
    }
  }

  @Test("A # step: marker in another lesson opens that lesson, then goes to the marker's step")
  func resume() async throws {
    let store = store()
    await store.send(.resume(lesson: "pullback", step: "crew"))  // there already: nothing to do
    await store.send(.resume(lesson: "pullback", step: "nowhere"))  // no such step: nothing to do
    await store.send(.resume(lesson: "basics", step: "first-test")) {
      let index = try #require(
        self.library.entry("basics")?.lesson.steps.firstIndex { $0.id == "first-test" })
      $0.lessonID = "basics"
      $0.stepIndex = index
      $0.orders = [
        .leaveTest, .leaveTest, .show([try self.title("basics")]), .resetSandbox(self.ref(0, "basics")),
        .showStep(self.ref(0, "basics"), isDone: false), .resetSandbox(self.ref(index, "basics")),
        .showStep(self.ref(index, "basics"), isDone: false),
      ]
    }
  }

  struct Reading: Sendable, CustomTestStringConvertible {
    let line: String
    let action: LearnFlow.Action
    var testDescription: String { "'\(line)'" }
  }

  @Test(
    "A typed line is read as one action",
    arguments: [
      Reading(line: "  ", action: .enter),
      Reading(line: " :next ", action: .command(.next)),
      Reading(line: ":lessons 3", action: .command(.lessons("3"))),
      Reading(line: ":c", action: .exerciseCommand(.check)),
      Reading(line: ":check", action: .exerciseCommand(.check)),
      Reading(line: ":check now", action: .command(.check)),
      Reading(line: ":skip", action: .exerciseCommand(.skip)),
      Reading(line: "reset", action: .command(.retry)),
      Reading(line: "exit", action: .command(.quit)),
      Reading(line: " .left(.inc) ", action: .text(" .left(.inc) ")),
    ])
  func reading(_ reading: Reading) {
    #expect(LearnFlow.Action.reading(reading.line) == reading.action)
  }
}
