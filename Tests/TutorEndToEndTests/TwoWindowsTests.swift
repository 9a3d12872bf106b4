import Foundation
import Testing

/// Issue 24, point 7: two `tutor` processes of one learner at once (two terminal windows) both
/// keep their progress: each save locks, re-reads and merges what the other saved.
@Suite("Two windows, one learner")
struct TwoWindowsTests {
  /// Starts `tutor learn <lesson>` with `input`, without waiting for it.
  private static func start(_ lesson: String, input: String, tutor: TutorProcess) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: TutorProcess.binary)
    process.arguments = ["learn", lesson]
    process.environment = tutor.fullEnvironment
    process.currentDirectoryURL = TutorProcess.repository
    let stdin = Pipe()
    process.standardInput = stdin
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    return process
  }

  @Test("10 concurrent pairs of sessions on two lessons: every pair keeps both lessons' progress")
  func concurrentSessionsMerge() throws {
    let input = String(repeating: ":next\n", count: 4) + ":quit\n"
    var lost: [Int] = []
    for pair in 0..<10 {
      let tutor = TutorProcess()
      defer { try? FileManager.default.removeItem(atPath: tutor.state) }
      let processes = try [
        Self.start("basics", input: input, tutor: tutor), Self.start("pullback", input: input, tutor: tutor),
      ]
      for process in processes { process.waitUntilExit() }
      let file = URL(fileURLWithPath: tutor.state).appendingPathComponent("tutor/progress.json")
      let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      if !(text.contains("\"basics\"") && text.contains("\"pullback\"")) { lost.append(pair) }
    }
    #expect(lost.isEmpty, "pairs that lost a lesson's progress: \(lost)")
  }
}
