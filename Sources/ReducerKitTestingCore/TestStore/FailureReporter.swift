/// Where TestStore failures go: to the running test framework by default (`.testFramework`, in
/// the `ReducerKitTesting` module, which tests import), or to a collector (the tutor shows and
/// grades them).
public struct FailureReporter: Sendable {
  private let handle: @Sendable (TestFailure) -> Void

  public init(_ handle: @escaping @Sendable (TestFailure) -> Void) { self.handle = handle }

  public func report(_ failure: TestFailure) { handle(failure) }
}
