import Foundation
import ReducerKit
import Testing

/// What TCA's SyncUps uses from swift-concurrency-extras and swift-dependencies, in their
/// spelling: `LockIsolated`, `UncheckedSendable`, `uncheckedUseMainSerialExecutor`, and setting
/// `date.now` in a test's dependencies.
@Suite struct SyncUpsSpellingTests {
  @Test func lockIsolatedRecordsFromSendableClosures() async {
    let events = LockIsolated<[String]>([])
    let record: @Sendable (String) -> Void = { event in events.withValue { $0.append(event) } }
    await withTaskGroup(of: Void.self) { group in
      for n in 0..<10 { group.addTask { record("event \(n)") } }
    }
    #expect(events.count == 10)
    events.setValue(["reset"])
    #expect(events.value == ["reset"])
    #expect(events() == ["reset"])
  }

  @Test func uncheckedSendableWrapsAValue() {
    final class Request { var text = "" }
    var wrapped = UncheckedSendable(Request())
    wrapped.text = "hello"
    let sent: @Sendable () -> String = { [wrapped] in wrapped.value.text }
    #expect(sent() == "hello")
  }

  @Test func uncheckedUseMainSerialExecutorIsAcceptedAndAlwaysOn() {
    uncheckedUseMainSerialExecutor = false
    #expect(uncheckedUseMainSerialExecutor)
  }

  @Test func settingDateNowFixesTheDate() {
    var values = DependencyValues.test
    values.date.now = Date(timeIntervalSince1970: 1_234_567_890)
    #expect(values.date.now == Date(timeIntervalSince1970: 1_234_567_890))
    #expect(values.date() == Date(timeIntervalSince1970: 1_234_567_890))
  }
}
