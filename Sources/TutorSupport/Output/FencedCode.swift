/// Fenced code in lesson prose (```` ```swift ````, ```` ```swift sketch ````) as the learner sees
/// it: the fence lines go, and the code is indented four spaces, so it reads like every other
/// block of code in a lesson and is laid out as written. The fence's words are for `tutor lint`
/// and the tests that compile the blocks, not for the learner.
///
///     FencedCode.indented("Like this:\n```swift\nlet x = 1\n```")
///     // "Like this:\n\n    let x = 1"
enum FencedCode {
  static func indented(_ text: String) -> String {
    guard text.contains("```") else { return text }
    var result: [Substring] = []
    var fenced = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.drop(while: { $0 == " " }).hasPrefix("```") {
        // A blank line on the way in keeps the code out of the paragraph above it.
        if !fenced, let last = result.last, !last.allSatisfy({ $0 == " " }) { result.append("") }
        fenced.toggle()
        continue
      }
      result.append(fenced && !line.isEmpty ? "    " + line : line)
    }
    return result.joined(separator: "\n")
  }
}
