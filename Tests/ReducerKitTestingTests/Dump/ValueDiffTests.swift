import ReducerKitTesting
import Testing

@testable import ReducerKitTestingCore

@Suite struct ValueDiffTests {
  static func rows(_ ids: [Int]) -> [Row.State] {
    ids.map { Row.State(id: $0, seconds: 0) }
  }

  static func state(
    left: Int = 1, rows: [Row.State] = rows([0, 1, 2, 3, 4]), child: Child? = nil
  ) -> AppState {
    AppState(left: left, right: 0, seen: 3, rows: rows, child: child)
  }

  @Test func scalarAndIdentifiedElementChange() {
    var new = Self.state(left: 2)
    new.rows[2].seconds = 1
    #expect(
      valueDiff(Self.state(), new) == """
          AppState(
        −   left: 1,
        +   left: 2,
            right: 0,
            seen: 3,
            rows: [
              … (2 unchanged),
        −     #2: Row.State(id: 2, seconds: 0),
        +     #2: Row.State(id: 2, seconds: 1),
              … (2 unchanged)
            ],
            child: nil
          )
        """)
  }

  @Test func scalarFieldChangeCollapsesOtherFields() {
    #expect(
      valueDiff(Self.state(left: 1), Self.state(left: 5)) == """
          AppState(
        −   left: 1,
        +   left: 5,
            right: 0,
            … (3 unchanged)
          )
        """)
  }

  @Test func topLevelScalar() {
    #expect(valueDiff(1, 2) == "\u{2212} 1\n+ 2")
  }

  @Test func oneLineStructChangesAsAWhole() {
    #expect(
      valueDiff(Row.State(id: 1, seconds: 0), Row.State(id: 1, seconds: 1)) == """
        − Row.State(id: 1, seconds: 0)
        + Row.State(id: 1, seconds: 1)
        """)
  }

  @Test func nestedChangeInsideMultiLineField() {
    let tags = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]
    let old = Self.state(rows: [], child: Child(name: "Ana", count: 1, tags: tags))
    let new = Self.state(rows: [], child: Child(name: "Ana", count: 2, tags: tags))
    #expect(
      valueDiff(old, new) == """
          AppState(
            … (3 unchanged),
            rows: [],
            child: Child(
              name: "Ana",
        −     count: 1,
        +     count: 2,
              tags: ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]
            )
          )
        """)
  }

  @Test func loneHiddenFieldPrintsAsItself() {
    let old = Child(name: "Ana", count: 1, tags: ["alpha", "beta", "gamma", "delta", "epsilon"])
    var new = old
    new.tags.append("zeta")
    #expect(
      valueDiff(old, new) == """
          Child(
            name: "Ana",
            count: 1,
        −   tags: ["alpha", "beta", "gamma", "delta", "epsilon"]
        +   tags: ["alpha", "beta", "gamma", "delta", "epsilon", "zeta"]
          )
        """)
  }

  @Test func unchangedMultiLineFieldCollapses() {
    let old = Self.state(left: 1, rows: Self.rows([0, 1]))
    let new = Self.state(left: 2, rows: Self.rows([0, 1]))
    #expect(
      valueDiff(Pair(first: old, second: 0), Pair(first: new, second: 0)) == """
          Pair<AppState, Int>(
            first: AppState(
        −     left: 1,
        +     left: 2,
              right: 0,
              … (3 unchanged)
            ),
            second: 0
          )
        """)
    #expect(
      valueDiff(Pair(first: old, second: 0), Pair(first: old, second: 1)) == """
          Pair<AppState, Int>(
            first: AppState(…),
        −   second: 0
        +   second: 1
          )
        """)
  }

  @Test func elementMatchedByIdWhenMoved() {
    var moved = Self.rows([0, 1, 2, 4, 3])
    moved[3].seconds = 9
    #expect(
      valueDiff(Self.state(), Self.state(rows: moved)) == """
          AppState(
            … (2 unchanged),
            seen: 3,
            rows: [
              … (3 unchanged),
        −     #3: Row.State(id: 3, seconds: 0),
        −     #4: Row.State(id: 4, seconds: 0)
        +     #4: Row.State(id: 4, seconds: 9),
        +     #3: Row.State(id: 3, seconds: 0)
            ],
            child: nil
          )
        """)
  }

  @Test func elementMovedToTheFront() {
    #expect(
      valueDiff(Self.state(), Self.state(rows: Self.rows([3, 0, 1, 2, 4]))) == """
          AppState(
            … (2 unchanged),
            seen: 3,
            rows: [
        +     #3: Row.State(id: 3, seconds: 0),
              … (3 unchanged),
        −     #3: Row.State(id: 3, seconds: 0),
              … (1 unchanged)
            ],
            child: nil
          )
        """)
  }

  @Test func insertedAndRemovedElements() {
    #expect(
      valueDiff(Self.state(), Self.state(rows: Self.rows([0, 2, 3, 4, 5]))) == """
          AppState(
            … (2 unchanged),
            seen: 3,
            rows: [
              … (1 unchanged),
        −     #1: Row.State(id: 1, seconds: 0),
              … (3 unchanged),
        +     #5: Row.State(id: 5, seconds: 0)
            ],
            child: nil
          )
        """)
  }

  @Test func commasFollowEachSide() {
    #expect(
      valueDiff(Self.rows([0, 1]), Self.rows([1, 2])) == """
          [
        −   #0: Row.State(id: 0, seconds: 0),
            … (1 unchanged),
        +   #2: Row.State(id: 2, seconds: 0)
          ]
        """)
  }

  @Test func fromEmptyToElements() {
    #expect(
      valueDiff(Self.state(rows: []), Self.state(rows: Self.rows([7]))) == """
          AppState(
            … (2 unchanged),
            seen: 3,
            rows: [
        +     #7: Row.State(id: 7, seconds: 0)
            ],
            child: nil
          )
        """)
  }

  @Test func plainCollectionsMatchByPosition() {
    let old = [Child(name: "a", count: 1, tags: []), Child(name: "b", count: 1, tags: [])]
    let new = [Child(name: "b", count: 1, tags: []), Child(name: "b", count: 1, tags: [])]
    #expect(
      valueDiff(old, new) == """
          [
        −   Child(name: "a", count: 1, tags: []),
        +   Child(name: "b", count: 1, tags: []),
            … (1 unchanged)
          ]
        """)
  }

  @Test func identifiedCollectionMirrorMatchesById() {
    let old = Board(title: "T", rows: RowList(elements: Self.rows([1, 2, 3])))
    let new = Board(title: "T", rows: RowList(elements: Self.rows([2, 3])))
    #expect(
      valueDiff(old, new) == """
          Board(
            title: "T",
            rows: [
        −     #1: Row.State(id: 1, seconds: 0),
              … (2 unchanged)
            ]
          )
        """)
  }

  @Test func nilToValueReplacesTheField() {
    let child = Child(name: "Ana", count: 1, tags: [])
    #expect(
      valueDiff(Self.state(child: nil), Self.state(child: child)) == """
          AppState(
            … (3 unchanged),
            rows: […],
        −   child: nil
        +   child: Child(name: "Ana", count: 1, tags: [])
          )
        """)
  }

  @Test func enumCaseChange() {
    let old = Pair(first: AppAction.left(.inc), second: 0)
    let new = Pair(first: AppAction.rows(.element(id: 2, action: .tick)), second: 0)
    #expect(
      valueDiff(old, new) == """
        − Pair<AppAction, Int>(first: .left(.inc), second: 0)
        + Pair<AppAction, Int>(first: .rows(.element(id: 2, action: .tick)), second: 0)
        """)
  }

  @Test func dictionaryValuesMatchByKey() {
    let old = ["a": Self.rows([1]), "b": Self.rows([2]), "c": Self.rows([3])]
    var new = old
    new["b"] = Self.rows([2, 5])
    new["d"] = []
    #expect(
      valueDiff(old, new) == """
          [
            … (1 unchanged),
            "b": [
              … (1 unchanged),
        +     #5: Row.State(id: 5, seconds: 0)
            ],
            … (1 unchanged),
        +   "d": []
          ]
        """)
  }

  @Test func unequalButPrintingTheSame() {
    let message =
      "(no visible difference: the values print the same but are not equal"
      + " — a reference type or a custom == may be involved)"
    #expect(valueDiff(Versioned(value: 1, version: 1), Versioned(value: 1, version: 2)) == message)
    #expect(valueDiff(Box(value: 1), Box(value: 1)) == message)
  }

  @Test func equalValuesHaveNoDiff() {
    #expect(valueDiff(Self.state(), Self.state()) == nil)
    let box = Box(value: 1)
    #expect(valueDiff(box, box) == nil)
  }

  @Test func anyValuesThatPrintTheSameHaveNoDiff() {
    #expect(valueDiff(Box(value: 1) as Any, Box(value: 1) as Any) == nil)
    #expect(valueDiff(Self.state() as Any, Self.state(left: 3) as Any) != nil)
  }
}
