import Foundation
import ReducerKit

/// What the runtime can tell about a type without an instance: whether it is an enum, a struct
/// or an optional, its readable name, and the keys of a plain `CodingKey` enum.
///
/// Reads the type's metadata through ReducerKit's ``TypeMetadata`` (the one reader of raw
/// metadata in the package, shared with case paths), so a type of another kind is answered with
/// `.other`.
package enum TypeShape: Equatable {
  case `struct`
  case `enum`
  case optional
  case other

  init(of type: Any.Type) {
    switch TypeMetadata(type).kind {
    case .struct: self = .struct
    case .enum: self = .enum
    case .optional: self = .optional
    case .other: self = .other
    }
  }

  /// All values of a `CodingKey` type, when it can be listed: a `CaseIterable` key type, or an
  /// enum without payloads (as synthesized `CodingKeys` are), whose cases are its tags `0..<n`.
  /// Returns nil for any other key type (for example a struct key).
  static func allKeys<Key: CodingKey>(of type: Key.Type) -> [Key]? {
    if let iterable = type as? any CaseIterable.Type {
      return iterable.allCases(as: Key.self)
    }
    let metadata = TypeMetadata(type)
    guard metadata.kind == .enum, let descriptor = metadata.enumDescriptor else { return nil }
    let payloadCases = descriptor.payloadCaseCount
    let emptyCases = descriptor.emptyCaseCount
    guard payloadCases == 0, emptyCases <= 256 else { return nil }
    let expectedSize = emptyCases <= 1 ? 0 : 1
    guard MemoryLayout<Key>.size == expectedSize, MemoryLayout<Key>.alignment == 1 else { return nil }
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
    defer { buffer.deallocate() }
    var keys: [Key] = []
    for tag in 0..<emptyCases {
      buffer.storeBytes(of: UInt8(truncatingIfNeeded: tag), as: UInt8.self)
      let key = buffer.load(as: Key.self)
      // A key that does not read back as itself is not what we think it is: give up.
      guard Key(stringValue: key.stringValue)?.stringValue == key.stringValue else { return nil }
      keys.append(key)
    }
    return keys
  }

  /// The names of the keys of `type`, when they can be listed.
  static func keyNames<Key: CodingKey>(of type: Key.Type) -> [String]? {
    allKeys(of: type)?.map(\.stringValue)
  }

  /// A readable name: `Row.State`, `IdentifiedAction<Int, Row.Action>`, without module names.
  static func displayName(of type: Any.Type) -> String {
    var name = String(reflecting: type)
    // Local and extension contexts: "(unknown context at $1234)." and "(extension in M):".
    while let open = name.range(of: "("), let close = name[open.lowerBound...].firstIndex(of: ")"),
      name[open.lowerBound..<close].contains("context") || name[open.lowerBound..<close].contains("extension")
    {
      var end = name.index(after: close)
      if end < name.endIndex, name[end] == "." || name[end] == ":" { end = name.index(after: end) }
      name.removeSubrange(open.lowerBound..<end)
    }
    var result = ""
    var chain: [Substring] = []
    func flush() {
      if chain.count >= 2 { chain.removeFirst() }
      result += chain.joined(separator: ".")
      chain = []
    }
    var index = name.startIndex
    while index < name.endIndex {
      let character = name[index]
      if character.isLetter || character.isNumber || character == "_" {
        let start = index
        while index < name.endIndex, name[index].isLetter || name[index].isNumber || name[index] == "_" {
          index = name.index(after: index)
        }
        chain.append(name[start..<index])
        if index < name.endIndex, name[index] == "." {
          index = name.index(after: index)
          continue
        }
        flush()
        continue
      }
      result.append(character)
      index = name.index(after: index)
    }
    flush()
    return result
  }

  /// The components of a type name without generic arguments: `["Row", "State"]`.
  static func nameComponents(_ name: String) -> [String] {
    var depth = 0
    var plain = ""
    for character in name {
      if character == "<" {
        depth += 1
      } else if character == ">" {
        depth -= 1
      } else if depth == 0 {
        plain.append(character)
      }
    }
    return plain.split(separator: ".").map { $0.trimmingWhitespace() }
  }

  /// Whether a type name as written (`Row.State`, `State`) names `type`: its components must
  /// be the last components of the type's name.
  package static func name(_ written: String, matches type: Any.Type) -> Bool {
    let writtenComponents = nameComponents(written)
    let typeComponents = nameComponents(displayName(of: type))
    guard !writtenComponents.isEmpty, writtenComponents.count <= typeComponents.count else { return false }
    return Array(typeComponents.suffix(writtenComponents.count)) == writtenComponents
  }

  /// Whether `type` is a `Dictionary`.
  static func isDictionary(_ type: Any.Type) -> Bool {
    String(reflecting: type).hasPrefix("Swift.Dictionary<")
  }
}

extension CaseIterable {
  fileprivate static func allCases<Key>(as _: Key.Type) -> [Key]? {
    allCases.map { $0 as? Key }.reduce(into: [Key]?([])) { result, key in
      guard let key else { return result = nil }
      result?.append(key)
    }
  }
}
