import Foundation
import TutorSupport
import TutorTerminal

/// Writes rendered outputs to standard output, coloured by role when colours are on, and laid
/// out for the terminal's width: prose and messages are wrapped at word boundaries (see
/// ``Reflow``); code, dumps and diffs are shown as they are.
struct Printer {
  let renderer: Renderer
  let style: Style
  /// The columns to wrap to, measured again for every batch of outputs (so a resized window
  /// takes effect at once).
  var width: @Sendable () -> Int = Printer.measuredWidth

  var catalog: Catalog { renderer.catalog }

  /// The terminal's width now, else `COLUMNS`, else 80.
  @Sendable static func measuredWidth() -> Int {
    // Only `COLUMNS` counts: not the whole environment copied into a dictionary every time (a
    // tenth of the start-up, for the two empty batches before the first prompt).
    let columns = getenv("COLUMNS").map { ["COLUMNS": String(cString: $0)] } ?? [:]
    return TerminalCapabilities.currentWidth(environment: columns)
  }

  func print(_ outputs: [Output]) {
    for line in lines(outputs) { write(line) }
  }

  /// The outputs as styled text, lines joined.
  func text(_ outputs: [Output]) -> String {
    lines(outputs).map(styled).joined(separator: "\n")
  }

  /// The outputs rendered and laid out for the current width.
  func lines(_ outputs: [Output]) -> [RenderedLine] {
    guard !outputs.isEmpty else { return [] }
    let width = width()
    return outputs.flatMap { output -> [RenderedLine] in
      let rendered = renderer.render(output)
      switch output {
      case .prose:
        return Reflow.prose(rendered.map(\.text).joined(separator: "\n"), width: width).map {
          RenderedLine($0)
        }
      case .message:
        return wrapped(rendered, width: width)
      case .inputError(let error, let source):
        let kept = source != nil && error.column != nil ? 2 : 0
        return Array(rendered.prefix(kept)) + wrapped(Array(rendered.dropFirst(kept)), width: width)
      case .code, .blank:
        return rendered
      }
    }
  }

  private func wrapped(_ lines: [RenderedLine], width: Int) -> [RenderedLine] {
    lines.flatMap { line in Reflow.message(line.text, width: width).map { RenderedLine($0, role: line.role) }
    }
  }

  func say(_ key: String, _ arguments: [String: String] = [:]) {
    print([.say(key, arguments)])
  }

  /// A usage or start-up problem, on standard error.
  func error(_ key: String, _ arguments: [String: String] = [:], count: Int? = nil) {
    let text = Reflow.message("tutor: " + catalog.text(key, arguments, count: count), width: width())
    StandardError.write(text.joined(separator: "\n") + "\n")
  }

  private func write(_ line: RenderedLine) {
    StandardOutput.write(styled(line) + "\n")
  }

  private func styled(_ line: RenderedLine) -> String {
    switch line.role {
    case .plain: return line.text
    case .heading: return style.bold(line.text)
    case .hint: return style.cyan(line.text)
    case .success: return style.green(line.text)
    case .failure: return style.red(line.text)
    case .warning: return style.yellow(line.text)
    case .dim: return style.dim(line.text)
    case .diff:
      if line.text.hasPrefix("−") { return style.red(line.text) }
      if line.text.hasPrefix("+") { return style.green(line.text) }
      return line.text
    }
  }
}

/// Writes to standard error, by length (a NUL cuts nothing), control characters made visible:
/// messages quote what the user gave (arguments, lesson names from transcripts).
enum StandardError {
  static func write(_ text: String) {
    FileHandle.standardError.write(Data(VisibleText.escaping(text).utf8))
  }
}
