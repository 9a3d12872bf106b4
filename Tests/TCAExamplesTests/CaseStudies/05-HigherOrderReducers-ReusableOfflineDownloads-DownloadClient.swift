import Foundation
import ReducerKit

// TCA's case study "Reusable offline downloads", its client: a download as a stream of
// progress events ending with the data. The live value reads from `URLSession` in TCA's; here,
// with no network in tests, it makes one up.
@DependencyClient
struct DownloadClient {
  var download: @Sendable (_ url: URL) -> AsyncThrowingStream<Event, any Error> = { _ in .finished() }

  @CasePathable
  enum Event: Equatable {
    case response(Data)
    case updateProgress(Double)
  }
}

extension DependencyValues {
  var downloadClient: DownloadClient {
    get { self[DownloadClient.self] }
    set { self[DownloadClient.self] = newValue }
  }
}

extension DownloadClient: DependencyKey {
  static let liveValue = Self(
    download: { _ in
      AsyncThrowingStream { continuation in
        for percent in stride(from: 25, through: 100, by: 25) {
          continuation.yield(.updateProgress(Double(percent) / 100))
        }
        continuation.yield(.response(Data("map".utf8)))
        continuation.finish()
      }
    }
  )

  static let testValue = Self()
}
