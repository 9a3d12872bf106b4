import PromptLanguage
import TutorSupport

/// Puts Unicode scalars together from UTF-8 bytes that arrive one at a time.
struct UTF8ByteDecoder {
  enum Output: Equatable {
    /// A whole, valid scalar.
    case scalar(Unicode.Scalar)
    /// The byte starts or continues a sequence: feed the next.
    case needMore
    /// The byte (with the unfinished sequence before it) was not UTF-8 and is dropped.
    case invalid
  }

  private var pending: [UInt8] = []
  private var expected = 0

  /// Whether part of a sequence is waiting for more bytes.
  var isPending: Bool { !pending.isEmpty }

  /// Forgets an unfinished sequence.
  mutating func reset() {
    pending.removeAll()
    expected = 0
  }

  mutating func feed(_ byte: UInt8) -> Output {
    if !pending.isEmpty {
      guard byte & 0xC0 == 0x80 else {
        // The sequence broke off: drop it and read this byte afresh.
        reset()
        return feed(byte)
      }
      pending.append(byte)
      guard pending.count == expected else { return .needMore }
      defer { reset() }
      var decoder = Unicode.UTF8.ForwardParser()
      var bytes = pending.makeIterator()
      if case .valid(let encoded) = decoder.parseScalar(from: &bytes) {
        return .scalar(Unicode.UTF8.decode(encoded))
      }
      return .invalid
    }
    switch byte {
    case 0x00..<0x80:
      return .scalar(Unicode.Scalar(byte))
    case 0xC2...0xDF:
      expected = 2
    case 0xE0...0xEF:
      expected = 3
    case 0xF0...0xF4:
      expected = 4
    default:
      return .invalid
    }
    pending = [byte]
    return .needMore
  }
}
