extension Shared {
  /// A value kept under `key`, shared with every `@Shared` of an equal key:
  ///
  ///     @Shared(.inMemory("count")) var count = 0
  ///     @Shared(.appStorage("isOn")) var isOn = false
  ///
  /// `wrappedValue` is used when the key's storage holds nothing yet.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    let box = DependencyValues.current.sharedKeyRegistry.box(
      for: key, initialValue: wrappedValue, save: { [key] in key.save($0) })
    self.init(location: SharedRootLocation(root: box))
  }

  /// An optional kept under `key`, nil until set: `@Shared(.appStorage("name")) var name: String?`.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// A value kept under a key with a default: `@Shared(.syncUps) var syncUps`.
  public init<K: SharedKey<Value>>(_ key: SharedKeyDefault<K>) {
    self.init(wrappedValue: key.defaultValue(), key.base)
  }

  /// A value kept under a key with a default, this initial value winning over the default.
  public init<K: SharedKey<Value>>(wrappedValue: @autoclosure () -> Value, _ key: SharedKeyDefault<K>) {
    self.init(wrappedValue: wrappedValue(), key.base)
  }
}

extension SharedReader {
  /// A read-only value kept under `key`: `@SharedReader(.appStorage("isOn")) var isOn = false`.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedReaderKey<Value>) {
    let box = DependencyValues.current.sharedKeyRegistry.box(
      for: key, initialValue: wrappedValue, save: nil)
    self.init(Shared(location: SharedRootLocation(root: box)))
  }

  /// A read-only optional kept under `key`, nil until set.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedReaderKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// A read-only value kept under a key with a default.
  public init<K: SharedReaderKey<Value>>(_ key: SharedKeyDefault<K>) {
    self.init(wrappedValue: key.defaultValue(), key.base)
  }
}
