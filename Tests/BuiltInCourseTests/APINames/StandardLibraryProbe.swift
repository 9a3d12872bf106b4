import Foundation

@testable import ExerciseRunner

/// Asks the compiler whether names that none of the project's modules declare come from the
/// Swift standard library, Concurrency, Foundation, Dispatch or Swift Testing (`Int`, `Task`, `UUID`,
/// `.seconds`, `.append`, `@MainActor`, `@Test`): one file of probes, one per line, typechecked
/// in one `swiftc` run; a probe whose line draws "cannot find" or "has no member" is not there.
///
/// A type is probed as `typealias T = Name`. A member is probed on a few common types
/// (``bases``): by its name alone, or — when the text gives labels — by a call with them
/// (``memberProbes(_:on:)``).
enum StandardLibraryProbe {
  static let bases = [
    "Array<Int>", "Dictionary<String, Int>", "Set<Int>", "String", "Int", "Double", "Bool",
    "Optional<Int>", "Result<Int, any Error>", "Duration", "ContinuousClock", "Task<Void, Never>",
    "Task<Never, Never>", "UUID", "Date", "Range<Int>", "AsyncStream<Int>", "DispatchQueue",
  ]

  /// The compiler's words for a name that is not there, or not with those labels.
  static let missing = [
    "cannot find", "has no member", "extra argument", "incorrect argument label", "no exact matches in call",
  ]

  /// A probe of `mention` on `base`. Without labels, a reference to the name on the type. With
  /// labels, a call with editor placeholders for arguments, on a value and on the type (so an
  /// instance method, a static one and an enum case are all found), which accepts what a call
  /// with those labels would: `.sleep(for:)` calls `sleep(for:tolerance:)`.
  static func memberProbes(_ mention: APIMention, on base: String) -> [String] {
    guard let labels = mention.labels else { return ["static func f() { _ = \(base).\(mention.name) }"] }
    let arguments = labels.map { ($0 == "_" ? "" : "\($0): ") + "<#T#>" }.joined(separator: ", ")
    return [
      "static func f(_ x: inout \(base)) async throws { _ = try await x.\(mention.name)(\(arguments)) }",
      "static func f() async throws { _ = try await \(base).\(mention.name)(\(arguments)) }",
    ]
  }

  /// A name no library has: its probe must fail, or the compiler did not really look.
  static let sentinel = APIMention(kind: .type, name: "NoLibraryDeclaresThisType", labels: nil)

  /// The mentions of `mentions` (types, initializers' types, attributes, members) that the
  /// compiler finds in those libraries; nil when the probe could not be compiled at all.
  static func found(_ mentions: Set<APIMention>, toolchain: ExerciseToolchain) -> Set<APIMention>? {
    var lines = ["import Foundation", "import Testing", ""]
    var probes: [Int: APIMention] = [:]
    for mention in (mentions.union([sentinel])).sorted(by: { $0.spelling < $1.spelling }) {
      switch mention.kind {
      case .type, .initializer, .attribute:
        probes[lines.count + 1] = mention
        lines.append("enum Probe\(lines.count) { typealias T = \(mention.name) }")
      case .member:
        for base in bases {
          for probe in memberProbes(mention, on: base) {
            probes[lines.count + 1] = mention
            lines.append("enum Probe\(lines.count) { \(probe) }")
          }
        }
      case .dependencyKey:
        break
      }
    }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tutor-probe-\(UUID().uuidString).swift")
    defer { try? FileManager.default.removeItem(at: scratch) }
    guard (try? lines.joined(separator: "\n").write(to: scratch, atomically: true, encoding: .utf8)) != nil
    else { return nil }
    let result = ExerciseProcess.run(
      "/usr/bin/env",
      [toolchain.swiftc, "-typecheck", "-swift-version", "6", "-diagnostic-style", "llvm", scratch.path],
      timeout: 300)
    let missingLines = Set(
      CompilerDiagnostic.parse(result.errors + result.output).filter { diagnostic in
        diagnostic.severity == "error" && missing.contains { diagnostic.message.contains($0) }
      }.map(\.line))
    // A member is found when the probe on any one base drew no such error.
    var found: Set<APIMention> = []
    for (line, mention) in probes where !missingLines.contains(line) { found.insert(mention) }
    guard !found.contains(sentinel) else { return nil }
    return found
  }
}
