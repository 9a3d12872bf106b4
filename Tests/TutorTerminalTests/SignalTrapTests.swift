import CLibEdit
import Foundation
import Testing

@testable import TutorTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// These tests send SIGINT to the test process itself, only while ``SignalTrap`` has its
/// handler in place (SIGINT's default action would end the run). The signal goes to the
/// process, not to the test's thread: dispatch's worker threads, where tests run, block it,
/// and the trap must work wherever the signal lands.
@Suite("SignalTrap", .serialized)
struct SignalTrapTests {
  /// Waits up to 10 s for `descriptor` to become readable.
  func waitReadable(_ descriptor: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, 10_000) == 1
  }

  @Test func recordsSignalsAndWakesTheDescriptor() throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { ends.forEach { _ = close($0) } }

    let caught = SignalTrap.during([.interrupt, .resize], wake: ends[1]) {
      #expect(tutor_signal_is_default(SIGINT) == 0)
      _ = kill(getpid(), SIGWINCH)
      _ = kill(getpid(), SIGINT)
      var signals: SignalTrap.Signals = []
      while signals != [.interrupt, .resize], waitReadable(ends[0]) {
        var byte: UInt8 = 0
        _ = read(ends[0], &byte, 1)
        signals.formUnion(SignalTrap.take())
      }
      return signals
    }
    #expect(caught == [.interrupt, .resize])
    #expect(SignalTrap.take() == [])
  }

  @Test func putsThePreviousHandlersBack() {
    #expect(tutor_signal_is_default(SIGINT) == 1)
    SignalTrap.during([.interrupt, .resume, .resize]) {}
    #expect(tutor_signal_is_default(SIGINT) == 1)
    #expect(tutor_signal_is_default(SIGCONT) == 1)
    #expect(tutor_signal_is_default(SIGWINCH) == 1)
  }

  @Test func ctrlCInterruptsAPlainReaderWaitingForInput() throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { ends.forEach { _ = close($0) } }
    let sender = Thread {
      // Only once the trap is set: SIGINT's default action would end the test run.
      let deadline = Date().addingTimeInterval(10)
      while tutor_signal_is_default(SIGINT) == 1, Date() < deadline { usleep(1000) }
      guard tutor_signal_is_default(SIGINT) == 0 else { return }
      usleep(50_000)
      _ = kill(getpid(), SIGINT)
    }
    sender.start()
    var reader = PlainLineReader(input: ends[0], catchesInterrupt: true, write: { _ in })
    #expect(reader.readLine(prompt: "") == .interrupted)
    #expect(tutor_signal_is_default(SIGINT) == 1)

    // Reading goes on afterwards.
    _ = write(ends[1], "after\n", 6)
    #expect(reader.readLine(prompt: "") == .line("after"))
  }
}
