import Testing

@testable import TutorTerminal

@Suite("UTF8ByteDecoder")
struct UTF8ByteDecoderTests {
  func decode(_ bytes: [UInt8]) -> [UTF8ByteDecoder.Output] {
    var decoder = UTF8ByteDecoder()
    return bytes.map { decoder.feed($0) }
  }

  @Test func asciiAtOnce() {
    #expect(decode([0x61, 0x0A]) == [.scalar("a"), .scalar("\n")])
  }

  @Test func multiByteScalarsAfterTheirLastByte() {
    #expect(decode(Array("ñ".utf8)) == [.needMore, .scalar("ñ")])
    #expect(decode(Array("✓".utf8)) == [.needMore, .needMore, .scalar("✓")])
    #expect(decode(Array("😀".utf8)) == [.needMore, .needMore, .needMore, .scalar("😀")])
  }

  @Test func invalidBytesAreDropped() {
    #expect(decode([0xFF, 0x61]) == [.invalid, .scalar("a")])
    #expect(decode([0x80]) == [.invalid])
    #expect(decode([0xC0, 0xAF]) == [.invalid, .invalid])  // overlong
  }

  @Test func aBrokenSequenceGivesWayToTheNextByte() {
    #expect(decode([0xC3, 0x61]) == [.needMore, .scalar("a")])
    #expect(decode([0xE2, 0x9C, 0xC3, 0xB1]) == [.needMore, .needMore, .needMore, .scalar("ñ")])
  }

  @Test func surrogatesAndOverlongThreeByteFormsAreInvalid() {
    #expect(decode([0xED, 0xA0, 0x80]) == [.needMore, .needMore, .invalid])
    #expect(decode([0xE0, 0x80, 0xAF]) == [.needMore, .needMore, .invalid])
  }

  @Test func resetForgetsAPartialSequence() {
    var decoder = UTF8ByteDecoder()
    #expect(decoder.feed(0xE2) == .needMore)
    #expect(decoder.isPending)
    decoder.reset()
    #expect(!decoder.isPending)
    #expect(decoder.feed(0x41) == .scalar("A"))
  }
}
