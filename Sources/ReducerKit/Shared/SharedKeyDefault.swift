/// A key with a default value (swift-sharing's `_SharedKeyDefault`, written `Key.Default` and
/// made with `Self[key, default: value]`).
public struct SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
  let base: Base
  let defaultValue: @Sendable () -> Base.Value

  /// `Self[.fileStorage(url), default: []]`.
  public static subscript(
    _ key: Base, default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  public var id: Base.ID { base.id }

  public func load(initialValue: Base.Value?) -> Base.Value? {
    base.load(initialValue: initialValue)
  }

  public var description: String { base.description }
}

extension SharedKeyDefault: SharedKey where Base: SharedKey {
  public func save(_ value: Base.Value) { base.save(value) }
}
