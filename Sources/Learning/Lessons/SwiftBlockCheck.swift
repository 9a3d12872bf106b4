import ExerciseRunner
import Foundation

/// `tutor lint`'s compile of the lessons' ```` ```swift ```` blocks (``SwiftBlock``): all of them,
/// every language, in one `swiftc -typecheck` against the modules beside the tutor and the macro
/// plugin, as `tutor exercise check` compiles a learner's file. Each compiler error becomes a
/// problem at its lesson file and line.
enum SwiftBlockCheck {
  /// The checked (not sketch) blocks of `entries`, each file read from the lesson's folder.
  static func blocks(in entries: [LessonLibrary.Entry]) -> [SwiftBlock] {
    entries.flatMap { entry in
      entry.texts.keys.sorted().flatMap { language -> [SwiftBlock] in
        let file = entry.folder + "/\(language).md"
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return [] }
        return SwiftBlock.blocks(in: text, file: file).filter { !$0.isSketch }
      }
    }
  }

  /// Typechecks `blocks` in one compiler run: the compiler's output, or nil when all compile.
  /// A course folder's `features` are compiled with them, so blocks may use its types.
  static func typecheck(_ blocks: [SwiftBlock], toolchain: ExerciseToolchain, features: [URL] = []) -> String?
  {
    guard !blocks.isEmpty else { return nil }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tutor-blocks-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    var files: [String] = []
    do {
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      for (index, block) in blocks.enumerated() {
        let file = scratch.appendingPathComponent("Block\(index).swift")
        try block.source(namespace: "LessonBlock\(index)").write(to: file, atomically: true, encoding: .utf8)
        files.append(file.path)
      }
    } catch {
      return "\(error)"
    }
    let arguments =
      [
        "-typecheck", "-swift-version", "6", "-module-name", "LessonBlocks", "-diagnostic-style",
        "llvm", "-I", toolchain.modules.path,
      ] + toolchain.macroPlugin + files + features.map(\.path)
    let result = ExerciseProcess.run("/usr/bin/env", [toolchain.swiftc] + arguments, timeout: 300)
    return result.status == 0 ? nil : result.errors + result.output
  }

  /// One problem per compiler error in a lesson file; one at the first block when the compiler
  /// failed without naming a line of a lesson.
  static func problems(
    in entries: [LessonLibrary.Entry], toolchain: ExerciseToolchain, features: [URL] = []
  ) -> [LessonFileError] {
    let blocks = blocks(in: entries)
    guard let output = typecheck(blocks, toolchain: toolchain, features: features), let first = blocks.first
    else { return [] }
    let files = Set(blocks.map(\.file))
    var problems: [LessonFileError] = []
    for diagnostic in CompilerDiagnostic.parse(output)
    where diagnostic.severity == "error" && files.contains(diagnostic.path) {
      problems.append(
        LessonFileError(
          file: diagnostic.path, line: diagnostic.line, key: "lint.swiftBlock", ["error": diagnostic.message])
      )
    }
    if problems.isEmpty {
      let reason = output.split(separator: "\n").first.map(String.init) ?? ""
      problems.append(
        LessonFileError(file: first.file, line: first.line, key: "lint.swiftBlock", ["error": reason]))
    }
    return problems
  }
}
