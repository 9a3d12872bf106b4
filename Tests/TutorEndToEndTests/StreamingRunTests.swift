import ExerciseRunner
import Foundation
import Learning
import PromptLanguage
import SandboxRuntime
import Testing

/// Issue 16, targets 4 and 5: `tutor run` streams, and the tutor does not link test frameworks.
@Suite("Streaming run and the tutor's link graph")
struct StreamingRunTests {
  @Test("`tutor run -` prints a line's reply before the rest of the transcript is written")
  func runStreams() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: TutorProcess.binary)
    process.arguments = ["run", "-"]
    process.environment = TutorProcess().fullEnvironment
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    stdin.fileHandleForWriting.write(Data("play pullback\n.left(.inc)\n".utf8))
    // Read until the first line's reply shows, with standard input still open. A guard (not a
    // measurement) ends the wait if it never shows, so that the test fails instead of hanging.
    let seen = SeenOutput()
    let reader = Thread {
      while true {
        let data = stdout.fileHandleForReading.availableData
        if data.isEmpty || seen.append(data) { break }
      }
    }
    reader.start()
    let shown = seen.wait(seconds: 120)
    try stdin.fileHandleForWriting.close()
    process.waitUntilExit()
    #expect(shown, "no reply before the end of the input: \(seen.text)")
    #expect(process.terminationStatus == 0)
  }

  @Test("`tutor run` reads the transcript in blocks as it goes, not all at once")
  func readerReadsInBlocks() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(UUID().uuidString).txt")
    let lines = (0..<2_000).map { "line \($0)\r" }
    try Data(("\u{FEFF}" + lines.joined(separator: "\n") + "\n").utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let reader = try TranscriptLineReader(path: url.path)
    let blockSize = 1_024
    let small = TranscriptLineReader(handle: try FileHandle(forReadingFrom: url), blockSize: blockSize)
    #expect(try small.nextLine() == "line 0")
    #expect(small.blocksRead == 1)
    var count = 1
    while let line = try small.nextLine() {
      #expect(line == "line \(count)")
      count += 1
    }
    #expect(count == 2_000)
    let size = try Data(contentsOf: url).count
    #expect(small.blocksRead <= size / blockSize + 2)
    #expect(try reader.nextLine() == "line 0")
  }

  @Test("The tutor binary links neither Swift Testing nor XCTest")
  func noTestFrameworks() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
    process.arguments = [TutorProcess.binary]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // ldd did list the libraries (libedit is linked dynamically in debug and release builds alike;
    // a release build carries the Swift runtime inside it).
    #expect(text.contains("libedit"))
    #expect(!text.contains("libTesting"))
    #expect(!text.contains("libXCTest"))
  }
}

/// Output read so far, and whether the first line's reply was seen.
private final class SeenOutput: @unchecked Sendable {
  private let lock = NSCondition()
  private var data = Data()
  private var shown = false

  var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }

  /// Adds output; true once the reply to `.left(.inc)` is there.
  func append(_ more: Data) -> Bool {
    lock.withLock {
      data.append(more)
      if String(decoding: data, as: UTF8.self).contains("pullback> .left(.inc)") { shown = true }
      lock.broadcast()
      return shown
    }
  }

  func wait(seconds: Double) -> Bool {
    let deadline = Date(timeIntervalSinceNow: seconds)
    return lock.withLock {
      while !shown && lock.wait(until: deadline) {}
      return shown
    }
  }
}
