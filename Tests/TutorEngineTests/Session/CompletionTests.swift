import Testing

@testable import TutorEngine

@Suite("Completion at the prompt")
struct CompletionTests {
  @Test("At the start of a line: the commands")
  func commands() throws {
    let session = try #require(Session(lesson: "pullback"))
    #expect(session.completions(line: "sta", cursor: 3).contains("state"))
  }

  @Test(
    "After a dot: the cases valid at the cursor, inside the cases still open",
    arguments: [
      (".", [".addRow", ".rows"]),
      (".rows(.", [".element"]),
      (".rows(.element(id: 0, action: .", [".onAppear", ".tick", ".delegate"]),
      (".rows(.element(id: 0, action: .delegate(.", [".deleteRequested"]),
      ("send .rows(.element(id: 0, action: .", [".onAppear", ".tick", ".delegate"]),
    ])
  func casesAtTheCursor(typed: String, expected: [String]) throws {
    let session = try #require(Session(lesson: "foreach"))
    let words = session.completions(line: typed, cursor: typed.count)
    #expect(Array(words.prefix(expected.count)) == expected)
  }

  @Test("Inside a scope: the child's action type, and the ids present in the state")
  func insideAScope() throws {
    let session = try #require(Session(lesson: "foreach"))
    session.handle(".addRow")
    session.handle(".addRow")
    session.handle("scope rows[id: 1]")
    #expect(session.completions(line: ".", cursor: 1) == [".onAppear", ".tick", ".delegate", "0", "1"])
  }
}
