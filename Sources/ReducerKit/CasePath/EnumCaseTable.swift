import Synchronization

/// The cases of an enum type as its metadata declares them, by tag: for each case with a payload,
/// the payload's type and whether it is stored out of line (`indirect`).
///
/// Read from the type's context descriptor (its field records), once per type, and kept for the
/// life of the process. A type whose records do not add up to what its descriptor says (or that
/// has a payload case of size zero, whose numbering the runtime may treat differently) gets no
/// table, and its case paths keep using reflection.
struct EnumCaseTable: @unchecked Sendable {
  struct Case {
    /// The declared payload type; `nil` for a case without payload.
    let payload: Any.Type?
    let indirect: Bool
  }

  /// Cases by tag: payload cases first, then the others, each in declaration order.
  let cases: [Case]

  /// The table for the enum whose metadata is `metadata`, made once per type.
  static func of(_ metadata: UnsafeRawPointer) -> EnumCaseTable? {
    let key = Int(bitPattern: metadata)
    if let known = tables.withLock({ $0[key] }) { return known }
    let table = EnumCaseTable(metadata: metadata)
    tables.withLock { $0[key] = .some(table) }
    return table
  }

  private static let tables = Mutex<[Int: EnumCaseTable?]>([:])

  private init?(metadata: UnsafeRawPointer) {
    let word = MemoryLayout<UnsafeRawPointer>.size
    guard let descriptor = metadata.load(fromByteOffset: word, as: UnsafeRawPointer?.self),
      let fields = relative(descriptor + 16)
    else { return nil }
    let payloadCount = Int(descriptor.load(fromByteOffset: 20, as: UInt32.self) & 0x00FF_FFFF)
    let emptyCount = Int(descriptor.load(fromByteOffset: 24, as: UInt32.self))
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let fieldCount = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
    guard recordSize >= 12, fieldCount == payloadCount + emptyCount else { return nil }
    // Generic arguments of a value type's metadata follow its kind and description words.
    let genericArguments = UnsafeRawPointer(metadata + 2 * word)
    var payloadCases: [Case] = []
    var emptyCases: [Case] = []
    for index in 0..<fieldCount {
      let record = fields + 16 + index * recordSize
      let flags = record.load(as: UInt32.self)
      guard let name = relative(record + 4) else {
        emptyCases.append(Case(payload: nil, indirect: false))
        continue
      }
      guard
        let type = Swift._getTypeByMangledNameInContext(
          name.assumingMemoryBound(to: UInt8.self), UInt(mangledNameLength(name)),
          genericContext: descriptor, genericArguments: genericArguments)
      else { return nil }
      if sizeOfType(type) == 0 { return nil }
      payloadCases.append(Case(payload: type, indirect: flags & 0x1 != 0))
    }
    guard payloadCases.count == payloadCount else { return nil }
    cases = payloadCases + emptyCases
  }
}

/// The target of a 32-bit relative pointer stored at `address`, or `nil` when it is zero.
private func relative(_ address: UnsafeRawPointer) -> UnsafeRawPointer? {
  let offset = address.load(as: Int32.self)
  return offset == 0 ? nil : address + Int(offset)
}

/// The length of a mangled name that may hold symbolic references (a byte 0x01–0x17 followed by
/// a 4-byte relative reference, or 0x18–0x1F followed by a pointer-sized one).
private func mangledNameLength(_ start: UnsafeRawPointer) -> Int {
  var end = start
  while true {
    let byte = end.load(as: UInt8.self)
    if byte == 0 { return end - start }
    end += 1
    if (0x01...0x17).contains(byte) {
      end += 4
    } else if (0x18...0x1F).contains(byte) {
      end += MemoryLayout<UnsafeRawPointer>.size
    }
  }
}

private func sizeOfType(_ type: Any.Type) -> Int {
  func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
  return size(type)
}
