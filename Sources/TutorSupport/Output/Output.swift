/// One piece of what the tutor shows, before it is put into words: either text from the locale
/// catalog (a key and its arguments) or code, dumps and diffs, which read the same in every
/// language.
public enum Output: Equatable, Sendable {
  /// Text from the catalog.
  case message(key: String, arguments: [String: String] = [:], count: Int? = nil, role: Role = .plain)
  /// Code, a dump or a diff, shown as is.
  case code(String, role: Role = .plain)
  /// An empty line.
  case blank
  /// Lesson prose, written in light Markdown: `**strong**` and `*emphasis*` marks are taken out
  /// when shown; `code` keeps its backticks.
  case prose(String)
  /// Input that could not be read: the line, a caret under the column, and the reason.
  case inputError(InputError, source: String?)

  /// How a line should look; the terminal picks the colours.
  public enum Role: Sendable, Equatable {
    case plain, heading, hint, success, failure, warning, dim
    /// A diff: `−` lines in red, `+` lines in green.
    case diff
  }

  /// An argument that is itself a catalog key, put into words when rendered.
  public static func localized(_ key: String) -> String { "⟪\(key)⟫" }

  /// A catalog message with the default role.
  public static func say(_ key: String, _ arguments: [String: String] = [:], count: Int? = nil) -> Output {
    .message(key: key, arguments: arguments, count: count)
  }
}

/// A line ready to print, with its role for colouring.
public struct RenderedLine: Equatable, Sendable {
  public let text: String
  public let role: Output.Role

  public init(_ text: String, role: Output.Role = .plain) {
    self.text = VisibleText.escaping(text)
    self.role = role
  }
}

/// Puts outputs into words with a catalog.
public struct Renderer: Sendable {
  public let catalog: Catalog

  public init(catalog: Catalog) { self.catalog = catalog }

  public func render(_ outputs: [Output]) -> [RenderedLine] {
    outputs.flatMap(render)
  }

  public func render(_ output: Output) -> [RenderedLine] {
    switch output {
    case .message(let key, let arguments, let count, let role):
      let words = arguments.mapValues { value in
        value.hasPrefix("⟪") && value.hasSuffix("⟫")
          ? catalog.text(String(value.dropFirst().dropLast())) : value
      }
      return lines(catalog.text(key, words, count: count), role: role)
    case .code(let text, let role):
      return lines(role == .diff ? DiffVocabulary.localize(text, catalog: catalog) : text, role: role)
    case .blank:
      return [RenderedLine("")]
    case .prose(let text):
      return lines(Self.plainProse(FencedCode.indented(text)), role: .plain)
    case .inputError(let error, let source):
      var lines: [RenderedLine] = []
      if let source, let column = error.column {
        lines.append(RenderedLine("  " + source, role: .dim))
        lines.append(RenderedLine("  " + InputError.caretLine(column: column), role: .failure))
      }
      let reason = catalog.text("error.prefix") + error.message(in: catalog)
      return lines + self.lines(reason, role: .failure)
    }
  }

  /// All outputs as plain text, one line each.
  public func text(_ outputs: [Output]) -> String {
    render(outputs).map(\.text).joined(separator: "\n")
  }

  /// Prose without its emphasis marks; text inside backticks is left alone.
  static func plainProse(_ text: String) -> String {
    var result = ""
    var inCode = false
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "`" { inCode.toggle() }
      if !inCode, character == "*" {
        index = text.index(after: index)
        continue
      }
      result.append(character)
      index = text.index(after: index)
    }
    return result
  }

  private func lines(_ text: String, role: Output.Role) -> [RenderedLine] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { RenderedLine(String($0), role: role) }
  }
}
