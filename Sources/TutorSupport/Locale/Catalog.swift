import Foundation

/// The user-facing text of one language, loaded from `locales/<lang>/*.json`.
///
/// Every file in a language folder is a flat JSON object of keys to text. A value is either a
/// string or an object of plural forms (`"one"`, `"other"`, optionally `"zero"`), chosen by the
/// `count` argument. Placeholders are written `{name}`.
///
///     let en = try Catalog.load(language: "en", from: localesFolder)
///     en.text("parser.noSuchCase", ["case": ".lefft", "suggestion": ".left"])
public struct Catalog: Sendable {
  public let language: String
  private let entries: [String: Entry]

  enum Entry: Sendable, Equatable {
    case text(String)
    case plural([String: String])
  }

  public init(language: String, entries: [String: String]) {
    self.language = language
    self.entries = entries.mapValues(Entry.text)
  }

  init(language: String, rawEntries: [String: Entry]) {
    self.language = language
    self.entries = rawEntries
  }

  /// All keys this catalog defines.
  public var keys: Set<String> { Set(entries.keys) }

  /// The plural-form names a key defines (empty for a plain string), for parity checks.
  public func pluralForms(of key: String) -> Set<String> {
    if case .plural(let forms)? = entries[key] { return Set(forms.keys) }
    return []
  }

  /// The text for `key`, with `{name}` placeholders filled from `arguments`.
  ///
  /// A missing key renders as `⟦key⟧` so that it is visible, never a crash.
  /// - Parameters:
  ///   - count: picks the plural form (`zero` when defined and `count == 0`, `one` for 1,
  ///     `other` otherwise); it is also available as the `{count}` placeholder.
  public func text(_ key: String, _ arguments: [String: String] = [:], count: Int? = nil) -> String {
    var template: String
    switch entries[key] {
    case .text(let string)?:
      template = string
    case .plural(let forms)?:
      let form: String
      switch count {
      case 0? where forms["zero"] != nil: form = "zero"
      case 1?: form = "one"
      default: form = "other"
      }
      template = forms[form] ?? forms["other"] ?? "⟦\(key)⟧"
    case nil:
      return "⟦\(key)⟧"
    }
    var arguments = arguments
    if let count, arguments["count"] == nil { arguments["count"] = String(count) }
    for (name, value) in arguments {
      template = template.replacingOccurrences(of: "{\(name)}", with: value)
    }
    return template
  }
}

extension Catalog {
  /// A problem found while loading a catalog; names the file.
  public struct LoadError: Error, Equatable, CustomStringConvertible {
    public let file: String
    public let reason: String
    public var description: String { "\(file): \(reason)" }
  }

  /// Loads and merges every `*.json` file in `folder/<language>/`.
  public static func load(language: String, from folder: URL) throws -> Catalog {
    var work = LoadWork()
    return try load(language: language, from: folder, work: &work)
  }

  /// What loading a catalog did, for the tests that count it.
  struct LoadWork: Equatable {
    /// Files read.
    var files = 0
    /// Files read with `JSONSerialization`, being outside the shape `CatalogJSON` reads.
    var serialized = 0
  }

  /// A course's catalog: its keys, which may be none.
  public static func load(language: String, from folder: URL, allowEmpty: Bool) throws -> Catalog {
    var work = LoadWork()
    return try load(language: language, from: folder, work: &work, allowEmpty: allowEmpty)
  }

  /// This catalog with a course's keys added; a key both define is an error: a course adds
  /// words, it does not reword the tutor's.
  public func adding(_ course: Catalog) throws -> Catalog {
    var merged = entries
    for (key, entry) in course.entries {
      guard merged[key] == nil else {
        throw LoadError(
          file: "locales/\(language)", reason: "key '\(key)' is the tutor's own; use a key of the course's")
      }
      merged[key] = entry
    }
    return Catalog(language: language, rawEntries: merged)
  }

  static func load(
    language: String, from folder: URL, work: inout LoadWork, allowEmpty: Bool = false
  ) throws -> Catalog {
    let languageFolder = folder.appendingPathComponent(language, isDirectory: true)
    let files = (try? FileManager.default.contentsOfDirectory(atPath: languageFolder.path)) ?? []
    var merged: [String: Entry] = [:]
    for name in files.sorted() where name.hasSuffix(".json") {
      let url = languageFolder.appendingPathComponent(name)
      let data = try Data(contentsOf: url)
      work.files += 1
      let entries: [(key: String, entry: Entry?)]
      if let object = CatalogJSON.object(in: data) {
        entries = object.map { key, value in
          switch value {
          case .string(let string): (key, .text(string))
          case .object(let forms): (key, forms["other"] != nil ? .plural(forms) : nil)
          }
        }
      } else {
        work.serialized += 1
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
          throw LoadError(file: url.path, reason: "not a JSON object of keys to text")
        }
        entries = object.map { key, value in
          switch value {
          case let string as String: (key, .text(string))
          case let forms as [String: String] where forms["other"] != nil: (key, .plural(forms))
          default: (key, nil)
          }
        }
      }
      for (key, entry) in entries {
        if merged[key] != nil {
          throw LoadError(file: url.path, reason: "key '\(key)' is defined twice")
        }
        guard let entry else {
          throw LoadError(
            file: url.path, reason: "key '\(key)' must be a string or plural forms with \"other\"")
        }
        merged[key] = entry
      }
    }
    if merged.isEmpty && !allowEmpty {
      throw LoadError(file: languageFolder.path, reason: "no text found for language '\(language)'")
    }
    return Catalog(language: language, rawEntries: merged)
  }
}
