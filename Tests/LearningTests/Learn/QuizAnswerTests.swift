import Testing

@testable import Learning

@Suite("Quiz answers as values")
struct QuizAnswerTests {
  static let choices = ["2 -1 4", "1 -1 4", "2 -1 3"]

  @Test(
    "A letter or the values themselves, spacing and minus signs forgiven",
    arguments: [
      ("a", 0), ("B", 1), ("c)", 2), ("(a)", 0), ("2 -1 4", 0), ("2  -1   4", 0), ("2 −1 4", 0),
      ("2, -1, 4", 0), ("(2, -1, 4)", 0), ("2 - 1 4", 0), ("1 –1 4", 1), (" 2 -1 3 ", 2), ("2 -1.0 3", 2),
    ])
  func choices(answer: String, index: Int) {
    #expect(QuizAnswer.read(answer, choices: Self.choices) == .choice(index))
  }

  @Test(
    "Anything else is not taken as a choice",
    arguments: ["2", "2 1 4", "d", "two", "2 -1", "yes please", "-1"])
  func unclear(answer: String) {
    #expect(QuizAnswer.read(answer, choices: Self.choices) == .unclear)
  }

  @Test(
    "Actions and commands still go to the sandbox", arguments: [".left(.inc)", "state", "advance 1s", "stat"])
  func sandboxLines(line: String) {
    #expect(QuizAnswer.read(line, choices: Self.choices) == .sandboxLine)
  }

  @Test("Values of other kinds: booleans, and a quiz whose choices are single numbers")
  func otherValues() {
    #expect(QuizAnswer.read("true 2 FALSE", choices: ["true 2 false", "true 0 false"]) == .choice(0))
    #expect(QuizAnswer.read("3", choices: ["1", "2", "3"]) == .choice(2))
    #expect(QuizAnswer.read("2", choices: ["1 3", "0 3"]) == .unclear)
  }

  @Test("In a lesson: the values answer the quiz; anything else says how to answer, in both languages")
  func inALesson() throws {
    var harness = try LearnSessionTests.Harness()
    harness.go(to: "predict")
    #expect(harness.type("2") == "answer with a, b, c or d, or with the values themselves, like '2 -1 4'")
    #expect(harness.type("2 −1 4").hasPrefix("✓ Right: running the code gives 2 -1 4."))
    var spanish = try LearnSessionTests.Harness(language: "es")
    spanish.go(to: "predict")
    #expect(spanish.type("dos") == "responde con a, b, c o d, o con los valores mismos, por ejemplo '2 -1 4'")
  }
}
