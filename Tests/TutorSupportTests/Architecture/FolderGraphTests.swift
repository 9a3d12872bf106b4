import EngineTestSupport
import Foundation
import Testing

/// The engine's modules are its layers, and the compiler keeps them one way (a module can import
/// only those below it in `Package.swift`). Inside a module, folders are layers too: this reads
/// the sources and checks that no two folders of a module use each other, directly or round a
/// longer loop.
///
/// A folder uses another when one of its files names a type, function or constant declared at
/// the top level of a file in the other (a name after a `.` is a member, and not counted;
/// extension members are not seen).
@Suite("Folder graph")
struct FolderGraphTests {
  static let modules = [
    "TutorSupport", "PromptLanguage", "SandboxRuntime", "ExerciseRunner", "Learning", "Grading",
    "TutorTerminal", "TutorCommandLine", "BuiltInCourse",
  ]

  @Test("No two folders of an engine module depend on each other", arguments: modules)
  func acyclic(module: String) throws {
    let graph = try FolderGraph.read(RepositoryFolders.root.appendingPathComponent("Sources/\(module)"))
    #expect(graph.cycle() == nil, "folders of \(module) depend on each other: \(graph.cycle() ?? [])")
  }

  @Test("The check sees a loop between two folders")
  func seesLoop() {
    let graph = FolderGraph(files: [
      .init(folder: "A", source: "struct Apple { var pear: Pear }"),
      .init(folder: "B", source: "struct Pear { let seed = Apple.self }"),
      .init(folder: "C", source: "enum Cherry { static let x = Value.Pear }"),
    ])
    #expect(graph.cycle() == ["A", "B", "A"])
    #expect(graph.edges["C"] == nil)
  }
}

/// Which folder of a module uses which, read from the sources.
struct FolderGraph {
  struct File {
    let folder: String
    let source: String
  }

  /// Folder → the folders it uses.
  let edges: [String: Set<String>]

  init(files: [File]) {
    var owners: [String: Set<String>] = [:]
    let declaration = try? Self.declaration()
    for file in files {
      for name in Self.topLevelNames(in: file.source, declaration) {
        owners[name, default: []].insert(file.folder)
      }
    }
    var edges: [String: Set<String>] = [:]
    for file in files {
      for name in Self.namesUsed(in: file.source) {
        guard let owner = owners[name], owner.count == 1, let folder = owner.first, folder != file.folder
        else { continue }
        edges[file.folder, default: []].insert(folder)
      }
    }
    self.edges = edges
  }

  static func read(_ module: URL) throws -> FolderGraph {
    let manager = FileManager.default
    var files: [File] = []
    let enumerator = manager.enumerator(at: module, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let relative = url.path.dropFirst(module.path.count + 1)
      let folder = relative.contains("/") ? String(relative.prefix { $0 != "/" }) : "."
      files.append(File(folder: folder, source: try String(contentsOf: url, encoding: .utf8)))
    }
    return FolderGraph(files: files)
  }

  /// A loop of folders (first and last the same), or nil when there is none.
  func cycle() -> [String]? {
    var state: [String: Bool] = [:]  // false: on the path; true: done
    var path: [String] = []
    func visit(_ folder: String) -> [String]? {
      if state[folder] == true { return nil }
      if state[folder] == false, let start = path.firstIndex(of: folder) { return path[start...] + [folder] }
      state[folder] = false
      path.append(folder)
      for next in (edges[folder] ?? []).sorted() {
        if let loop = visit(next) { return loop }
      }
      path.removeLast()
      state[folder] = true
      return nil
    }
    for folder in edges.keys.sorted() {
      if let loop = visit(folder) { return loop }
    }
    return nil
  }

  private static func declaration() throws -> Regex<AnyRegexOutput> {
    try Regex(
      #"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|final|indirect|nonisolated)\s+)*(?:struct|enum|class|protocol|actor|typealias|func|let|var)\s+([A-Za-z_]\w*)"#
    ).anchorsMatchLineEndings()
  }

  /// Names declared at the top level (not indented), not private to their file.
  static func topLevelNames(in source: String, _ declaration: Regex<AnyRegexOutput>?) -> Set<String> {
    guard let declaration else { return [] }
    return Set(
      source.matches(of: declaration).compactMap { match -> String? in
        guard let name = match.output[1].substring else { return nil }
        return String(name)
      })
  }

  /// Identifiers the code names, leaving out comments, string literals and members after a dot.
  static func namesUsed(in source: String) -> Set<String> {
    var names: Set<String> = []
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      var code = Substring(line)
      if let comment = code.range(of: "//") { code = code[..<comment.lowerBound] }
      var inString = false
      var previous: Character = " "
      var word = ""
      func flush() {
        if !word.isEmpty, previous != ".", !(word.first?.isNumber ?? true) { names.insert(word) }
        word = ""
      }
      for character in code {
        if character == "\"" {
          inString.toggle()
          word = ""
          previous = character
          continue
        }
        if inString { continue }
        if character.isLetter || character.isNumber || character == "_" {
          word.append(character)
        } else {
          flush()
          previous = character
        }
      }
      flush()
    }
    return names
  }
}
