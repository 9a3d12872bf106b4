import EngineTestSupport
import Foundation
import Testing

@testable import TutorSupport

/// The catalogs are read from their bytes, not through `JSONSerialization` (a third of the
/// tutor's start-up); anything outside their plain shape still goes through it, with the same
/// result and the same messages.
@Suite("Catalog loading work")
struct CatalogLoadWorkTests {
  @Test("Both catalogs load without JSONSerialization, one read per file", arguments: ["en", "es"])
  func noSerialization(language: String) throws {
    let folder = RepositoryFolders.locales.appendingPathComponent(language)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".json")
    }
    var work = Catalog.LoadWork()
    let catalog = try Catalog.load(language: language, from: RepositoryFolders.locales, work: &work)
    #expect(work == Catalog.LoadWork(files: files.count, serialized: 0))
    #expect(files.count > 10)
    #expect(catalog.keys.count > 500)
  }

  @Test("Every catalog file reads as JSONSerialization reads it", arguments: ["en", "es"])
  func sameAsSerialization(language: String) throws {
    let folder = RepositoryFolders.locales.appendingPathComponent(language)
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".json")
    {
      let data = try Data(contentsOf: folder.appendingPathComponent(name))
      #expect(CatalogJSON.object(in: data) == Self.serialized(data), "\(language)/\(name)")
    }
  }

  @Test("Escapes, Unicode and spacing read as JSONSerialization reads them")
  func escapes() throws {
    let texts = [
      #"{"a": "plain", "b": "tab\there \"quoted\" back\\slash \/ \b\f\n\r"}"#,
      #"{ "é": "caf\u00e9 \u00E9 — ñ", "emoji": "\ud83d\ude00 😀", "nul": "\u0000" }"#,
      "\n\t{\r\n  \"plural\" : { \"one\" : \"{count} fila\", \"other\": \"{count} filas\" } ,\"x\":\"\"}\n ",
      "{}",
      #"{"empty": {}}"#,
    ]
    for text in texts {
      let data = Data(text.utf8)
      let read = CatalogJSON.object(in: data)
      #expect(read != nil, "\(text)")
      #expect(read == Self.serialized(data), "\(text)")
    }
  }

  @Test("Anything outside the plain shape is left to JSONSerialization")
  func outsideTheShape() {
    let texts = [
      #"{"a": 1}"#, #"{"a": ["x"]}"#, #"{"a": true}"#, #"{"a": null}"#,
      #"{"a": {"other": {"b": "c"}}}"#, #"{"a": {"other": 2}}"#,
      "\u{FEFF}{\"a\": \"b\"}", #"{"a": "b", "a": "c"}"#, #"{"a": "\ud800"}"#, #"{"a": "\udc00x"}"#,
      #"{"a": "b"} x"#, "{\"a\": \"b\tc\"}", #"{"a": "\x"}"#, #"{"a": "\u12"}"#, #"{"a": "b",}"#,
      #"{"a" "b"}"#, #"["a"]"#, #""a""#, "", #"{"a": "b""#,
    ]
    for text in texts {
      #expect(CatalogJSON.object(in: Data(text.utf8)) == nil, "\(text)")
    }
    #expect(CatalogJSON.object(in: [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D]) == nil)
  }

  @Test("Files outside the shape: the same results and messages as before")
  func fallbackMessages() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    func load(_ files: [String: String]) throws -> (Catalog, Catalog.LoadWork) {
      let folder = root.appendingPathComponent("xx")
      try? FileManager.default.removeItem(at: folder)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
      var work = Catalog.LoadWork()
      return (try Catalog.load(language: "xx", from: root, work: &work), work)
    }
    func problem(_ files: [String: String]) -> String? {
      do {
        _ = try load(files)
        return nil
      } catch {
        return (error as? Catalog.LoadError)?.reason
      }
    }
    // A byte order mark: read by JSONSerialization, as before.
    let (catalog, work) = try load(["a.json": "\u{FEFF}{\"k\": \"v\"}", "b.json": #"{"n": "m"}"#])
    #expect(catalog.text("k") == "v")
    #expect(catalog.text("n") == "m")
    #expect(work == Catalog.LoadWork(files: 2, serialized: 1))
    #expect(problem(["a.json": #"{"k": 1}"#]) == #"key 'k' must be a string or plural forms with "other""#)
    #expect(
      problem(["a.json": #"{"k": {"one": "x"}}"#])
        == #"key 'k' must be a string or plural forms with "other""#)
    #expect(problem(["a.json": #"{"k": "#]) == "not a JSON object of keys to text")
    #expect(problem(["a.json": #"["k"]"#]) == "not a JSON object of keys to text")
    #expect(problem(["a.json": #"{"k": "v"}"#, "b.json": #"{"k": "w"}"#]) == "key 'k' is defined twice")
    #expect(problem(["a.json": "{}"]) == "no text found for language 'xx'")
  }

  /// What the old loader made of a file: strings, and objects whose values are all strings.
  static func serialized(_ data: Data) -> [String: CatalogJSON.Value]? {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
    var result: [String: CatalogJSON.Value] = [:]
    for (key, value) in object {
      switch value {
      case let string as String: result[key] = .string(string)
      case let forms as [String: String]: result[key] = .object(forms)
      default: return nil
      }
    }
    return result
  }
}
