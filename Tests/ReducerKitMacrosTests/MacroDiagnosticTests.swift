import Testing

/// Misuse compiled with swiftc against the built ReducerKit: the errors are ordinary compiler
/// errors, at the line and column of the offending token.
@Suite struct MacroDiagnosticTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let source: String
    let error: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "@CasePathable on a struct", source: "import ReducerKit\n\n@CasePathable\nstruct NotAnEnum {}\n",
      error: "4:1: error: '@CasePathable' cannot be applied to struct type 'NotAnEnum'"),
    Case(
      name: "@Reducer on a class", source: "import ReducerKit\n\n@Reducer\nfinal class Feature {}\n",
      error: "4:7: error: '@Reducer' can only be applied to a struct or an enum, not to class 'Feature'"),
    Case(
      name: "@Presents on a non-optional",
      source: "import ReducerKit\n\nstruct State {\n  @Presents var alert: Int\n}\n",
      error: "4:24: error: '@Presents' property 'alert' must be optional: its type 'Int' should be 'Int?'"),
    Case(
      name: "@DependencyClient endpoint without a default",
      source:
        "import ReducerKit\n\n@DependencyClient\nstruct Client {\n  var endpoint: @Sendable () -> Int\n}\n",
      error: "5:7: error: Default value required for non-throwing closure 'endpoint'"),
  ]

  @Test(arguments: cases) func misuseIsAnErrorAtTheToken(_ example: Case) throws {
    let errors = try PluginHarness.compileErrors(example.source)
    #expect(errors.contains { $0.hasPrefix(example.error) }, "\(errors)")
  }
}
