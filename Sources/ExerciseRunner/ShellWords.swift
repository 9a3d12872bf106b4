/// The words of one command line as a POSIX shell reads them: blanks separate words; `'…'` keeps
/// everything inside; `"…"` keeps everything but `\"` and `\\`; a backslash outside quotes keeps
/// the next character. The `swiftc` driver prints its jobs this way (`-###`), and clang its own.
enum ShellWords {
  /// The words of `line`; nil when a quote is left open.
  static func split(_ line: Substring) -> [String]? {
    var words: [String] = []
    var word = ""
    var inWord = false
    var characters = line.makeIterator()
    while let character = characters.next() {
      switch character {
      case " ", "\t":
        if inWord { words.append(word) }
        word = ""
        inWord = false
      case "'":
        inWord = true
        var closed = false
        while let next = characters.next() {
          if next == "'" {
            closed = true
            break
          }
          word.append(next)
        }
        if !closed { return nil }
      case "\"":
        inWord = true
        var closed = false
        while let next = characters.next() {
          if next == "\"" {
            closed = true
            break
          }
          if next == "\\", let escaped = characters.next() {
            if escaped != "\"" && escaped != "\\" && escaped != "$" && escaped != "`" { word.append("\\") }
            word.append(escaped)
          } else {
            word.append(next)
          }
        }
        if !closed { return nil }
      case "\\":
        inWord = true
        if let escaped = characters.next() { word.append(escaped) }
      default:
        inWord = true
        word.append(character)
      }
    }
    if inWord { words.append(word) }
    return words
  }
}
