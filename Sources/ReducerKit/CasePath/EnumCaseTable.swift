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
  ///
  /// Read without a lock (``PublishedMap``): case paths are often built anew for every action.
  static func of(_ metadata: UnsafeRawPointer) -> EnumCaseTable? {
    entry(of: metadata).table
  }

  /// The type's entry: its table and what was done with it.
  static func entry(of metadata: UnsafeRawPointer) -> EnumCaseEntry {
    let key = PublishedMap.Key(first: UInt(bitPattern: metadata), second: 0, third: 0)
    if let known = entries.object(for: key) { return unsafeDowncast(known, to: EnumCaseEntry.self) }
    let entry = EnumCaseEntry(table: EnumCaseTable(metadata: metadata))
    entries.add(entry, for: key)
    return entry
  }

  private static let entries = PublishedMap()

  private init?(metadata pointer: UnsafeRawPointer) {
    let metadata = TypeMetadata(pointer: pointer)
    guard let descriptor = metadata.enumDescriptor, let fields = descriptor.fields else { return nil }
    let payloadCount = descriptor.payloadCaseCount
    let emptyCount = descriptor.emptyCaseCount
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let fieldCount = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
    guard recordSize >= 12, fieldCount == payloadCount + emptyCount else { return nil }
    let genericArguments = metadata.genericArguments
    var payloadCases: [Case] = []
    var emptyCases: [Case] = []
    for index in 0..<fieldCount {
      let record = fields + 16 + index * recordSize
      let flags = record.load(as: UInt32.self)
      guard let name = relativeTarget(record + 4) else {
        emptyCases.append(Case(payload: nil, indirect: false))
        continue
      }
      guard
        let type = Swift._getTypeByMangledNameInContext(
          name.assumingMemoryBound(to: UInt8.self), UInt(mangledNameLength(name)),
          genericContext: descriptor.pointer, genericArguments: genericArguments)
      else { return nil }
      if sizeOfType(type) == 0 { return nil }
      payloadCases.append(Case(payload: type, indirect: flags & 0x1 != 0))
    }
    guard payloadCases.count == payloadCount else { return nil }
    cases = payloadCases + emptyCases
  }
}

/// One enum type's case table, and counts of the work done for its case paths (tests read them).
final class EnumCaseEntry: Sendable {
  let table: EnumCaseTable?
  /// How many case-path matchers were prepared for the type (a case path made from a
  /// constructor the matcher cache does not know prepares one).
  let matchersPrepared = Atomic<Int>(0)
  /// How many times a case path of the type learned its case's tag.
  let tagsLearned = Atomic<Int>(0)

  init(table: EnumCaseTable?) { self.table = table }
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
