import Foundation
import Testing

/// The release tutor (`bash .ci/release --product tutor`) is compiled with cross-module optimisation,
/// which once crashed every effect while the debug build, which the rest of the suite runs, was
/// fine. When a release build newer than every source is there, it is run too.
@Suite(
  "The release tutor, when it is built",
  .enabled(if: ReleaseTutor.current != nil, "no release tutor newer than the sources"))
struct ReleaseBuildTests {
  @Test("An effect runs to its end: .incrementLater, advance 1s")
  func effectRuns() throws {
    let binary = try #require(ReleaseTutor.current)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["play", "basics", "--lang", "en"]
    let folder = TutorProcess.freshStateFolder()
    process.environment = [
      "HOME": folder, "XDG_STATE_HOME": folder, "PATH": "/usr/bin:/bin", "NO_COLOR": "1",
    ]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    try process.run()
    input.fileHandleForWriting.write(Data(".incrementLater\nadvance 1s\nstate\n".utf8))
    try input.fileHandleForWriting.close()
    let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(said)")
    #expect(said.contains("Basics.State(count: 1)"), "\(said)")
  }
}

enum ReleaseTutor {
  /// `.build/release/tutor`, when it was built after the last change to `Sources/`.
  static var current: String? {
    let binary = TutorProcess.repository.appendingPathComponent(".build/release/tutor")
    let fileManager = FileManager.default
    guard let built = (try? fileManager.attributesOfItem(atPath: binary.path))?[.modificationDate] as? Date
    else { return nil }
    let sources = fileManager.enumerator(
      at: TutorProcess.repository.appendingPathComponent("Sources"),
      includingPropertiesForKeys: [.contentModificationDateKey])
    while let file = sources?.nextObject() as? URL {
      let changed = (try? file.resourceValues(forKeys: [.contentModificationDateKey]))?
        .contentModificationDate
      if let changed, changed > built { return nil }
    }
    return binary.path
  }
}
