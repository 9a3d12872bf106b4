import Foundation
import Testing

@testable import Learning
@testable import TutorSupport

/// An explore goal the learner went past says so, once, instead of silence (issue 25, point 7).
@Suite("Overshot goals")
struct GoalOvershootTests {
  typealias Harness = LearnSessionTests.Harness

  @Test(
    "Goals with an upper bound know when a number went past it",
    arguments: [
      ("responses == 1", 0, 2, 2.0), ("responses == 1", 0, 1, nil), ("responses == 1", 0, 0, nil),
      ("responses == -1", 0, 1, nil), ("responses == -1", 0, -2, -2.0), ("responses <= 3", 0, 4, 4.0),
      ("responses <= 3", 5, 6, nil), ("responses < 3", 1, 3, 3.0), ("responses >= 1", 0, 5, nil),
    ] as [(String, Int, Int, Double?)])
  func overshoot(goal: String, start: Int, responses: Int, expected: Double?) throws {
    let parsed = try Goal.parse(goal)
    func state(_ n: Int) -> Value { .keyed([Value.Field("responses", .int(n))]) }
    #expect(parsed.overshoot(in: state(responses), from: state(start)) == expected)
  }

  @Test("In a lesson: said once when the goal is passed, again after :retry", arguments: ["en", "es"])
  func inALesson(language: String) throws {
    var harness = try Harness(lesson: "effects", language: language)
    harness.go(to: "one-response")
    let overshot =
      language == "en"
      ? "`responses` is already 2; the goal was 1." : "`responses` ya vale 2, y la meta era 1."
    for line in [".type(\"s\")", "advance 4s", ".type(\"sw\")"] {
      #expect(!harness.type(line).contains(overshot))
    }
    #expect(harness.type("advance 3s").contains(overshot))
    #expect(!harness.type("advance 1s").contains(overshot))  // once
    _ = harness.type(":retry")
    for line in [".type(\"s\")", "advance 4s", ".type(\"sw\")"] { _ = harness.type(line) }
    #expect(harness.type("advance 3s").contains(overshot))
    #expect(!harness.learn.record.isDone("effects", "one-response"))
  }
}
