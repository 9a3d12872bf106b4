import Foundation
import TutorEngine
import TutorTerminal

/// Writes rendered outputs to standard output, coloured by role when colours are on.
struct Printer {
  let renderer: Renderer
  let style: Style

  var catalog: Catalog { renderer.catalog }

  func print(_ outputs: [Output]) {
    for line in renderer.render(outputs) { write(line) }
  }

  /// The outputs as styled text, lines joined.
  func text(_ outputs: [Output]) -> String {
    renderer.render(outputs).map(styled).joined(separator: "\n")
  }

  func say(_ key: String, _ arguments: [String: String] = [:]) {
    print([.say(key, arguments)])
  }

  /// A usage or start-up problem, on standard error.
  func error(_ key: String, _ arguments: [String: String] = [:]) {
    StandardError.write("tutor: " + catalog.text(key, arguments) + "\n")
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
