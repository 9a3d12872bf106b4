import ReducerKitTesting
import Testing

@testable import ReducerKitTestingCore

@Suite struct DumpTypeNameTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var reflected: String
    var expected: String

    var testDescription: String { reflected }
  }

  static let cases: [Case] = [
    Case(reflected: "MyApp.AppState", expected: "AppState"),
    Case(reflected: "MyApp.Row.State", expected: "Row.State"),
    Case(reflected: "Swift.Int", expected: "Int"),
    Case(
      reflected: "Swift.Dictionary<Swift.String, Swift.Array<MyApp.Row.State>>",
      expected: "Dictionary<String, Array<Row.State>>"),
    Case(reflected: "(Swift.Int, x: Swift.String)", expected: "(Int, x: String)"),
    Case(reflected: "(Swift.Int) -> ()", expected: "(Int) -> ()"),
    Case(reflected: "MyApp.(unknown context at $10b0c4d2c).Local", expected: "Local"),
    Case(reflected: "MyApp.(Secret in _9F3A6E).Inner", expected: "Secret.Inner"),
    Case(reflected: "MyApp.Row.State.Type", expected: "Row.State.Type"),
    Case(reflected: "Any", expected: "Any"),
  ]

  @Test(arguments: cases)
  func stripsModules(_ testCase: Case) {
    #expect(TypeName.stripModules(testCase.reflected) == testCase.expected)
  }

  @Test func namesRealTypes() {
    #expect(TypeName.of(Row.State.self) == "Row.State")
    #expect(TypeName.of([Int: Row.State?].self) == "Dictionary<Int, Optional<Row.State>>")
  }
}
