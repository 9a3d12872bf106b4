import EngineTestSupport
import Foundation
import Testing

@testable import Learning

/// Issue 25, point 5: quiz choices are shuffled even where nothing names the learner, from a seed
/// drawn once per installation and kept beside the progress.
@Suite("The installation's quiz seed")
struct InstallSeedTests {
  @Test("Drawn once, kept, and read again; a demo (create: false) never makes one")
  func drawnOnce() throws {
    let folder = TemporaryFolder()
    let url = URL(fileURLWithPath: folder.path + "/tutor")
    #expect(InstallSeed.load(in: url, create: false) == nil)
    #expect(!FileManager.default.fileExists(atPath: url.path))
    let first = try #require(InstallSeed.load(in: url, create: true))
    #expect(first.count <= 8 && first.allSatisfy { $0.isHexDigit })
    #expect(InstallSeed.load(in: url, create: true) == first)
    #expect(InstallSeed.load(in: url, create: false) == first)
    #expect(try String(contentsOfFile: url.path + "/learner-seed", encoding: .utf8) == first)
  }

  @Test("An edited seed file that is not hex digits is drawn afresh, not used")
  func editedFile() throws {
    let folder = TemporaryFolder()
    try "not a seed\n".write(toFile: folder.file("learner-seed"), atomically: true, encoding: .utf8)
    let url = URL(fileURLWithPath: folder.path)
    #expect(InstallSeed.load(in: url, create: false) == nil)
    let seed = try #require(InstallSeed.load(in: url, create: true))
    #expect(seed.allSatisfy { $0.isHexDigit })
  }

  @Test("A name wins over the seed, which is then not even asked for; with neither, the authored order")
  func nameFirst() {
    var asked = false
    let named = LearnerIdentity.current(environment: ["USER": "ana"]) {
      asked = true
      return "abc"
    }
    #expect(named == LearnerIdentity.current(environment: ["USER": "ana"]))
    #expect(!asked)
    #expect(LearnerIdentity.current(environment: [:]) { "1f2e" } == "1f2e")
    #expect(LearnerIdentity.current(environment: [:]) == "")
  }
}
