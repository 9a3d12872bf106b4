import Synchronization

/// The case path a case key path leads to, resolved once per key path.
///
/// Resolving means applying the key path to `Case<Root>()`: a walk through the key path's
/// components that builds the composed closures. A reducer's `body` is rebuilt for every action,
/// so `Scope(state: \.left, action: \.left)` meets its key path again and again: resolving it
/// each time would cost more than the action itself. A key path literal without generic context
/// or arguments is one object for the process, so it is looked up by its address in a map read
/// without a lock (``PublishedMap``, as ``CaseMatcher`` does for constructors); the map keeps the
/// key path alive, so the address never comes to mean another one.
///
/// A key path made anew each time (in a generic reducer, or with an argument: `\.rows[id: 0]`)
/// is found by equality instead, in a dictionary under a lock; only the first object of each
/// distinct key path is published by address, so neither map grows with the number of calls.
func resolvedCasePath<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>) -> AnyCasePath<Root, Value> {
  resolvedEntry(keyPath).path
}

/// The resolved path with what else is remembered of the key path (its name for messages).
func resolvedEntry<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>) -> ResolvedCasePath<Root, Value> {
  let key = PublishedMap.Key(
    first: UInt(bitPattern: ObjectIdentifier(keyPath)),
    second: UInt(bitPattern: ObjectIdentifier(Root.self)),
    third: UInt(bitPattern: ObjectIdentifier(Value.self)))
  if let known = resolvedByAddress.object(for: key) {
    return unsafeDowncast(known, to: ResolvedCasePath<Root, Value>.self)
  }
  return resolveSlowly(keyPath, key: key)
}

private func resolveSlowly<Root, Value>(
  _ keyPath: CaseKeyPath<Root, Value>, key: PublishedMap.Key
) -> ResolvedCasePath<Root, Value> {
  if let known = resolvedByValue.withLock({ $0[KeyPathKey(keyPath)] }) {
    return unsafeDowncast(known, to: ResolvedCasePath<Root, Value>.self)
  }
  let path = resolve(keyPath)
  let resolved = ResolvedCasePath(path, keyPath: keyPath)
  let mapKey = KeyPathKey(keyPath)
  let isNew = resolvedByValue.withLock { map -> Bool in
    guard map[mapKey] == nil, map.count < maximumResolved else { return false }
    map[mapKey] = resolved
    return true
  }
  if isNew { resolvedByAddress.add(resolved, for: key) }
  return resolved
}

/// Applies the key path to the identity case: the path it names, with its root's type.
func resolve<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>) -> AnyCasePath<Root, Value> {
  let box = Case<Root>()[keyPath: keyPath].box
  guard let rooted = box as? RootedCase<Root, Value> else {
    // A `Case` made by `Case(embed:extract:)` over another root, reached through a custom
    // member: the erased directions still work.
    return AnyCasePath(
      embed: { box.embedAny($0) as! Root },
      extract: { box.extractAny($0) })
  }
  return rooted.path
}

/// A resolved path, kept with the key path it came from (so that its address stays its own).
final class ResolvedCasePath<Root, Value>: @unchecked Sendable {
  let path: AnyCasePath<Root, Value>
  let keyPath: AnyKeyPath

  /// How the case reads in messages, worked out on first use (``caseName(of:)``).
  private let cachedName = Mutex<String?>(nil)

  init(_ path: AnyCasePath<Root, Value>, keyPath: AnyKeyPath) {
    self.path = path
    self.keyPath = keyPath
  }

  func name(_ make: () -> String) -> String {
    cachedName.withLock { known in
      if let known { return known }
      let made = make()
      known = made
      return made
    }
  }
}

/// Distinct key paths remembered at most; past it (a program making endless distinct argument
/// key paths) they are resolved each time, which is correct, only slower.
private let maximumResolved = 4096

private let resolvedByAddress = PublishedMap()
private let resolvedByValue = Mutex<[KeyPathKey: any AnyObject & Sendable]>([:])

/// A key path as a dictionary key: key paths are immutable, so sharing one between threads is safe.
private struct KeyPathKey: Hashable, @unchecked Sendable {
  let keyPath: AnyKeyPath
  init(_ keyPath: AnyKeyPath) { self.keyPath = keyPath }
}

extension CasePath {
  /// The case path a case key path names, for the lifts that take ``CasePath``.
  @usableFromInline
  init(_ keyPath: CaseKeyPath<Root, Value>) {
    let path = resolvedCasePath(keyPath)
    self.init(embed: path.embedValue, extract: path.extractValue)
  }
}
