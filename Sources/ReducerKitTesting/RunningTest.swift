import ReducerKitTestingCore
import Testing

/// Which test is running, for ReducerKit's per-test scope of shared keys (`SharedTestScope`):
/// Swift Testing's current test, read in the current task (a test's own task and the tasks it
/// creates; not a detached task).
///
/// ReducerKit finds this type by its name at run time (`SharedTestScope.runningTestTypeName`),
/// since it cannot import this module: keep the name.
///
/// Limits: the cases of a parameterized test share one scope (Swift Testing does not tell them
/// apart publicly); a test repeated in one run (`--repeat-until`) sees its earlier run's values;
/// under XCTest there is no current test to read, so keys made outside a test store are in the
/// app's scope there (each test store still has its own).
enum RunningTest: RunningTestIdentifying {
  static var runningTestID: (any Hashable & Sendable)? { Test.current?.id }
}
