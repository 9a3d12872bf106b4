import Foundation
import Testing

@testable import PromptLanguage
@testable import SandboxRuntime

/// After a state mismatch, the first hint names the field that differs and what to write, not
/// the diff again (issue 25, point 6).
@Suite("The field a failed line differs in")
struct DiffFirstFieldTests {
  typealias Harness = LearnSessionTests.Harness

  @Test(
    "Read from the TestStore's diffs: one line, nested groups, identified elements, additions",
    arguments: [
      (
        "− Counters.State(left: 2, right: 0, seen: 1)\n+ Counters.State(left: 1, right: 0, seen: 1)",
        DiffFirstField(path: "$0.left", said: "2", actual: "1")
      ),
      (
        """
          RowList.State(
            rows: [
              … (1 unchanged),
        −     #1: Row.State(id: 1, seconds: 2)
        +     #1: Row.State(id: 1, seconds: 1)
            ]
          )
        """,
        DiffFirstField(path: "$0.rows[id: 1].seconds", said: "2", actual: "1")
      ),
      (
        """
          RowList.State(
            rows: [
              … (2 unchanged),
        +     #2: Row.State(id: 2, seconds: 0)
            ]
          )
        """,
        DiffFirstField(path: "$0.rows[id: 2]", said: nil, actual: "Row.State(id: 2, seconds: 0)")
      ),
      (
        """
          Shop.State(
        −   note: "a",
        +   note: "b",
            basket: Basket.State(count: 1)
          )
        """,
        DiffFirstField(path: "$0.note", said: "\"a\"", actual: "\"b\"")
      ),
      (
        "− App.State(child: Child.State(name: \"x\", saved: false))\n+ App.State(child: Child.State(name: \"x\", saved: true))",
        DiffFirstField(path: "$0.child.saved", said: "false", actual: "true")
      ),
      (
        "− App.State(mode: .a)\n+ App.State(mode: .b(1))",
        DiffFirstField(path: "$0.mode", said: ".a", actual: ".b(1)")
      ),
    ] as [(String, DiffFirstField)])
  func read(diff: String, expected: DiffFirstField) {
    #expect(DiffFirstField.read(diff) == expected)
  }

  @Test("An element of a plain list has no name to write: no field")
  func plainList() {
    let diff = """
        Log.State(
          lines: [
      −     "a"
      +     "b"
          ]
        )
      """
    #expect(DiffFirstField.read(diff) == nil)
  }

  @Test("The failure hint names the field and the assignment, in both languages", arguments: ["en", "es"])
  func hint(language: String) throws {
    var harness = try Harness(language: language)
    harness.go(to: "first-test")
    _ = harness.type("send .left(.inc) { $0.left = 2; $0.seen = 1 }")
    let mismatch = harness.type(":hint")
    #expect(mismatch.contains("`$0.left = 1`"), "\(mismatch)")
    #expect(!mismatch.contains("− "), "the diff is not shown again: \(mismatch)")
    #expect(
      mismatch.contains(
        language == "en" ? "you said 2, and the reducer made it 1" : "dijiste 2, y el reducer lo dejó en 1"))
    _ = harness.type("send .left(.inc)")
    let unasserted = harness.type(":hint")
    #expect(unasserted.contains("`{ $0.left = 2 }`"), "\(unasserted)")
  }
}
