import ReducerKit
import ReducerKitTesting

/// Collects a TestStore's failures instead of failing the test, for the tests that translate
/// TCA's `XCTExpectFailure`.
final class StackFailureLog: @unchecked Sendable {
  private(set) var failures: [TestFailure] = []
  var reporter: FailureReporter { FailureReporter { self.failures.append($0) } }
  var messages: [String] { failures.map(\.message) }
}

/// A long sleep on the store's clock, which tests never advance that far: TCA's `Task.never()`.
func sleepForever(on clock: any Clock<Duration>) async throws {
  try await clock.sleep(for: .seconds(1_000_000_000))
}
