import TutorSupport
import TutorTerminal

extension UsageProblem {
  /// Writes a usage problem's outputs on standard error, without colour: how every command line
  /// that cannot be used is told, whether its words could not be read or what they name is not
  /// there (an exercise the course does not have).
  static func write(_ outputs: [Output], catalog: Catalog) {
    let plain = Printer(renderer: Renderer(catalog: catalog), style: Style(enabled: false))
    StandardError.write(plain.text(outputs) + "\n")
  }
}
