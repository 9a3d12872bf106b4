/// A writable key path to a stored property of a value, by the property's offset in it: reading
/// or changing the property then costs a pointer offset, where the key path's own projection goes
/// through the runtime (and looks generic metadata up) on every access.
///
/// Only key paths made of stored properties of structs (and tuples) have an offset; for any other
/// (a computed property, one with observers, an optional chain, a class) there is no
/// `StoredPath`, and the key path is used as it is.
@usableFromInline
struct StoredPath<Root, Value> {
  /// The property's offset in bytes from the start of `Root`.
  @usableFromInline let offset: Int

  @inlinable
  init?(_ keyPath: WritableKeyPath<Root, Value>) {
    // `MemoryLayout.offset(of:)` answers only for storage inline in the root, directly
    // addressable through a pointer to it: what is accessed below.
    guard let offset = MemoryLayout<Root>.offset(of: keyPath) else { return nil }
    self.offset = offset
  }

  /// Reads the property of `root` (inout only so that neither the root nor the property is
  /// copied: the property is lent to `body` where it is).
  @inlinable
  func read<R>(_ root: inout Root, _ body: (Value) -> R) -> R {
    modify(&root) { value in body(value) }
  }

  /// Changes the property of `root` in place.
  @inlinable
  func modify<R>(_ root: inout Root, _ body: (inout Value) -> R) -> R {
    let offset = self.offset
    return withUnsafeMutablePointer(to: &root) { pointer in
      body(&UnsafeMutableRawPointer(pointer).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee)
    }
  }
}

extension StoredPath: Sendable {}
