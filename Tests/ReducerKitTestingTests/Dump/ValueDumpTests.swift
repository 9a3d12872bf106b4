import Foundation
import ReducerKitTesting
import Testing

@testable import ReducerKitTestingCore

@Suite struct ValueDumpTests {
  static let oneLiners: [DumpTestCase] = [
    DumpTestCase("Int", 42, "42"),
    DumpTestCase("negative Int", -1, "-1"),
    DumpTestCase("Double", 1.5, "1.5"),
    DumpTestCase("Bool", true, "true"),
    DumpTestCase("struct", Row.State(id: 0, seconds: 1), "Row.State(id: 0, seconds: 1)"),
    DumpTestCase("empty struct", Empty(), "Empty()"),
    DumpTestCase("generic struct", Pair(first: 1, second: "a"), #"Pair<Int, String>(first: 1, second: "a")"#),
    DumpTestCase("enum without payload", Counter.Action.inc, ".inc"),
    DumpTestCase("enum with payload", Counter.Action.setTo(5), ".setTo(5)"),
    DumpTestCase("enum with labelled payload", Counter.Action.setBoth(x: 1, y: 2), ".setBoth(x: 1, y: 2)"),
    DumpTestCase("enum with one labelled value", RowsAction.remove(id: 4), ".remove(id: 4)"),
    DumpTestCase("enum with unlabelled tuple", AppAction.pair(1, "a"), #".pair(1, "a")"#),
    DumpTestCase("optional nil", Int?.none, "nil"),
    DumpTestCase("optional value", Int?.some(3), "3"),
    DumpTestCase(
      "nested optional struct", Row.State?.some(Row.State(id: 1, seconds: 2)), "Row.State(id: 1, seconds: 2)"),
    DumpTestCase("array", [1, 2, 3], "[1, 2, 3]"),
    DumpTestCase("empty array", [Int](), "[]"),
    DumpTestCase("array of optionals", [1, nil, 3] as [Int?], "[1, nil, 3]"),
    DumpTestCase("set, sorted numerically", Set([10, 2, 1]), "[1, 2, 10]"),
    DumpTestCase("dictionary, sorted by key", ["b": 2, "a": 1], #"["a": 1, "b": 2]"#),
    DumpTestCase("dictionary, numeric keys", [10: "ten", 9: "nine"], #"[9: "nine", 10: "ten"]"#),
    DumpTestCase("empty dictionary", [String: Int](), "[:]"),
    DumpTestCase("tuple", (1, x: "a"), #"(1, x: "a")"#),
    DumpTestCase("string with escapes", "Ana \"la\" Pérez\n", #""Ana \"la\" Pérez\n""#),
    DumpTestCase("string with tab, backslash and ñ", "año\t\\", #""año\t\\""#),
    DumpTestCase("control character", "a\u{1B}b", #""a\u{1B}b""#),
    DumpTestCase("character", Character("ñ"), #""ñ""#),
    DumpTestCase(
      "UUID", UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") ?? UUID(),
      "UUID(E621E1F8-C36C-495A-93FC-0C247A3E6E5F)"),
    DumpTestCase("Duration uses its description", Duration.seconds(2), "2.0 seconds"),
    DumpTestCase("metatype", Row.State.self, "Row.State.self"),
    DumpTestCase("CustomDumpRepresentable", Token(raw: "x"), #""token:x""#),
  ]

  @Test(arguments: oneLiners)
  func oneLineValues(_ testCase: DumpTestCase) {
    #expect(valueDump(testCase.value) == testCase.expected)
  }

  @Test func anyHashablePrintsItsBase() {
    #expect(valueDump(AnyHashable(7)) == "7")
    #expect(valueDump([AnyHashable("a"): 1]) == #"["a": 1]"#)
  }

  @Test func structWithCollectionOfStructsBreaksOnePerLine() {
    let state = AppState(
      left: 2, right: -1, seen: 3,
      rows: [Row.State(id: 0, seconds: 1), Row.State(id: 1, seconds: 0)], child: nil)
    #expect(
      valueDump(state) == """
        AppState(
          left: 2,
          right: -1,
          seen: 3,
          rows: [
            #0: Row.State(id: 0, seconds: 1),
            #1: Row.State(id: 1, seconds: 0)
          ],
          child: nil
        )
        """)
  }

  @Test func nestedStructStaysOnOneLineWhenItFits() {
    let state = AppState(
      left: 1, right: 0, seen: 0, rows: [],
      child: Child(name: "Ana \"la\" Pérez\n", count: 1, tags: ["a", "b"]))
    #expect(
      valueDump(state) == #"""
        AppState(
          left: 1,
          right: 0,
          seen: 0,
          rows: [],
          child: Child(name: "Ana \"la\" Pérez\n", count: 1, tags: ["a", "b"])
        )
        """#)
  }

  @Test func nestedStructBreaksWhenTooWide() {
    let tags = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]
    let state = AppState(
      left: 1, right: 0, seen: 0, rows: [], child: Child(name: "Ana", count: 1, tags: tags))
    #expect(
      valueDump(state) == """
        AppState(
          left: 1,
          right: 0,
          seen: 0,
          rows: [],
          child: Child(
            name: "Ana",
            count: 1,
            tags: ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]
          )
        )
        """)
  }

  @Test func shortStructFitsOnOneLine() {
    #expect(valueDump(Child(name: "a", count: 2, tags: [])) == #"Child(name: "a", count: 2, tags: [])"#)
  }

  @Test func identifiedCollectionWithCollectionMirror() {
    let board = Board(
      title: "Timers",
      rows: RowList(elements: [Row.State(id: 3, seconds: 0), Row.State(id: 7, seconds: 12)]))
    #expect(
      valueDump(board) == """
        Board(
          title: "Timers",
          rows: [
            #3: Row.State(id: 3, seconds: 0),
            #7: Row.State(id: 7, seconds: 12)
          ]
        )
        """)
  }

  @Test func enumPayloadInsideStructKeepsLeadingDot() {
    let pair = Pair(first: AppAction.left(.inc), second: Counter.Action.dec)
    #expect(
      valueDump(pair) == "Pair<AppAction, Counter.Action>(first: .left(.inc), second: .dec)")
  }

  @Test func nestedArraysBreakOnePerLine() {
    #expect(
      valueDump([[1, 2], [3]]) == """
        [
          [1, 2],
          [3]
        ]
        """)
  }

  @Test func classWithCycle() {
    let first = Node(name: "a")
    first.next = Node(name: "b", next: first)
    defer { first.next = nil }
    #expect(valueDump(first) == #"Node(name: "a", next: Node(name: "b", next: Node(↩︎)))"#)
  }

  @Test func sharedReferenceWithoutCycleDumpsFully() {
    let shared = Node(name: "s")
    #expect(
      valueDump([shared, shared]) == """
        [
          Node(name: "s", next: nil),
          Node(name: "s", next: nil)
        ]
        """)
  }
}
