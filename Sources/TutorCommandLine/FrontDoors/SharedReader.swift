import TutorTerminal

/// The line reader, shared between the loop's thread, which reads lines, and effect work that
/// wakes up on its own (`play --realtime`), which only calls its thread-safe `printAbove`.
final class SharedReader: @unchecked Sendable {
  private var reader: any LineReader & Sendable
  init(_ reader: any LineReader & Sendable) { self.reader = reader }
  func readLine(prompt: String) -> LineReadResult { reader.readLine(prompt: prompt) }
  func printAbove(_ text: String) { reader.printAbove(text) }
  var historySaveError: (any Error)? { (reader as? EditLineReader)?.historySaveError }
  func close() { reader.close() }
}
