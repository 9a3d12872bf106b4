/// The Swift runtime's view of an enum type: its case tag and the projection of a case's payload,
/// through the type's value-witness functions (the way swift-case-paths did before macros).
///
/// Every enum's value-witness table ends with three enum functions: `getEnumTag` (which case a
/// value is in, numbered in declaration order with the payload cases first),
/// `destructiveProjectEnumData` (clear the tag bits so the payload's bytes stand alone at offset
/// 0) and `destructiveInjectEnumTag` (the inverse). `EnumLayout` reads them once per type.
///
/// Only types whose metadata says *enum* or *optional* get a layout; anything else is `nil`, and
/// callers fall back to reflection.
struct EnumLayout: @unchecked Sendable {
  typealias GetTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  typealias Project = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void

  /// The type's metadata, passed back to its own witnesses.
  let metadata: UnsafeRawPointer
  let getTag: GetTag
  let project: Project
  /// The size of the type in bytes (`MemoryLayout.size`).
  let size: Int
  let alignment: Int

  /// The layout of `type`, or `nil` when it is not an enum or optional (or has no bytes at all).
  init?<T>(of type: T.Type) {
    let metadata = TypeMetadata(type)
    guard metadata.kind == .enum || metadata.kind == .optional, MemoryLayout<T>.size > 0 else { return nil }
    let witnesses = metadata.valueWitnesses
    // Eight function pointers, size, stride, flags (UInt32) and extra inhabitants (UInt32);
    // then, for enums, getEnumTag, destructiveProjectEnumData, destructiveInjectEnumTag.
    let pointer = MemoryLayout<UnsafeRawPointer>.size
    let enumWitnesses = 8 * pointer + 2 * MemoryLayout<Int>.size + 2 * MemoryLayout<UInt32>.size
    self.metadata = metadata.pointer
    self.getTag = witnesses.load(fromByteOffset: enumWitnesses, as: GetTag.self)
    self.project = witnesses.load(fromByteOffset: enumWitnesses + pointer, as: Project.self)
    self.size = MemoryLayout<T>.size
    self.alignment = MemoryLayout<T>.alignment
  }

  /// Which case `value` is in.
  @inline(__always)
  func tag<T>(of value: T) -> UInt32 {
    withUnsafePointer(to: value) { getTag(UnsafeRawPointer($0), metadata) }
  }

  /// Gives `body` the bytes of `value`'s payload, at offset 0 of a scratch copy of the value.
  ///
  /// The copy is bitwise and never destroyed, so nothing is retained or released here; whatever
  /// `body` loads from it, it must copy (as `load(as:)` does).
  @inline(__always)
  func withPayloadBytes<T, R>(of value: T, _ body: (UnsafeRawPointer?) -> R) -> R {
    withUnsafeBytes(of: value) { source in
      withUnsafeTemporaryAllocation(byteCount: size, alignment: alignment) { scratch in
        guard let base = scratch.baseAddress, let from = source.baseAddress else { return body(nil) }
        base.copyMemory(from: from, byteCount: size)
        project(base, metadata)
        return body(UnsafeRawPointer(base))
      }
    }
  }
}
