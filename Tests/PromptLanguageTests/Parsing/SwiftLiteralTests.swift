import EngineTestSupport
import LessonFeatures
import Testing

@testable import PromptLanguage
@testable import SandboxRuntime
@testable import TutorSupport

@Suite("Swift literals as Swift accepts them")
struct SwiftLiteralTests {
  @Test(
    "Numbers, text and trailing commas",
    arguments: [
      ("-3", Value.int(-3)), ("1_000", .int(1000)), ("-1_000", .int(-1000)), ("0x1F", .int(31)),
      ("0b101", .int(5)), ("-2.5", .double(-2.5)), ("1_000.5", .double(1000.5)), ("1e3", .double(1000)),
      (#""a\tb\n\"q\" \\ \u{1F600}""#, .string("a\tb\n\"q\" \\ 😀")), (#""\0""#, .string("\0")),
      (##"#"say "hi" \ now"#"##, .string(#"say "hi" \ now"#)), (##"#"tab\#there"#"##, .string("tab\there")),
      (###"##"a"#b"##"###, .string(##"a"#b"##)),
      ("[1, 2,]", .array([.int(1), .int(2)])), (#"["a": 1,]"#, .dictionary([.init(.string("a"), .int(1))])),
      (".setBoth(x: 1, y: 2,)", .case("setBoth", .init("x", .int(1)), .init("y", .int(2)))),
    ])
  func literals(text: String, value: Value) throws {
    #expect(try ExpressionParser.parseValue(text).value == value)
  }

  @Test("A struct literal may leave out the fields the feature always starts with one value")
  func defaults() throws {
    let rows = try SessionHarness(lesson: "foreach")
    rows.type("test")
    #expect(rows.type("send .addRow { $0.rows.append(Row.State(id: 0)) }") == "✓ as expected")
    #expect(rows.type("send .addRow { $0.rows[id: 1] = Row.State(id: 1, seconds: 0) }") == "✓ as expected")
    let editor = try SessionHarness(lesson: "transpose")
    editor.type("test")
    #expect(
      editor.type(#"send .openEditor { $0.editor = .presented(Editor.State(name: "")) }"#) == "✓ as expected")
    #expect(
      editor.type(#"send .editor(.setName("Ana")) { $0.editor = .presented(Editor.State()) }"#).contains("✗"))
  }

  @Test("A field the feature gives different values (an id, a slug) is never a default")
  func notDefaults() throws {
    let defaults = StructDefaults(states: [Addressing.State()])
    let page = Value.structLiteral(typeName: "Page.State", arguments: [.init("slug", .string("x"))])
    #expect(
      defaults.filling(page)
        == .structLiteral(
          typeName: "Page.State", arguments: [.init("slug", .string("x")), .init("visits", .int(0))]))
    let noSlug = Value.structLiteral(typeName: "Page.State", arguments: [.init("visits", .int(2))])
    #expect(defaults.filling(noSlug) == noSlug)
    let misspelt = Value.structLiteral(typeName: "Page.State", arguments: [.init("slugg", .string("x"))])
    #expect(defaults.filling(misspelt) == misspelt)
    let editor = try SessionHarness(lesson: "transpose")
    editor.type("test")
    #expect(
      editor.type(#"send .openEditor { $0.editor = .presented(Editor.State(nam: "")) }"#)
        .hasSuffix("error: EditorScreen.Editor.State has no field 'nam'; did you mean 'name'?"))
    let rows = try SessionHarness(lesson: "foreach")
    rows.type("test")
    #expect(
      rows.type("send .addRow { $0.rows.append(Row.State(seconds: 0)) }").contains(
        "error: Row.State needs the field 'id'"))
  }

  @Test("Values are learnt where they first appear: a state changed by an example keeps its start")
  func firstAppearance() throws {
    let harness = try SessionHarness(lesson: "pullback")
    harness.type("test")
    #expect(harness.type("send .left(.inc) { $0 = Counters.State(left: 1, seen: 1) }") == "✓ as expected")
  }

  @Test("Optional chaining `?.` and a plain `.` both reach into an element")
  func optionalChaining() throws {
    let harness = try SessionHarness(lesson: "foreach")
    for line in [
      "test", "send .addRow { $0.rows.append(Row.State(id: 0)) }",
      "send .rows(.element(id: 0, action: .onAppear))",
    ] {
      harness.type(line)
    }
    harness.type("advance 1s")
    #expect(
      harness.type("receive .rows(.element(id: 0, action: .tick)) { $0.rows[id: 0]?.seconds = 1 }")
        == "✓ as expected")
    harness.type("advance 1s")
    #expect(
      harness.type("receive .rows(.element(id: 0, action: .tick)) { $0.rows[id: 0].seconds = 2 }")
        == "✓ as expected")
    #expect(
      harness.type("send .rows(.element(id: 0, action: .delegate(.deleteRequested),),) { $0.rows = [] }")
        == "✓ as expected")
  }

  @Test("Negative numbers and digit separators in assertions")
  func negativeAssertions() throws {
    let harness = try SessionHarness(lesson: "pullback")
    harness.type("test")
    #expect(harness.type("send .left(.dec) { $0.left = -1; $0.seen = 1 }") == "✓ as expected")
    #expect(harness.type("send .right(.dec) { $0.right -= 1; $0.seen = 0_002 }") == "✓ as expected")
  }
}
