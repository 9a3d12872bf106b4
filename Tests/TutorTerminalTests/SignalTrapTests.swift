import CLibEdit
import Foundation
import Testing

@testable import TutorTerminal

#if canImport(Glibc)
  import Glibc
#endif

@Suite("SignalTrap", .serialized)
struct SignalTrapTests {
  @Test func recordsSignalsAndWakesTheDescriptor() throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { ends.forEach { _ = close($0) } }
    _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)

    let caught = SignalTrap.during([.interrupt, .resize], wake: ends[1]) {
      #expect(tutor_signal_is_default(SIGINT) == 0)
      _ = raise(SIGINT)
      _ = raise(SIGWINCH)
      return SignalTrap.take()
    }
    #expect(caught == [.interrupt, .resize])
    #expect(SignalTrap.take() == [])
    var bytes = [UInt8](repeating: 9, count: 4)
    #expect(read(ends[0], &bytes, 4) == 2)
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
    let readingThread = pthread_self()
    let sender = Thread {
      // Only once the trap is set: SIGINT's default action would end the test run.
      let deadline = Date().addingTimeInterval(10)
      while tutor_signal_is_default(SIGINT) == 1, Date() < deadline { usleep(1000) }
      usleep(50_000)
      _ = pthread_kill(readingThread, SIGINT)
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
