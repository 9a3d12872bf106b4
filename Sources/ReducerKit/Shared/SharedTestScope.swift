import Synchronization

/// Where `@Shared(key)` keeps its values during one test: the boxes for its keys, its app
/// storage and its files. swift-sharing scopes keys per test (its storages are dependencies whose
/// test value is made afresh for each test); this is the same: a `@Shared(.inMemory("count"))`
/// made in a test's body and the one the test store's feature makes are one value, and no other
/// test sees it, even running in parallel.
///
/// A test is identified by ``RunningTestIdentifying`` (Swift Testing's `Test.current`, which
/// `ReducerKitTesting` reads). Outside a test (the app, the tutor) there is no scope: keys live
/// in the app's storage, and each TestStore the tutor makes has its own.
package final class SharedTestScope: Sendable {
  let registry = SharedKeyRegistry()
  let appStorage = AppStorageValues()
  let fileStorage = FileStorage.inMemory

  package init() {}

  /// A scope entered explicitly for the code running now: `ReducerKitTesting`'s
  /// `.dependencies` test trait enters a fresh one for each case of a test (the cases of a
  /// parameterized test run in parallel, and the running test alone cannot tell them apart).
  @TaskLocal package static var entered: SharedTestScope?

  /// The scope of the test running now (the one entered, or the running test's, made on first
  /// use); nil outside a test.
  package static var current: SharedTestScope? {
    if let entered { return entered }
    guard let identifier = runningTest, let id = identifier.runningTestID else { return nil }
    let key = RunningTestKey(id: AnyHashable(id))
    return scopes.withLock { scopes in
      if let found = scopes[key] { return found }
      let made = SharedTestScope()
      scopes[key] = made
      return made
    }
  }

  /// The scopes of the tests run so far, by test. Kept for the life of the process: a test's
  /// identity is not reused by another test.
  private static let scopes = Mutex<[RunningTestKey: SharedTestScope]>([:])

  /// `ReducerKitTesting`'s identifier, found by name: this module cannot import that one (it
  /// links the test frameworks, which the tutor must not load). Nil when it is not linked in.
  private static let runningTest: (any RunningTestIdentifying.Type)? =
    _typeByName(runningTestTypeName) as? any RunningTestIdentifying.Type

  /// The mangled name of `ReducerKitTesting.RunningTest` (an enum).
  package static let runningTestTypeName = "17ReducerKitTesting11RunningTestO"
}

/// Tells this library which test is running, so that shared keys are scoped per test
/// (``SharedTestScope``). `ReducerKitTesting.RunningTest` implements it on Swift Testing.
package protocol RunningTestIdentifying: SendableMetatype {
  /// The identity of the test running in the current task, or nil outside a test.
  static var runningTestID: (any Hashable & Sendable)? { get }
}

/// A test's identity as a dictionary key. Unchecked: made only from `Sendable` values.
private struct RunningTestKey: Hashable, @unchecked Sendable {
  let id: AnyHashable
}

extension DependencyValues {
  /// Sets the storages of shared keys to `scope`'s.
  mutating func pinSharedStorage(to scope: SharedTestScope) {
    sharedKeyRegistry = scope.registry
    defaultAppStorage = scope.appStorage
    defaultFileStorage = scope.fileStorage
  }
}
