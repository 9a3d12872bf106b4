import Foundation

/// Runs a program to its end (or a time limit), its output captured in files so that no pipe
/// can fill up and stall it.
enum ExerciseProcess {
  struct Result: Sendable {
    var status: Int32
    var output: String
    var errors: String
    var timedOut: Bool
  }

  static func run(
    _ executable: String, _ arguments: [String], timeout: TimeInterval, workingFolder: URL? = nil
  ) -> Result {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "tutor-exercise-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    do {
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    } catch {
      return Result(status: -1, output: "", errors: error.localizedDescription, timedOut: false)
    }
    let outFile = scratch.appendingPathComponent("out")
    let errFile = scratch.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: outFile.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errFile.path, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let workingFolder { process.currentDirectoryURL = workingFolder }
    let done = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in done.signal() }
    do {
      let out = try FileHandle(forWritingTo: outFile)
      let err = try FileHandle(forWritingTo: errFile)
      defer {
        try? out.close()
        try? err.close()
      }
      process.standardOutput = out
      process.standardError = err
      process.standardInput = FileHandle.nullDevice
      try process.run()
    } catch {
      return Result(status: -1, output: "", errors: error.localizedDescription, timedOut: false)
    }
    var timedOut = false
    if done.wait(timeout: .now() + timeout) == .timedOut {
      timedOut = true
      process.terminate()
      if done.wait(timeout: .now() + 2) == .timedOut { kill(process.processIdentifier, SIGKILL) }
    }
    let read = { (url: URL) in (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
    return Result(
      status: timedOut ? -1 : process.terminationStatus, output: read(outFile), errors: read(errFile),
      timedOut: timedOut)
  }
}
