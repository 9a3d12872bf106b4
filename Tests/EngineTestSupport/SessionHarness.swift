import Foundation
import SandboxRuntime
import TutorSupport

/// Runs prompt lines through a session and renders what it says, in English or Spanish.
package struct SessionHarness {
  package let session: Session
  package let renderer: Renderer

  package init(lesson: String, language: String = "en") throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let catalog = try Catalog.load(language: language, from: root.appendingPathComponent("locales"))
    guard let session = Session(lesson: lesson) else { throw HarnessError.noLesson(lesson) }
    self.session = session
    self.renderer = Renderer(catalog: catalog)
  }

  package enum HarnessError: Error { case noLesson(String) }

  /// What the session prints for `line`.
  @discardableResult
  package func type(_ line: String) -> String {
    renderer.text(session.handle(line).outputs)
  }

  /// Whether `line` failed.
  package func fails(_ line: String) -> Bool {
    session.handle(line).failed
  }
}
