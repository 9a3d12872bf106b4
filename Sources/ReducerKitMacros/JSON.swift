/// A JSON value: all the plugin protocol needs, without Foundation (the plugin starts once per
/// compiler job, so it stays small and quick to load).
enum JSON: Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSON])
  case object([(String, JSON)])

  static func == (lhs: JSON, rhs: JSON) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: return false
    }
  }

  subscript(key: String) -> JSON? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  var string: String? { if case .string(let value) = self { value } else { nil } }
  var int: Int? { if case .number(let value) = self { Int(value) } else { nil } }

  /// The first (only) key of an object: the case of a message enum.
  var singleKey: (String, JSON)? {
    guard case .object(let members) = self, members.count == 1 else { return nil }
    return members[0]
  }

  /// Compact JSON text.
  var text: String {
    var out = ""
    write(to: &out)
    return out
  }

  private func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .number(let value):
      if value == value.rounded(), abs(value) < 1e15 { out += String(Int(value)) } else { out += "\(value)" }
    case .string(let value): JSON.quote(value, into: &out)
    case .array(let values):
      out += "["
      for (index, value) in values.enumerated() {
        if index > 0 { out += "," }
        value.write(to: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { out += "," }
        JSON.quote(key, into: &out)
        out += ":"
        value.write(to: &out)
      }
      out += "}"
    }
  }

  private static func quote(_ string: String, into out: inout String) {
    out += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}

/// Why a message could not be read as JSON.
struct JSONError: Error, CustomStringConvertible {
  let offset: Int
  let reason: String
  var description: String { "invalid JSON at byte \(offset): \(reason)" }
}

extension JSON {
  /// Parses UTF-8 JSON text.
  static func parse(_ bytes: [UInt8]) throws(JSONError) -> JSON {
    var reader = JSONReader(bytes: bytes)
    let value = try reader.value()
    reader.skipSpace()
    guard reader.index == bytes.count else { throw JSONError(offset: reader.index, reason: "trailing bytes") }
    return value
  }
}

private struct JSONReader {
  let bytes: [UInt8]
  var index = 0

  mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
  }

  func fail(_ reason: String) -> JSONError { JSONError(offset: index, reason: reason) }

  mutating func value() throws(JSONError) -> JSON {
    skipSpace()
    guard index < bytes.count else { throw fail("unexpected end") }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      index += 1
      var members: [(String, JSON)] = []
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      while true {
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a key") }
        let key = try string()
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':'") }
        index += 1
        members.append((key, try value()))
        skipSpace()
        guard index < bytes.count else { throw fail("unexpected end") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
        } else if bytes[index] == UInt8(ascii: "}") {
          index += 1
          return .object(members)
        } else {
          throw fail("expected ',' or '}'")
        }
      }
    case UInt8(ascii: "["):
      index += 1
      var values: [JSON] = []
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(values)
      }
      while true {
        values.append(try value())
        skipSpace()
        guard index < bytes.count else { throw fail("unexpected end") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
        } else if bytes[index] == UInt8(ascii: "]") {
          index += 1
          return .array(values)
        } else {
          throw fail("expected ',' or ']'")
        }
      }
    case UInt8(ascii: "\""):
      return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default:
      let start = index
      while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
      guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
        index = start
        throw fail("unexpected character")
      }
      return .number(number)
    }
  }

  mutating func literal(_ word: String, _ value: JSON) throws(JSONError) -> JSON {
    let end = index + word.utf8.count
    guard end <= bytes.count, bytes[index..<end].elementsEqual(word.utf8) else {
      throw fail("unexpected word")
    }
    index = end
    return value
  }

  mutating func string() throws(JSONError) -> String {
    index += 1  // the opening quote
    var scalars = String.UnicodeScalarView()
    var run = index
    func flush(_ to: Int) {
      scalars.append(contentsOf: String(decoding: bytes[run..<to], as: UTF8.self).unicodeScalars)
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        flush(index)
        index += 1
        return String(scalars)
      }
      guard byte == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      flush(index)
      index += 1
      guard index < bytes.count else { break }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "b"): scalars.append("\u{8}")
      case UInt8(ascii: "f"): scalars.append("\u{C}")
      case UInt8(ascii: "u"):
        var code = try hex4()
        if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        {
          index += 2
          let low = try hex4()
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
      default: scalars.append(Unicode.Scalar(escape))
      }
      run = index
    }
    throw fail("unterminated string")
  }

  mutating func hex4() throws(JSONError) -> UInt32 {
    guard index + 4 <= bytes.count,
      let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { throw fail("bad \\u escape") }
    index += 4
    return code
  }
}
