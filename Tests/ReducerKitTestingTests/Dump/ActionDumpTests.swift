import ReducerKitTesting
import Testing

@testable import ReducerKitTestingCore

@Suite struct ActionDumpTests {
  static let actions: [DumpTestCase] = [
    DumpTestCase("case without payload", Counter.Action.inc, ".inc"),
    DumpTestCase("nested case", AppAction.left(.inc), ".left(.inc)"),
    DumpTestCase("payload", Counter.Action.setTo(5), ".setTo(5)"),
    DumpTestCase("negative payload", Counter.Action.setTo(-3), ".setTo(-3)"),
    DumpTestCase("labelled payload", Counter.Action.setBoth(x: 1, y: 2), ".setBoth(x: 1, y: 2)"),
    DumpTestCase(
      "element of a collection", AppAction.rows(.element(id: 2, action: .tick)),
      ".rows(.element(id: 2, action: .tick))"),
    DumpTestCase("one labelled value", AppAction.select(id: 3), ".select(id: 3)"),
    DumpTestCase("optional payload nil", AppAction.select(id: nil), ".select(id: nil)"),
    DumpTestCase(
      "struct payload", AppAction.load(Row.State(id: 3, seconds: 0)),
      ".load(Row.State(id: 3, seconds: 0))"),
    DumpTestCase("struct", Row.State(id: 3, seconds: 0), "Row.State(id: 3, seconds: 0)"),
    DumpTestCase(
      "string payload with escapes", Counter.Action.rename("say \"hi\"\n"),
      #".rename("say \"hi\"\n")"#),
    DumpTestCase("unlabelled pair", AppAction.pair(1, "ñ"), #".pair(1, "ñ")"#),
  ]

  @Test(arguments: actions)
  func promptSpelling(_ testCase: DumpTestCase) {
    #expect(actionDump(testCase.value) == testCase.expected)
  }

  @Test func longValuesStayOnOneLine() {
    let state = AppState(
      left: 1, right: 2, seen: 3,
      rows: [Row.State(id: 0, seconds: 1), Row.State(id: 1, seconds: 0)], child: nil)
    #expect(
      actionDump(state)
        == "AppState(left: 1, right: 2, seen: 3, rows: [#0: Row.State(id: 0, seconds: 1),"
        + " #1: Row.State(id: 1, seconds: 0)], child: nil)")
  }
}
