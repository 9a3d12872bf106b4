import Foundation

@testable import ExerciseRunner
@testable import PromptLanguage

/// What the modules a lesson's code compiles against declare, as the compiler sees them: the
/// symbol graphs of ReducerKit, its testing modules, the lessons' features and the exercises'
/// given pieces, extracted from the built modules beside the tests (`swift-symbolgraph-extract`,
/// public declarations, members inherited through protocols left out: they are found where they
/// are declared).
struct DeclaredAPI: Sendable {
  /// Types, protocols, type aliases and macros, by name (`StackState`, `Reducer`, `Presents`).
  var types: Set<String> = []
  /// Members and enum cases, by base name: the argument labels of each declaration with that
  /// name (`cancellable` → `[["id", "cancelInFlight"]]`); nil for a property, which may hold a
  /// function called with any labels.
  var members: [String: [[String]?]] = [:]
  /// Each type's initializers' labels (`Scope` → `[["state", "action", "child"], …]`).
  var initializers: [String: [[String]]] = [:]
  /// Every argument label of every declaration (`cancelInFlight`).
  var labels: Set<String> = []
  /// The properties of `DependencyValues`: the keys `@Dependency(\.key)` can read.
  var dependencyKeys: Set<String> = []

  static let modules = [
    "ReducerKit", "ReducerKitTestingCore", "ReducerKitTesting", "LessonFeatures", "ExerciseSupport",
  ]

  struct ExtractionFailed: Error, CustomStringConvertible {
    var description: String
  }

  /// Extracts the symbol graphs of ``modules`` from `toolchain`'s build folder.
  static func extract(toolchain: ExerciseToolchain) throws -> DeclaredAPI {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tutor-symbols-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let triple = try targetTriple(toolchain: toolchain)
    for module in modules {
      let result = ExerciseProcess.run(
        "/usr/bin/env",
        [
          tool("swift-symbolgraph-extract", beside: toolchain.swiftc), "-module-name", module,
          "-I", toolchain.modules.path, "-target", triple, "-output-dir", scratch.path,
          "-skip-synthesized-members", "-skip-inherited-docs",
        ], timeout: 300)
      guard result.status == 0 else {
        throw ExtractionFailed(description: "symbol graph of \(module): \(result.errors)\(result.output)")
      }
    }
    var api = DeclaredAPI()
    for file in try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted()
    where file.hasSuffix(".symbols.json") {
      let data = try Data(contentsOf: scratch.appendingPathComponent(file))
      api.add(try JSONDecoder().decode(SymbolGraph.self, from: data))
    }
    return api
  }

  /// A tool of the toolchain: beside `swiftc` when that is a path, else found on the `PATH`.
  static func tool(_ name: String, beside swiftc: String) -> String {
    guard swiftc.contains("/") else { return name }
    return URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent(name).path
  }

  static func targetTriple(toolchain: ExerciseToolchain) throws -> String {
    let result = ExerciseProcess.run("/usr/bin/env", [toolchain.swiftc, "-print-target-info"], timeout: 60)
    struct Info: Decodable {
      struct Target: Decodable { var triple: String }
      var target: Target
    }
    guard result.status == 0, let info = try? JSONDecoder().decode(Info.self, from: Data(result.output.utf8))
    else { throw ExtractionFailed(description: "swiftc -print-target-info: \(result.errors)") }
    return info.target.triple
  }

  /// The part of a symbol graph read here.
  struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
      struct Kind: Decodable { var identifier: String }
      var kind: Kind
      var pathComponents: [String]
    }
    var symbols: [Symbol]
  }

  mutating func add(_ graph: SymbolGraph) {
    for symbol in graph.symbols {
      guard let last = symbol.pathComponents.last else { continue }
      let (name, labels) = Self.split(last)
      self.labels.formUnion((labels ?? []).filter { $0 != "_" })
      switch symbol.kind.identifier.replacingOccurrences(of: "swift.", with: "") {
      case "struct", "enum", "class", "protocol", "typealias", "associatedtype", "macro", "actor":
        types.insert(name)
      case "init":
        if symbol.pathComponents.count >= 2 {
          initializers[symbol.pathComponents[symbol.pathComponents.count - 2], default: []].append(
            labels ?? [])
        }
      case "method", "type.method", "func", "enum.case":
        members[name, default: []].append(labels ?? [])
      case "property", "type.property", "var":
        members[name, default: []].append(nil)
        if symbol.pathComponents == ["DependencyValues", name] { dependencyKeys.insert(name) }
      default:
        break
      }
    }
  }

  /// `cancellable(id:cancelInFlight:)` → `("cancellable", ["id", "cancelInFlight"])`; `count` →
  /// `("count", nil)`.
  static func split(_ component: String) -> (name: String, labels: [String]?) {
    guard let open = component.firstIndex(of: "("), component.hasSuffix(")") else { return (component, nil) }
    let inside = component[component.index(after: open)..<component.index(before: component.endIndex)]
    return (String(component[..<open]), inside.split(separator: ":").map(String.init))
  }

  /// Whether arguments written with `written` labels can call a declaration with `declared`
  /// ones: each written label is found in order, and declared ones left out are taken to have
  /// defaults or to be trailing closures (`.ifLet(_:action:)` calls `ifLet(_:action:then:)`).
  static func compatible(_ written: [String], _ declared: [String]) -> Bool {
    var next = declared.startIndex
    for label in written {
      guard let found = declared[next...].firstIndex(of: label) else { return false }
      next = found + 1
    }
    return true
  }
}
