import Foundation
import ReducerKit

// TCA's case study "Reusable offline downloads": a download button as a component of its own
// (state, actions, alerts, a cancellable stream of events), embedded in a row with `Scope`.
// (TCA's alert buttons send with a SwiftUI animation; plainly here.)
@Reducer
struct DownloadComponent {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    let id: AnyHashableSendable
    var mode: Mode = .notDownloaded
    let url: URL
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case buttonTapped
    case downloadClient(Result<DownloadClient.Event, any Error>)

    @CasePathable
    enum Alert {
      case deleteButtonTapped
      case stopButtonTapped
    }
  }

  @Dependency(\.downloadClient) var downloadClient

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.deleteButtonTapped)):
        state.mode = .notDownloaded
        return .none

      case .alert(.presented(.stopButtonTapped)):
        state.mode = .notDownloaded
        return .cancel(id: state.id)

      case .alert:
        return .none

      case .buttonTapped:
        switch state.mode {
        case .downloaded:
          state.alert = deleteAlert
          return .none

        case .downloading, .startingToDownload:
          state.alert = stopAlert
          return .none

        case .notDownloaded:
          state.mode = .startingToDownload
          return .run { [url = state.url] send in
            for try await event in self.downloadClient.download(url: url) {
              await send(.downloadClient(.success(event)))
            }
          } catch: { error, send in
            await send(.downloadClient(.failure(error)))
          }
          .cancellable(id: state.id)
        }

      case .downloadClient(.success(.response)):
        state.mode = .downloaded
        state.alert = nil
        return .none

      case .downloadClient(.success(.updateProgress(let progress))):
        state.mode = .downloading(progress: progress)
        return .none

      case .downloadClient(.failure):
        state.mode = .notDownloaded
        state.alert = nil
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  private var deleteAlert: AlertState<Action.Alert> {
    AlertState {
      TextState("Delete this map from your offline storage?")
    } actions: {
      ButtonState(role: .destructive, action: .send(.deleteButtonTapped)) {
        TextState("Delete")
      }
      nevermindButton
    }
  }

  private var stopAlert: AlertState<Action.Alert> {
    AlertState {
      TextState("Stop downloading this map?")
    } actions: {
      ButtonState(role: .destructive, action: .send(.stopButtonTapped)) {
        TextState("Stop")
      }
      nevermindButton
    }
  }

  private var nevermindButton: ButtonState<Action.Alert> {
    ButtonState(role: .cancel) {
      TextState("Never mind")
    }
  }
}

enum Mode: Equatable {
  case downloaded
  case downloading(progress: Double)
  case notDownloaded
  case startingToDownload

  var progress: Double {
    if case .downloading(let progress) = self { return progress }
    return 0
  }

  var isDownloading: Bool {
    switch self {
    case .downloaded, .notDownloaded: false
    case .downloading, .startingToDownload: true
    }
  }
}

@Reducer
struct CityMap {
  @ObservableState
  struct State: Equatable, Identifiable {
    var download: Download
    var downloadComponent: DownloadComponent.State

    init(download: Download) {
      self.download = download
      self.downloadComponent = DownloadComponent.State(
        id: AnyHashableSendable(download.id), url: download.downloadVideoUrl)
    }

    var id: UUID { download.id }

    struct Download: Equatable, Identifiable {
      var blurb: String
      var downloadVideoUrl: URL
      let id: UUID
      var title: String
    }
  }

  enum Action {
    case downloadComponent(DownloadComponent.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(\.downloadComponent, action: \.downloadComponent) {
      DownloadComponent()
    }
    Reduce { _, action in
      switch action {
      case .downloadComponent(.downloadClient(.success(.response))):
        // Where the map would be saved to disk.
        return .none
      case .downloadComponent(.alert(.presented(.deleteButtonTapped))):
        // Where it would be deleted from disk.
        return .none
      case .downloadComponent:
        return .none
      }
    }
  }
}
