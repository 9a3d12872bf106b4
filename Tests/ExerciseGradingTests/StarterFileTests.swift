import Foundation
import Testing

/// The starter files learners copy (`docs/exercises/starter`) and the reference solutions
/// (`Sources/Exercises/Reference`) must stay twins: the same files, the same instructions and
/// entry points; only the bodies differ.
@Suite("Exercise starter files")
struct StarterFileTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let starter = root.appendingPathComponent("docs/exercises/starter")
  static let reference = root.appendingPathComponent("Sources/Exercises/Reference")

  static func swiftFiles(in folder: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted()
  }

  /// From the doc comment to the start of `body`: what learners read and must keep.
  static func contract(_ text: String) -> String? {
    guard let start = text.range(of: "\n///"), let end = text.range(of: "  public var body") else {
      return nil
    }
    return String(text[start.lowerBound..<end.lowerBound])
  }

  @Test("Every reference solution has a starter file of the same name, and no more")
  func sameFiles() {
    let names = Self.swiftFiles(in: Self.reference)
    #expect(names == ["Exercise1RowList.swift", "Exercise2Stopwatch.swift", "Exercise3Counters.swift"])
    #expect(Self.swiftFiles(in: Self.starter) == names)
  }

  @Test(
    "Starter and reference share the instructions and the entry point; only the starter has TODOs",
    arguments: ["Exercise1RowList.swift", "Exercise2Stopwatch.swift", "Exercise3Counters.swift"])
  func twins(name: String) throws {
    let starter = try String(contentsOf: Self.starter.appendingPathComponent(name), encoding: .utf8)
    let reference = try String(contentsOf: Self.reference.appendingPathComponent(name), encoding: .utf8)
    let contract = try #require(Self.contract(reference))
    #expect(Self.contract(starter) == contract)
    #expect(starter.contains("// TODO:"))
    #expect(!reference.contains("TODO"))
    #expect(starter.contains("swift test --filter ExerciseGrading"))
  }
}
