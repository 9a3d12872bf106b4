import ReducerKit
import Synchronization

/// The unimplemented `@DependencyClient` endpoints called under a TestStore, waiting to be
/// reported as failures (TCA: "Unimplemented: …" fails the test).
///
/// The endpoint reports to the current dependencies' warnings, from whatever effect or reducer
/// called it; the store collects the call here and reports it on its own thread at the end of the
/// step (the `send`, `receive`, `advance` or end of test) the call happened in.
final class UnimplementedCalls: Sendable {
  private let endpoints = Mutex<[String]>([])

  /// `warnings` with unimplemented endpoints collected here instead of printed.
  func collecting(around warnings: WarningHandler) -> WarningHandler {
    WarningHandler { [self] warning in
      if case .unimplementedEndpoint(let endpoint) = warning.kind {
        endpoints.withLock { $0.append(endpoint) }
      } else {
        warnings.report(warning)
      }
    }
  }

  /// The endpoints called since the last time, oldest first.
  func take() -> [String] {
    endpoints.withLock { calls in
      defer { calls.removeAll() }
      return calls
    }
  }
}

extension TestStore {
  /// Fails once per unimplemented endpoint called since the last step, at `location`.
  func reportUnimplementedCalls(at location: TestLocation) {
    for endpoint in unimplementedCalls.take() {
      fail(.unimplementedEndpoint(endpoint: endpoint), at: location)
    }
  }
}
