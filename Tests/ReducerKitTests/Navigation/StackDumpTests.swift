import ReducerKit
import ReducerKitTesting
import Testing

/// How a stack reads in the TestStore's dumps and diffs: its ids and elements, bottom first.
@Suite("Navigation stacks in dumps and diffs")
struct StackDumpTests {
  typealias Path = StackRoot.Path

  static let stack: StackState<Path.State> = {
    var stack = StackState<Path.State>()
    stack.append(.detail(StackDetail.State(seconds: 1)))
    stack.append(.edit(StackEdit.State(text: "Ana")))
    return stack
  }()

  @Test("A stack dumps as its elements labelled by id, in stack order")
  func dump() {
    #expect(
      valueDump(StackRoot.State(path: Self.stack))
        == """
        StackRoot.State(
          path: [
            #0: .detail(StackDetail.State(seconds: 1)),
            #1: .edit(StackEdit.State(text: "Ana"))
          ]
        )
        """)
    #expect(valueDump(StackState<Int>()) == "[]")
    #expect(valueDump(StackState<Int>([5])) == "[#0: 5]")
  }

  @Test("Ids print as TCA prints them, in actions too")
  func ids() {
    #expect(actionDump(StackRoot.Action.path(.popFrom(id: 3))) == ".path(.popFrom(id: #3))")
    #expect(
      actionDump(StackRoot.Action.path(.element(id: 0, action: .detail(.tapped))))
        == ".path(.element(id: #0, action: .detail(.tapped)))")
    #expect(StackState<String>(["a", "b"]).description == #"[#0: a, #1: b]"#)
    #expect(StackState<String>(["a"]).debugDescription == #"StackState([#0: a])"#)
  }

  @Test("A diff pairs elements by id: a changed element, a pushed one, a popped one")
  func diff() {
    var changed = Self.stack
    changed[id: 0, case: \.detail]?.seconds = 2
    #expect(
      valueDiff(Self.stack, changed)
        == """
          [
        −   #0: .detail(StackDetail.State(seconds: 1)),
        +   #0: .detail(StackDetail.State(seconds: 2)),
            … (1 unchanged)
          ]
        """)

    var pushed = Self.stack
    pushed.append(.detail(StackDetail.State()))
    let pushDiff = valueDiff(Self.stack, pushed) ?? ""
    #expect(pushDiff.contains("+   #2: .detail(StackDetail.State(seconds: 0))"))

    var popped = Self.stack
    popped.pop(from: 1)
    let popDiff = valueDiff(Self.stack, popped) ?? ""
    #expect(popDiff.contains(#"−   #1: .edit(StackEdit.State(text: "Ana"))"#))
  }

  @Test("A stack of many elements diffs by id too, showing only what changed")
  func longDiff() {
    var long = StackState<Int>()
    for value in 0..<100 { long.append(value) }
    var changed = long
    changed[id: 50] = -1
    let diff = valueDiff(long, changed) ?? ""
    #expect(diff.contains("−   #50: 50,"))
    #expect(diff.contains("+   #50: -1,"))
    #expect(!diff.contains("#49: 49"))
  }
}
