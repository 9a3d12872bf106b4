/// Reads a catalog file in the shape the catalogs are written in — one JSON object whose values
/// are strings or objects of strings, in UTF-8, each key once — straight from its bytes.
///
/// `JSONSerialization` built a Foundation object for every value and cast each back, a third of
/// the tutor's start-up (docs/benchmarks.md, issue 16, target 5). Anything outside that shape —
/// other JSON values, a byte order mark, a key given twice, malformed text — gives nil, and
/// `Catalog.load` then asks `JSONSerialization` as before, so what is accepted and what each
/// problem is called do not change.
enum CatalogJSON {
  enum Value: Equatable {
    case string(String)
    case object([String: String])
  }

  /// The file's keys and values; nil when it is not in the catalogs' plain shape.
  static func object(in bytes: some Collection<UInt8>) -> [String: Value]? {
    let bytes = Array(bytes)
    return bytes.withUnsafeBufferPointer { buffer -> [String: Value]? in
      // Valid UTF-8 as a whole, so every run between two quotes is valid UTF-8 too.
      guard String(validating: buffer, as: UTF8.self) != nil else { return nil }
      var reader = Reader(bytes: buffer)
      reader.skipSpace()
      guard
        let object = reader.object(value: { reader -> Value? in
          switch reader.peek {
          case UInt8(ascii: "\""): return reader.string().map(Value.string)
          case UInt8(ascii: "{"): return reader.object(value: { $0.string() }).map(Value.object)
          default: return nil
          }
        })
      else { return nil }
      reader.skipSpace()
      return reader.isAtEnd ? object : nil
    }
  }

  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var at = 0

    var isAtEnd: Bool { at == bytes.count }
    var peek: UInt8? { at < bytes.count ? bytes[at] : nil }

    mutating func skipSpace() {
      while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { at += 1 }
    }

    mutating func take(_ byte: UInt8) -> Bool {
      guard peek == byte else { return false }
      at += 1
      return true
    }

    /// `{ "key": value, … }`, each key once.
    mutating func object<V>(value: (inout Reader) -> V?) -> [String: V]? {
      guard take(UInt8(ascii: "{")) else { return nil }
      var result: [String: V] = [:]
      skipSpace()
      if take(UInt8(ascii: "}")) { return result }
      while true {
        skipSpace()
        guard peek == UInt8(ascii: "\""), let key = string() else { return nil }
        skipSpace()
        guard take(UInt8(ascii: ":")) else { return nil }
        skipSpace()
        guard let item = value(&self), result.updateValue(item, forKey: key) == nil else { return nil }
        skipSpace()
        if take(UInt8(ascii: ",")) { continue }
        return take(UInt8(ascii: "}")) ? result : nil
      }
    }

    /// A string, its escapes decoded; nil for a control character or a lone surrogate.
    mutating func string() -> String? {
      guard take(UInt8(ascii: "\"")) else { return nil }
      // Most strings have no escapes: taken as they are.
      let start = at
      while at < bytes.count, bytes[at] != UInt8(ascii: "\""), bytes[at] != UInt8(ascii: "\\") {
        if bytes[at] < 0x20 { return nil }
        at += 1
      }
      guard at < bytes.count else { return nil }
      if bytes[at] == UInt8(ascii: "\"") {
        at += 1
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(at - 1)]), as: UTF8.self)
      }
      var text = Array(bytes[start..<at])
      while let byte = peek {
        at += 1
        switch byte {
        case UInt8(ascii: "\""):
          return String(decoding: text, as: UTF8.self)
        case UInt8(ascii: "\\"):
          guard let escaped = peek else { return nil }
          at += 1
          switch escaped {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
          case UInt8(ascii: "b"): text.append(0x08)
          case UInt8(ascii: "f"): text.append(0x0C)
          case UInt8(ascii: "n"): text.append(0x0A)
          case UInt8(ascii: "r"): text.append(0x0D)
          case UInt8(ascii: "t"): text.append(0x09)
          case UInt8(ascii: "u"):
            guard let scalar = unicodeEscape() else { return nil }
            UTF8.encode(scalar) { text.append($0) }
          default: return nil
          }
        case 0..<0x20:
          return nil
        default:
          text.append(byte)
        }
      }
      return nil
    }

    /// The scalar of `\uXXXX` (the `\u` read), a surrogate pair taken whole.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
      guard let first = hex4() else { return nil }
      switch first {
      case 0xD800..<0xDC00:
        guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")), let second = hex4(),
          (0xDC00..<0xE000).contains(second)
        else { return nil }
        return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
      case 0xDC00..<0xE000:
        return nil
      default:
        return Unicode.Scalar(first)
      }
    }

    private mutating func hex4() -> UInt32? {
      guard at + 4 <= bytes.count else { return nil }
      var value: UInt32 = 0
      for byte in bytes[at..<(at + 4)] {
        let digit: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
        default: return nil
        }
        value = value << 4 | UInt32(digit)
      }
      at += 4
      return value
    }
  }
}
