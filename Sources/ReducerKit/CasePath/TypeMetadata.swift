/// A type's runtime metadata, read where Swift's own runtime and reflection read it (the ABI's
/// `Metadata.h`): its kind, its value-witness table, and for an enum its nominal type descriptor.
///
/// The one reader of raw metadata in the package: case paths (``EnumLayout``, ``EnumCaseTable``)
/// and the tutor's value decoder (its `TypeShape`) all go through it, so the offsets below are
/// written once. Every read past the kind word is guarded by the kind it belongs to.
package struct TypeMetadata: @unchecked Sendable {
  /// What the metadata's first word says (`MetadataKind.def`).
  package enum Kind: Equatable, Sendable {
    case `struct`
    case `enum`
    case optional
    case other
  }

  /// The metadata's address point.
  package let pointer: UnsafeRawPointer

  @inline(__always)
  package init(_ type: Any.Type) {
    pointer = unsafeBitCast(type, to: UnsafeRawPointer.self)
  }

  /// The metadata at `pointer` (an address point a ``TypeMetadata`` gave earlier).
  package init(pointer: UnsafeRawPointer) { self.pointer = pointer }

  package var kind: Kind {
    switch pointer.load(as: UInt.self) {
    case 0x200: .struct
    case 0x201: .enum
    case 0x202: .optional
    default: .other
    }
  }

  /// The value-witness table, stored one word before the address point.
  package var valueWitnesses: UnsafeRawPointer {
    pointer.load(fromByteOffset: -Self.word, as: UnsafeRawPointer.self)
  }

  /// The generic arguments of a value type, which follow its kind and descriptor words.
  package var genericArguments: UnsafeRawPointer { pointer + 2 * Self.word }

  /// The nominal type descriptor of an enum or optional; nil for any other kind.
  package var enumDescriptor: EnumDescriptor? {
    guard kind == .enum || kind == .optional,
      let descriptor = pointer.load(fromByteOffset: Self.word, as: UnsafeRawPointer?.self),
      descriptor.load(as: UInt32.self) & 0x1F == EnumDescriptor.contextKind
    else { return nil }
    return EnumDescriptor(pointer: descriptor)
  }

  static let word = MemoryLayout<UnsafeRawPointer>.size
}

/// An enum's nominal type descriptor (`TargetEnumDescriptor`): flags, parent, name, access
/// function, fields, then the counts of payload cases and of cases without payload.
package struct EnumDescriptor: @unchecked Sendable {
  /// `ContextDescriptorKind::Enum`.
  static let contextKind: UInt32 = 18

  package let pointer: UnsafeRawPointer

  /// Cases with a payload; they come first in tag order.
  package var payloadCaseCount: Int { Int(pointer.load(fromByteOffset: 20, as: UInt32.self) & 0x00FF_FFFF) }

  /// Cases without a payload, after the payload cases in tag order.
  package var emptyCaseCount: Int { Int(pointer.load(fromByteOffset: 24, as: UInt32.self)) }

  /// The field descriptor: one record per case (flags, mangled payload type, name).
  package var fields: UnsafeRawPointer? { relativeTarget(pointer + 16) }
}

/// The target of a 32-bit relative pointer stored at `address`, or `nil` when it is zero.
package func relativeTarget(_ address: UnsafeRawPointer) -> UnsafeRawPointer? {
  let offset = address.load(as: Int32.self)
  return offset == 0 ? nil : address + Int(offset)
}
