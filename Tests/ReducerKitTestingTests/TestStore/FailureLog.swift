import ReducerKitTesting

/// Collects TestStore failures instead of failing the test, so their text can be asserted.
final class FailureLog: @unchecked Sendable {
  private(set) var failures: [TestFailure] = []

  var reporter: FailureReporter { FailureReporter { self.failures.append($0) } }
  var messages: [String] { failures.map(\.message) }
  var lines: [Int] { failures.map(\.location.line) }
}
