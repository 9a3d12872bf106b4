import Foundation
import ReducerKitTesting
import Testing

@MainActor
struct ReusableComponentsDownloadComponentTests {
  static let state = DownloadComponent.State(
    id: AnyHashableSendable(1), mode: .notDownloaded, url: URL(fileURLWithPath: "/maps/lima"))

  static let stopAlert = AlertState<DownloadComponent.Action.Alert> {
    TextState("Stop downloading this map?")
  } actions: {
    ButtonState(role: .destructive, action: .send(.stopButtonTapped)) {
      TextState("Stop")
    }
    ButtonState(role: .cancel) {
      TextState("Never mind")
    }
  }

  @Test
  func downloadFlow() async {
    let download = AsyncThrowingStream.makeStream(of: DownloadClient.Event.self)
    let store = TestStore(initialState: Self.state) {
      DownloadComponent()
    } withDependencies: {
      $0.downloadClient.download = { @Sendable _ in download.stream }
    }
    await store.send(.buttonTapped) {
      $0.mode = .startingToDownload
    }
    download.continuation.yield(.updateProgress(0.3))
    await store.receive(\.downloadClient.success.updateProgress) {
      $0.mode = .downloading(progress: 0.3)
    }
    download.continuation.yield(.response(Data()))
    download.continuation.finish()
    await store.receive(\.downloadClient.success.response) {
      $0.mode = .downloaded
    }
  }

  @Test
  func cancelDownloadFlow() async {
    let download = AsyncThrowingStream.makeStream(of: DownloadClient.Event.self)
    let store = TestStore(initialState: Self.state) {
      DownloadComponent()
    } withDependencies: {
      $0.downloadClient.download = { @Sendable _ in download.stream }
    }
    await store.send(.buttonTapped) {
      $0.mode = .startingToDownload
    }
    download.continuation.yield(.updateProgress(0.3))
    await store.receive(\.downloadClient.success.updateProgress) {
      $0.mode = .downloading(progress: 0.3)
    }
    await store.send(.buttonTapped) {
      $0.alert = Self.stopAlert
    }
    await store.send(\.alert.stopButtonTapped) {
      $0.alert = nil
      $0.mode = .notDownloaded
    }
  }

  @Test
  func downloadFinishesWhileTryingToCancel() async {
    let download = AsyncThrowingStream.makeStream(of: DownloadClient.Event.self)
    let store = TestStore(initialState: Self.state) {
      DownloadComponent()
    } withDependencies: {
      $0.downloadClient.download = { @Sendable _ in download.stream }
    }
    let task = await store.send(.buttonTapped) {
      $0.mode = .startingToDownload
    }
    await store.send(.buttonTapped) {
      $0.alert = Self.stopAlert
    }
    download.continuation.yield(.response(Data()))
    download.continuation.finish()
    await store.receive(\.downloadClient.success.response) {
      $0.alert = nil
      $0.mode = .downloaded
    }
    await task.finish()
  }

  @Test
  func deleteDownloadFlow() async {
    var downloaded = Self.state
    downloaded.mode = .downloaded
    let store = TestStore(initialState: downloaded) {
      DownloadComponent()
    }
    await store.send(.buttonTapped) {
      $0.alert = AlertState {
        TextState("Delete this map from your offline storage?")
      } actions: {
        ButtonState(role: .destructive, action: .send(.deleteButtonTapped)) {
          TextState("Delete")
        }
        ButtonState(role: .cancel) {
          TextState("Never mind")
        }
      }
    }
    await store.send(\.alert.deleteButtonTapped) {
      $0.alert = nil
      $0.mode = .notDownloaded
    }
  }

  // Not in TCA's tests: the component embedded in a row, a failing download.
  @Test
  func cityMapDownloadFails() async {
    struct Offline: Error {}
    let map = CityMap.State.Download(
      blurb: "", downloadVideoUrl: URL(fileURLWithPath: "/maps/quito"), id: UUID(0), title: "Quito")
    let store = TestStore(initialState: CityMap.State(download: map)) {
      CityMap()
    } withDependencies: {
      $0.downloadClient.download = { @Sendable _ in AsyncThrowingStream { $0.finish(throwing: Offline()) } }
    }
    await store.send(\.downloadComponent.buttonTapped) {
      $0.downloadComponent.mode = .startingToDownload
    }
    await store.receive(\.downloadComponent.downloadClient.failure) {
      $0.downloadComponent.mode = .notDownloaded
    }
  }
}
