import Foundation

/// How a check's program is compiled and linked, worked out once by the `swiftc` driver and
/// replayed without it. A check's `swiftc` starts its driver (some 35 ms), runs the frontend,
/// then `swift-autolink-extract` on the object (some 20 ms) and the clang driver (some 10 ms) in
/// front of lld. None of that changes from one check to the next but the files' names: the plan
/// keeps the frontend's and lld's own commands, the libraries the object asks for written out,
/// and a later check runs those two alone (`tutor-bench` scenario 7).
///
/// A plan is kept per compiler, per arguments (which name the modules, the library and the
/// module cache) and per set of modules the learner's file imports (which decide the libraries
/// the object asks for). It is checked before use (the frontend and the linker are the files
/// they were); a link that fails with it falls back on the driver, and the plan is dropped.
struct CompilePlan: Codable, Equatable {
  /// The frontend's command, the executable first; the files as ``Mark``s.
  var compile: [String]
  /// The linker's command, the executable first.
  var link: [String]
  /// Size and date of the frontend and of the linker when the plan was made.
  var tools: [String: String]

  /// Placeholders for what changes from check to check.
  enum Mark {
    static let file = "\u{1}file\u{1}"
    static let main = "\u{1}main\u{1}"
    static let output = "\u{1}output\u{1}"
    static let object = "\u{1}object\u{1}"
  }

  /// Where a check's files are.
  struct Files {
    var file: URL
    var main: URL
    var output: URL
    /// The check's own scratch folder, removed after it.
    var scratch: URL
    var object: URL { scratch.appendingPathComponent("LearnerExercise.o") }

    /// `arguments` with each file's mark put in its place.
    func fill(_ arguments: [String]) -> [String] {
      arguments.map { argument in
        guard argument.contains("\u{1}") else { return argument }
        return
          argument
          .replacing(Mark.file, with: file.path).replacing(Mark.main, with: main.path)
          .replacing(Mark.output, with: output.path).replacing(Mark.object, with: object.path)
      }
    }

    /// `arguments` with each of the files' paths replaced by its mark; nil when a path of the
    /// scratch folder is left in them (it would be gone when the plan is used).
    func marked(_ arguments: [String], object: String) -> [String]? {
      let marked = arguments.map { argument in
        argument.replacing(object, with: Mark.object).replacing(output.path, with: Mark.output)
          .replacing(main.path, with: Mark.main).replacing(file.path, with: Mark.file)
      }
      return marked.contains(where: { $0.contains(scratch.path) }) ? nil : marked
    }
  }

  /// Whether the frontend and the linker are still the files the plan was made with.
  var toolsUnchanged: Bool {
    guard let compiler = compile.first, let linker = link.first else { return false }
    return [compiler, linker].allSatisfy { tools[$0] != nil && tools[$0] == FileIdentity.of($0) }
  }
}
