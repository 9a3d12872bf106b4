import Foundation

/// The Swift a lesson shows in fences: ```` ```swift ```` blocks compile against ReducerKit (a
/// test typechecks every one, `LessonSwiftBlockTests`), ```` ```swift sketch ```` blocks are
/// deliberately not valid Swift, and the text around them says so.
///
/// Each checked block is compiled on its own, inside a namespace of its own (a `struct`), so two
/// blocks may show the same type at two stages; `LessonFeatures` is imported, so a block may
/// use a lesson's sandbox types (`Row`, `Payment`, …). A block therefore holds declarations, as
/// a Swift file does, not statements: a statement goes in a function.
public struct SwiftBlock: Sendable, Equatable {
  /// The lesson file, and the line of the first line of code (after the fence).
  public let file: String
  public let line: Int
  public let code: String
  /// A ```` ```swift sketch ````: shown, never compiled.
  public let isSketch: Bool

  /// The fenced Swift blocks of `text`, the words of a lesson in one language read from `file`.
  public static func blocks(in text: String, file: String) -> [SwiftBlock] {
    var blocks: [SwiftBlock] = []
    var open: (line: Int, sketch: Bool, lines: [String])?
    var inOtherFence = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix("```") else {
        open?.lines.append(String(line))
        continue
      }
      if let block = open {
        blocks.append(
          SwiftBlock(
            file: file, line: block.line, code: block.lines.joined(separator: "\n"), isSketch: block.sketch))
        open = nil
      } else if inOtherFence {
        inOtherFence = false
      } else {
        let words = trimmed.dropFirst(3).split(separator: " ")
        if words.first == "swift" {
          open = (index + 2, words.contains("sketch"), [])
        } else {
          inOtherFence = true
        }
      }
    }
    return blocks
  }

  /// The block as a Swift file of its own: imports, a namespace named `name`, and
  /// `#sourceLocation` so that the compiler's errors name the lesson file and line.
  public func source(namespace name: String) -> String {
    """
    import ReducerKit
    import LessonFeatures

    struct \(name) {
    #sourceLocation(file: "\(file)", line: \(line))
    \(code)
    #sourceLocation()
    }

    """
  }
}
