import Foundation
import Learning
import TutorSupport
import TutorTerminal

/// How `tutor replay` shows a transcript: in the language it was recorded in (its header says
/// `· es`) unless `--lang` says otherwise, and at the pace asked for.
enum ReplayLanguage {
  /// The printer and language for the transcript: its own when supported and its catalog loads,
  /// else the front door's.
  static func choose(_ transcript: Transcript, front: FrontDoors) -> (Printer, String) {
    guard let language = transcript.language, language != front.language,
      LanguageChoice.supported.contains(language),
      let catalog = try? front.resources.catalog(language: language)
    else { return (front.printer, front.language) }
    var printer = Printer(renderer: Renderer(catalog: catalog), style: front.printer.style)
    printer.width = front.printer.width
    return (printer, language)
  }

  /// A printer in `language` like `printer` (its style and width), or nil when its catalog does
  /// not load: a replay follows a `:lang es` typed in the session from that line on.
  static func printer(_ language: String, like printer: Printer, front: FrontDoors) -> Printer? {
    guard LanguageChoice.supported.contains(language),
      let catalog = try? front.resources.catalog(language: language)
    else { return nil }
    var switched = Printer(renderer: Renderer(catalog: catalog), style: printer.style)
    switched.width = printer.width
    return switched
  }

  /// The pause between two replayed lines.
  static func pause(_ pace: Duration) {
    let (seconds, attoseconds) = pace.components
    let interval = Double(seconds) + Double(attoseconds) / 1e18
    if interval > 0 { Thread.sleep(forTimeInterval: interval) }
  }
}
