import Foundation
import Testing

@testable import TutorSupport

@Suite("Trimming spaces and tabs without NSString")
struct WhitespaceTests {
  static let samples = [
    "", " ", "\t", "  a  ", "\ta b\t", "a", " a\n", "\n a \n", "\u{00A0}nbsp\u{00A0}", "\u{3000}全角\u{3000}",
    "\u{2003}em\u{2009}", " é ", " e\u{301} ", "\u{200B}zero width\u{200B}", "x\r", " \r\n ", "🙂 ", " 🇪🇸",
    "  -- ", "\u{1680}ogham\u{202F}", "\u{85}next line\u{85}",
  ]

  @Test("Gives what trimmingCharacters(in: .whitespaces) gives", arguments: samples)
  func sameAsFoundation(_ text: String) {
    #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
    let sub = ("|" + text + "|").dropFirst().dropLast()
    #expect(sub.trimmingWhitespace() == sub.trimmingCharacters(in: .whitespaces))
  }

  @Test(
    "Counts as space exactly what CharacterSet.whitespaces holds, over the whole Basic Multilingual Plane")
  func sameSet() {
    let whitespaces = CharacterSet.whitespaces
    let differing = (0...0xFFFF).compactMap(Unicode.Scalar.init).filter {
      $0.isHorizontalSpace != whitespaces.contains($0)
    }
    #expect(differing.isEmpty)
  }
}
