import Foundation
import ReducerKit

// The number-fact client TCA's effect case studies share: an interface of closures, declared
// with `@DependencyClient`, so that a test calling an endpoint it did not override fails.
@DependencyClient
struct FactClient {
  var fetch: @Sendable (Int) async throws -> String
}

extension DependencyValues {
  var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}

extension FactClient: DependencyKey {
  // No network here: the "live" facts are made up on the spot, after a second.
  static let liveValue = Self(
    fetch: { number in
      try await Task.sleep(for: .seconds(1))
      return "\(number) is a number worth knowing."
    }
  )

  static let testValue = Self()
}
