/// How many terminal columns text takes, without depending on the C locale.
///
/// Combining marks, zero-width characters and controls take none, East Asian wide characters
/// and most emoji two, everything else one. It is an approximation of `wcwidth` good enough
/// to lay out completion lists and to find which row of a wrapped line the cursor is on.
enum DisplayWidth {
  static func of(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + of($1) }
  }

  static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if scalar.properties.isEmojiPresentation { return 2 }
    for range in wideRanges where range.contains(value) { return 2 }
    return 1
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
    0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
}
