import Foundation
import TutorSupport

/// Why `tutor play FILE` could not open the prompt on the learner's feature, and how to say so.
package enum PlayProblem: Error, Equatable, Sendable {
  case missing(String)
  case notSwift(String)
  case noSwiftFiles(String)
  case tooManyFiles(String, count: Int)
  case tooLarge(String)
  /// A learner's file named `main.swift` would be the program's `main`.
  case mainFile(String)
  case feature(PlayFeature.Problem)
  /// The tutor has no engine objects beside it (not built from its package).
  case notReady
  case noCache(String)
  case noCompiler(String)
  case compilerTimedOut
  case interrupted
  case doesNotCompile([CompilerDiagnostic])
  /// The feature's type `type` does not conform to `protocol`, which the prompt needs.
  case lacks(type: String, protocol: String)
  /// `Name.State()` does not compile: the state has no `init()`.
  case noInit(type: String)
  /// The generated `main` does not compile for another reason: the compiler's first error.
  case unusable(feature: String, message: String)
  case linkFailed(String)

  /// At most this many compiler errors are shown.
  static let shown = 4

  /// Reads the compiler's output: errors in the learner's files are theirs to fix; errors in the
  /// generated `main` say what the feature's types lack, in the learner's words.
  static func compileFailure(_ text: String, feature: String, files: [URL], main: URL) -> PlayProblem {
    let diagnostics = CompilerDiagnostic.parse(text)
    let learner = diagnostics.filter { diagnostic in
      files.contains { ExerciseChecker.samePath(diagnostic.path, $0) } && diagnostic.severity != "warning"
    }
    if learner.contains(where: { $0.severity == "error" }) { return .doesNotCompile(learner) }
    let inMain = diagnostics.filter { ExerciseChecker.samePath($0.path, main) && $0.severity == "error" }
    for error in inMain {
      // "… requires that 'Counter.State' conform to 'Decodable'"
      if let conformance = error.message.firstMatch(of: /requires that '([^']+)' conform to '([^']+)'/) {
        let wanted = String(conformance.output.2)
        let named = ["Decodable": "Codable", "Encodable": "Codable"][wanted] ?? wanted
        return .lacks(type: String(conformance.output.1), protocol: named)
      }
      if error.message.firstMatch(of: /type '([^']+)' does not conform to protocol '([^']+)'/) != nil
        || error.message.contains("conform to 'Reducer'")
      {
        return .lacks(type: feature, protocol: "Reducer")
      }
      if error.message.hasPrefix("missing argument") || error.message.contains("no accessible initializers")
        || error.message.contains("cannot be constructed")
      {
        return .noInit(
          type: error.excerpt.joined().contains("\(feature).State") ? "\(feature).State" : feature)
      }
      if error.message.contains("has no member 'State'") { return .lacks(type: feature, protocol: "Reducer") }
    }
    if let first = inMain.first { return .unusable(feature: feature, message: first.message) }
    let lines = text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    return .linkFailed(lines.suffix(8).joined(separator: "\n"))
  }

  /// In the learner's language.
  package var outputs: [Output] {
    func failure(_ key: String, _ arguments: [String: String] = [:]) -> [Output] {
      [.message(key: key, arguments: arguments, role: .failure)]
    }
    switch self {
    case .missing(let path): return failure("play.missing", ["path": path])
    case .notSwift(let path): return failure("play.notSwift", ["path": path])
    case .noSwiftFiles(let path): return failure("play.noSwiftFiles", ["path": path])
    case .tooManyFiles(let path, let count):
      return failure(
        "play.tooManyFiles", ["path": path, "count": String(count), "limit": String(PlayBuild.maximumFiles)])
    case .tooLarge(let path): return failure("play.tooLarge", ["path": path])
    case .mainFile(let path): return failure("play.mainFile", ["path": path])
    case .feature(.none): return failure("play.noFeature")
    case .feature(.notFound(let name, let known)):
      return failure("play.featureNotFound", ["feature": name, "known": known.joined(separator: ", ")])
    case .feature(.ambiguous(let names)):
      return failure("play.ambiguous", ["known": names.joined(separator: ", "), "first": names.first ?? ""])
    case .notReady: return failure("play.notReady")
    case .noCache(let detail): return failure("play.noCache", ["detail": detail])
    case .noCompiler(let compiler): return failure("play.noCompiler", ["detail": compiler])
    case .compilerTimedOut: return failure("play.compilerTimedOut")
    case .interrupted: return failure("play.interrupted")
    case .doesNotCompile(let diagnostics):
      let errors = diagnostics.filter { $0.severity == "error" }
      let file = diagnostics.first.map { URL(fileURLWithPath: $0.path).lastPathComponent } ?? ""
      var outputs: [Output] = [
        .message(key: "play.compileErrors", arguments: ["file": file], count: errors.count, role: .failure)
      ]
      var count = 0
      for diagnostic in diagnostics {
        if diagnostic.severity == "error" { count += 1 }
        guard count <= Self.shown else { break }
        outputs.append(.code(diagnostic.header, role: diagnostic.severity == "error" ? .failure : .dim))
        outputs += diagnostic.excerpt.map { .code($0) }
      }
      if errors.count > Self.shown {
        outputs.append(.message(key: "exercise.check.more", count: errors.count - Self.shown, role: .dim))
      }
      return outputs
    case .lacks(let type, let wanted): return failure("play.lacks", ["type": type, "protocol": wanted])
    case .noInit(let type): return failure("play.noInit", ["type": type])
    case .unusable(let feature, let message):
      return failure("play.unusable", ["feature": feature]) + [.code(message, role: .dim)]
    case .linkFailed(let detail): return failure("exercise.check.linkFailed") + [.code(detail, role: .dim)]
    }
  }
}
