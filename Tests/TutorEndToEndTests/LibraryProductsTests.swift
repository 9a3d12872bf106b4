import Foundation
import Testing

/// ReducerKit is a library that another package can depend on at a tagged version. SwiftPM refuses
/// such a dependency when a target behind one of its products carries unsafe flags ("the target
/// 'ReducerKit' in product 'ReducerKit' contains unsafe build flags"), so none may. The manifest
/// is read as SwiftPM reads it (`swift package dump-package`, in a scratch folder of its own so
/// as not to wait for the build folder this suite runs in).
@Suite("Library products")
struct LibraryProductsTests {
  @Test("No target behind a library product carries unsafe flags")
  func noUnsafeFlags() throws {
    let manifest = try Self.dumpedManifest()
    let targets = try #require(manifest["targets"] as? [[String: Any]])
    let products = try #require(manifest["products"] as? [[String: Any]])
    let byName = Dictionary(targets.map { ($0["name"] as? String ?? "", $0) }) { first, _ in first }

    let libraries = products.filter { ($0["type"] as? [String: Any])?["library"] != nil }
    #expect(libraries.map { $0["name"] as? String }.contains("ReducerKit"))
    var behind: Set<String> = []
    var queue = libraries.flatMap { $0["targets"] as? [String] ?? [] }
    while let name = queue.popLast() {
      guard behind.insert(name).inserted, let target = byName[name] else { continue }
      queue += Self.targetDependencies(of: target)
    }
    #expect(behind.isSuperset(of: ["ReducerKit", "ReducerKitMacros", "ReducerKitTestingCore", "Tagged"]))

    let flagged = behind.sorted().filter { name in
      let settings = byName[name]?["settings"] as? [[String: Any]] ?? []
      return settings.contains { ($0["kind"] as? [String: Any])?["unsafeFlags"] != nil }
    }
    #expect(flagged.isEmpty, "targets behind library products with unsafe flags: \(flagged)")
  }

  @Test("The check sees unsafe flags where they are: the tutor executable's release link")
  func seesTheExecutablesFlags() throws {
    let manifest = try Self.dumpedManifest()
    let targets = try #require(manifest["targets"] as? [[String: Any]])
    let tutor = try #require(targets.first { $0["name"] as? String == "tutor" })
    let settings = tutor["settings"] as? [[String: Any]] ?? []
    #expect(settings.contains { ($0["kind"] as? [String: Any])?["unsafeFlags"] != nil })
  }

  /// The names of the targets of this package that `target` depends on.
  static func targetDependencies(of target: [String: Any]) -> [String] {
    let dependencies = target["dependencies"] as? [[String: Any]] ?? []
    return dependencies.compactMap { dependency in
      let entry = (dependency["byName"] ?? dependency["target"]) as? [Any]
      return entry?.first as? String
    }
  }

  /// `Package.swift` as JSON, as SwiftPM reads it.
  static func dumpedManifest() throws -> [String: Any] {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("library-products-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "--package-path", TutorProcess.repository.path, "--scratch-path", scratch.path,
      "dump-package",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "swift package dump-package failed")
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }
}
