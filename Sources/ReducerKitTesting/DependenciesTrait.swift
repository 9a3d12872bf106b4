import ReducerKitTestingCore
import Testing

extension Trait where Self == DependenciesTrait {
  /// Gives each case of each test its own shared storage (in-memory values, app storage, files),
  /// as swift-dependencies' `.dependencies` trait does for swift-sharing's keys:
  ///
  ///     @Suite(.dependencies)
  ///     struct CounterTests {
  ///       @Test(arguments: 0...10)
  ///       func start(at value: Int) {
  ///         @Shared(.inMemory("count")) var count = value
  ///         #expect(count == value)
  ///       }
  ///     }
  ///
  /// Without it, keys are already scoped per test; the trait is needed only to separate the
  /// cases of a parameterized test, which run in parallel within one test. Unlike
  /// swift-dependencies' trait, it does not take dependency values to set (give them to the
  /// test store's `withDependencies:`).
  public static var dependencies: Self { DependenciesTrait() }
}

/// A test or suite trait entering a fresh scope of shared storage for each test case
/// (``Testing/Trait/dependencies``).
public struct DependenciesTrait: SuiteTrait, TestTrait, TestScoping {
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    // A suite has no case of its own: its tests each get theirs.
    guard testCase != nil else { return try await function() }
    try await SharedTestScope.$entered.withValue(SharedTestScope()) { try await function() }
  }
}
