import EngineTestSupport
import SandboxRuntime
import Testing

/// The `navigation` sandbox at the prompt: a stack of screens over a list of notes. The prompt
/// shows each screen's id, steps into one by id, wraps what is typed there in
/// `.path(.element(id:action:))`, and a test block pushes and pops in TCA's spelling.
@Suite("Navigation feature")
struct NavigationFeatureTests {
  @Test("`state` shows each screen with its id; `state path[id: 0]` shows one screen")
  func stateShowsIDs() throws {
    let harness = try SessionHarness(lesson: "navigation")
    harness.type(".open(0)")
    harness.type(".path(.element(id: 0, action: .detail(.editTapped)))")
    #expect(
      harness.type("state path") == """
        [
          #0: .detail(NoteDetail.State(note: 0, seconds: 0)),
          #1: .edit(NoteEditor.State(note: 0, title: "Milk"))
        ]
        """)
    #expect(harness.type("state path[id: 1].edit.title") == #""Milk""#)
    #expect(harness.type("state path[id: 7]") == "'path' has no element [id: 7]")
  }

  @Test("Inside `scope path[id: 0]`, actions travel in `.path(.element(id: 0, action: …))`")
  func scopeWraps() throws {
    let harness = try SessionHarness(lesson: "navigation")
    harness.type(".open(0)")
    harness.type("scope path[id: 0]")
    let reply = harness.type(".detail(.onAppear)")
    #expect(reply.contains(".detail(.onAppear)  →  .path(.element(id: #0, action: .detail(.onAppear)))"))
    #expect(harness.type("effects").contains("timer · scope path[id: 0].detail"))
    harness.type("up")
    harness.type("scope path[id: 0].detail")
    #expect(harness.type(".tick").contains("→  .path(.element(id: #0, action: .detail(.tick)))"))
  }

  @Test("Inside a screen, its case's own action is refused with how to write it, in both languages")
  func enumCaseHint() throws {
    for (language, hint) in [
      (
        "en",
        "'path[id: 0]' is in the case .detail: name the case, .detail(.onAppear), or step into it with 'scope path[id: 0].detail' and type .onAppear"
      ),
      (
        "es",
        "'path[id: 0]' está en el caso .detail: nombra el caso, .detail(.onAppear), o entra en él con 'scope path[id: 0].detail' y escribe .onAppear"
      ),
    ] {
      let harness = try SessionHarness(lesson: "navigation", language: language)
      harness.type(".open(0)")
      harness.type("scope path[id: 0]")
      let reply = harness.type(".onAppear")
      #expect(reply.contains(hint), "\(reply)")
      #expect(!harness.type(".tikc").contains(".tikc)"))
    }
  }

  @Test("Popping a screen cancels its timer; the prompt steps out of a popped screen")
  func popCancels() throws {
    let harness = try SessionHarness(lesson: "navigation")
    harness.type(".open(0)")
    harness.type(".path(.element(id: 0, action: .detail(.onAppear)))")
    harness.type("scope path[id: 0]")
    harness.type("advance 1s")
    let popped = harness.type(".detail(.closeTapped)")
    #expect(popped.contains("← .path(.popFrom(id: #0))"))
    #expect(harness.session.scope.isRoot)
    #expect(harness.type("effects") == "no effects running")
    #expect(harness.type("state") == #"Notebook.State(notes: ["Milk", "Eggs"], path: [], saved: 0)"#)
  }

  @Test("The editor delegates `saved`: the root writes the title and pops to the list")
  func saveDelegates() throws {
    let harness = try SessionHarness(lesson: "navigation")
    harness.type(".open(1)")
    harness.type(".path(.element(id: 0, action: .detail(.editTapped)))")
    harness.type("scope path[id: 1].edit")
    harness.type(#".setTitle("Bread")"#)
    let saved = harness.type(".saveTapped")
    #expect(saved.contains(#"← .path(.element(id: #1, action: .edit(.delegate(.saved(note: 1, title:"#))
    #expect(harness.type("state") == #"Notebook.State(notes: ["Milk", "Bread"], path: [], saved: 1)"#)
  }

  @Test("Push and pop at the prompt; a colliding id and an id past the next one warn")
  func pushAndPop() throws {
    let harness = try SessionHarness(lesson: "navigation")
    harness.type(".path(.push(id: 0, state: .detail(NoteDetail.State(note: 1))))")
    #expect(harness.type("state path[id: 0]") == ".detail(NoteDetail.State(note: 1, seconds: 0))")
    let collision = harness.type(".path(.push(id: 0, state: .detail(NoteDetail.State(note: 0))))")
    #expect(collision.contains("already holds (its ids: [#0]): nothing was pushed."))
    let skipped = harness.type(".path(.push(id: 5, state: .detail(NoteDetail.State(note: 0))))")
    #expect(skipped.contains("with the id #5, but the next id is #1."))
    let missing = harness.type(".path(.popFrom(id: 9))")
    #expect(missing.contains("'.popFrom(id: #9)' for an element that is not in 'path'"))
    harness.type(".path(.popFrom(id: 0))")
    #expect(harness.type("state path") == "[]")
  }

  @Test("Test blocks push and pop in TCA's spelling, and new ids come from the test store")
  func testBlocks() throws {
    let harness = try SessionHarness(lesson: "navigation")
    let lines = [
      "send .open(0) { $0.path[id: 0] = .detail(NoteDetail.State(note: 0)) }",
      "send .open(1) { $0.path.append(.detail(NoteDetail.State(note: 1))) }",
      "send .path(.popFrom(id: 1)) { $0.path.pop(from: 1) }",
      #"send(\.path[id: 0].detail.tick) { $0.path[id: 0, case: \.detail]?.seconds = 1 }"#,
      ".popToRoot",
      "send .open(1) { $0.path.append(.detail(NoteDetail.State(note: 1))) }",
      "send .path(.element(id: 2, action: .detail(.closeTapped)))",
      #"receive(\.path.popFrom) { $0.path.pop(to: 0) }"#,
    ]
    harness.type("test")
    for line in lines.prefix(4) { #expect(harness.type(line) == "✓ as expected", "\(line)") }
    #expect(harness.type(lines[4]).contains("you asserted no change"))
    for line in lines.dropFirst(5) { #expect(!harness.session.handle(line).failed, "\(line)") }
    #expect(harness.type("state path") == "[]")
  }
}
