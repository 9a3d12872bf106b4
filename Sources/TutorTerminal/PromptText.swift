/// Prompt text as libedit's `EL_PROMPT_ESC` wants it.
enum PromptText {
  /// The character that starts and ends text libedit sends as is, taking no width.
  static let literal: Character = "\u{1}"

  /// `prompt` with every ANSI escape sequence enclosed in ``literal`` characters, so that
  /// libedit does not count colour codes as columns; a stray ``literal`` is dropped.
  ///
  /// libedit attaches literal text to the visible character after it, and one at the very end
  /// of the prompt is lost, so a colour reset would never be sent and the user's text would
  /// take the prompt's colour. Escape sequences at the end therefore move before the trailing
  /// whitespace, or else before the last visible character.
  static func markingEscapes(_ prompt: String) -> String {
    var pieces = split(prompt)
    var trailing: [Piece] = []
    while let last = pieces.last, case .escape = last {
      trailing.insert(pieces.removeLast(), at: 0)
    }
    if !trailing.isEmpty {
      var position = pieces.endIndex
      while position > pieces.startIndex, case .visible(let scalar) = pieces[position - 1],
        scalar.properties.isWhitespace
      {
        position -= 1
      }
      if position == pieces.endIndex, position > pieces.startIndex { position -= 1 }
      pieces.insert(contentsOf: trailing, at: position)
    }
    var result = ""
    for piece in pieces {
      switch piece {
      case .visible(let scalar):
        result.unicodeScalars.append(scalar)
      case .escape(let sequence):
        result.append(literal)
        result += sequence
        result.append(literal)
      }
    }
    return result
  }

  private enum Piece {
    case visible(Unicode.Scalar)
    case escape(String)
  }

  /// `prompt` cut into visible scalars and whole escape sequences; ``literal`` is dropped.
  private static func split(_ prompt: String) -> [Piece] {
    var pieces: [Piece] = []
    var scalars = Array(prompt.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      if Character(scalar) == literal { continue }
      guard scalar == "\u{1B}" else {
        pieces.append(.visible(scalar))
        continue
      }
      var sequence = String.UnicodeScalarView([scalar])
      if let kind = scalars.popFirst() {
        sequence.append(kind)
        if kind == "[" {
          while let next = scalars.popFirst() {
            sequence.append(next)
            if (0x40...0x7E).contains(next.value) { break }
          }
        }
      }
      pieces.append(.escape(String(sequence)))
    }
    return pieces
  }

  /// The columns `prompt` takes on screen.
  static func width(_ prompt: String) -> Int {
    DisplayWidth.of(Style.stripped(prompt))
  }
}
