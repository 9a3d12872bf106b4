import Synchronization

/// The case path a lift's case key path argument leads to, without evaluating the key path at
/// each call when it cannot change.
///
/// `Scope(state: \.left, action: \.left)` in a `body` rebuilt for every action meets its key
/// path literal on every action, and `\.left` reached through dynamic member lookup is a key path
/// with an argument, which the Swift runtime builds anew each time it is evaluated (≈ 2–4 µs, more
/// than the action itself). So the lifts take the key path as an autoclosure and come here: a
/// closure that captured nothing (its context word is null) is a fixed piece of code, and the key
/// path literal it evaluates is the same every time. Such a closure is known by its code address
/// (with the key path's root and value types), looked up without a lock (``PublishedMap``), and
/// evaluated only the first time.
///
/// A closure with a context is evaluated every time, as before: a key path with a captured
/// argument (`\.rows[id: id]`), a key path passed on from a parameter, or a literal in a generic
/// reducer (whose closure captures the generic types, in an unspecialized build).
///
/// What a capture-free closure can still vary on is global state (`action: Self.current` reading
/// a mutable static). Such code is exotic, and checked for: every ``checkInterval``-th use
/// evaluates the key path again and compares it; a different key path makes that call site
/// evaluate every time from then on, with a runtime warning.
///
/// - Parameters:
///   - make: The lift's key path argument, unevaluated.
///   - operatorName: The lift, for the warning (`Scope`, `ifLet`).
/// - Complexity: O(1), no allocation, on a known capture-free call site.
func resolvedEntry<Root, Value>(
  atCallSite make: @escaping () -> CaseKeyPath<Root, Value>,
  operatorName: String,
  fileID: StaticString,
  line: UInt
) -> ResolvedCasePath<Root, Value> {
  guard let code = codeAddressIfCaptureFree(make) else { return resolvedEntry(make()) }
  let key = PublishedMap.Key(
    first: code,
    second: UInt(bitPattern: ObjectIdentifier(Root.self)),
    third: UInt(bitPattern: ObjectIdentifier(Value.self)))
  guard let known = callSites.object(for: key) else {
    let resolved = resolvedEntry(make())
    callSites.add(CallSiteCasePath(resolved), for: key)
    return resolved
  }
  let site = unsafeDowncast(known, to: CallSiteCasePath<Root, Value>.self)
  if site.isTrusted() { return site.resolved }
  return site.recheck(make(), operatorName: operatorName, fileID: fileID, line: line)
}

extension CasePath {
  /// The case path a lift's key path argument names, read through the call-site cache
  /// (``resolvedEntry(atCallSite:operatorName:fileID:line:)``).
  @usableFromInline
  init(
    atCallSite make: @escaping () -> CaseKeyPath<Root, Value>, operatorName: String,
    fileID: StaticString, line: UInt
  ) {
    let path = resolvedEntry(atCallSite: make, operatorName: operatorName, fileID: fileID, line: line).path
    self.init(embed: path.embedValue, extract: path.extractValue)
  }
}

/// Every how many uses a trusted call site evaluates its key path again to compare it. Debug
/// builds (where tests run) check often; optimized ones rarely, so the check costs < 1 ns a use.
#if DEBUG
  let checkInterval: UInt = 16
#else
  let checkInterval: UInt = 1024
#endif

/// The code address of `make`, if it captured nothing.
///
/// A Swift closure value is two words: the address of its code, then its context (null when
/// nothing is captured). The closure is read through a struct holding it, so that it is not
/// reabstracted into a thunk on the way (which `unsafeBitCast` of the closure itself would do).
func codeAddressIfCaptureFree<Root, Value>(_ make: @escaping () -> CaseKeyPath<Root, Value>) -> UInt? {
  let held = HeldClosure(make: make)
  guard MemoryLayout<HeldClosure<Root, Value>>.size == 2 * MemoryLayout<UInt>.size else { return nil }
  return withUnsafeBytes(of: held) { words in
    let context = words.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self)
    return context == 0 ? words.load(as: UInt.self) : nil
  }
}

private struct HeldClosure<Root, Value> {
  let make: () -> CaseKeyPath<Root, Value>
}

/// A capture-free call site's resolved key path, and how often it has been used.
final class CallSiteCasePath<Root, Value>: @unchecked Sendable {
  let resolved: ResolvedCasePath<Root, Value>
  private let uses = Atomic<UInt>(0)
  /// Whether a check found the closure giving another key path: it is evaluated every time then.
  private let changed = Atomic<Bool>(false)

  init(_ resolved: ResolvedCasePath<Root, Value>) { self.resolved = resolved }

  /// Whether this use may take the remembered path without evaluating the key path.
  func isTrusted() -> Bool {
    guard !changed.load(ordering: .relaxed) else { return false }
    let count = uses.wrappingAdd(1, ordering: .relaxed).newValue
    return count % checkInterval != 0
  }

  /// The path for a key path evaluated again: the remembered one while it is the same.
  func recheck(
    _ keyPath: CaseKeyPath<Root, Value>, operatorName: String, fileID: StaticString, line: UInt
  ) -> ResolvedCasePath<Root, Value> {
    if !changed.load(ordering: .relaxed), keyPath == resolved.keyPath { return resolved }
    if !changed.exchange(true, ordering: .relaxed) {
      DependencyValues.current.warnings.report(
        RuntimeWarning(
          kind: .caseKeyPathChanged, operatorName: operatorName, action: "\(keyPath)",
          fileID: "\(fileID)", line: line))
    }
    return resolvedEntry(keyPath)
  }
}

private let callSites = PublishedMap()
