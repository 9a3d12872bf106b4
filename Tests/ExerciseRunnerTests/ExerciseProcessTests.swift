import Testing

@testable import ExerciseRunner

/// The runner behind every compile and check: it reads a child's streams as they come and reaps
/// it at its end. Once the streams are closed it waits in short, growing steps (a child closes
/// them a moment before it can be reaped), and still waits for a child that runs on without them.
@Suite("Running a child process")
struct ExerciseProcessTests {
  @Test("A child that closes its streams and works on is waited for, to its own exit status")
  func closedStreamsStillWaited() {
    let script = "exec >&- 2>&-; i=0; while [ $i -lt 20000 ]; do i=$((i+1)); done; exit 3"
    let result = ExerciseProcess.run("/bin/sh", ["-c", script], timeout: 60)
    #expect(result.status == 3)
    #expect(!result.timedOut)
    #expect(result.signal == nil)
  }

  @Test("What a child writes just before it ends is all read, on both streams")
  func everythingRead() {
    let script = "i=0; while [ $i -lt 2000 ]; do echo line$i; i=$((i+1)); done; echo done >&2"
    let result = ExerciseProcess.run("/bin/sh", ["-c", script], timeout: 60)
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 2000)
    #expect(lines.last == "line1999")
    #expect(result.errors == "done\n")
  }

  @Test("A time limit still holds for a child that closed its streams")
  func timeLimitWithoutStreams() {
    let result = ExerciseProcess.run("/bin/sh", ["-c", "exec >&- 2>&-; while :; do :; done"], timeout: 0.3)
    #expect(result.timedOut)
    #expect(result.status == -1)
  }
}
