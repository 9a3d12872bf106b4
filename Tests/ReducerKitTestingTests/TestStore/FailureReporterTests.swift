import ReducerKitTesting
import Testing

@Suite("Failure reporting")
struct FailureReporterTests {
  @Test("By default a failure is a Swift Testing issue at the line of the send")
  func recordsIssueAtSendLine() {
    let sendLine = #line + 3
    withKnownIssue {
      let store = TestStore(initialState: Echo.State(), reducer: Echo())
      store.send(.increment) { $0.count = 5 }
      store.finish()
    } matching: { issue in
      issue.sourceLocation?.line == sendLine
        && issue.comments.contains { $0.rawValue.hasPrefix("The state after .increment does not match") }
    }
  }
}
