import Foundation
import ReducerKit

// TCA's SyncUps example, a sync-up's details (`SyncUpDetail.swift` without its view): edit it,
// delete it, or start a meeting if speech recognition allows (or the user goes on without it).
@Reducer
struct SyncUpDetail {
  @Reducer
  enum Destination {
    @ReducerCaseIgnored case alert(AlertState<Alert>)
    case edit(SyncUpForm)

    @CasePathable
    enum Action {
      case alert(Alert)
      case edit(SyncUpForm.Action)
    }

    @CasePathable
    enum Alert {
      case confirmDeletion
      case continueWithoutRecording
      case openSettings
    }
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    @Shared var syncUp: SyncUp
  }

  enum Action: Sendable {
    case cancelEditButtonTapped
    case delegate(Delegate)
    case deleteButtonTapped
    case deleteMeetings(atOffsets: IndexSet)
    case destination(PresentationAction<Destination.Action>)
    case doneEditingButtonTapped
    case editButtonTapped
    case startMeetingButtonTapped

    @CasePathable
    enum Delegate {
      case startMeeting(Shared<SyncUp>)
    }
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.openSettings) var openSettings
  @Dependency(\.speechClient.authorizationStatus) var authorizationStatus

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelEditButtonTapped:
        state.destination = nil
        return .none

      case .delegate:
        return .none

      case .deleteButtonTapped:
        state.destination = .alert(.deleteSyncUp)
        return .none

      case .deleteMeetings(atOffsets: let indices):
        state.$syncUp.withLock { $0.meetings.remove(atOffsets: indices) }
        return .none

      case .destination(.presented(.alert(let alertAction))):
        switch alertAction {
        case .confirmDeletion:
          @Shared(.syncUps) var syncUps
          $syncUps.withLock { _ = $0.remove(id: state.syncUp.id) }
          return .run { _ in await dismiss() }

        case .continueWithoutRecording:
          return .send(.delegate(.startMeeting(state.$syncUp)))

        case .openSettings:
          return .run { _ in await openSettings() }
        }

      case .destination:
        return .none

      case .doneEditingButtonTapped:
        guard case .some(.edit(let editState)) = state.destination
        else { return .none }
        state.$syncUp.withLock { $0 = editState.syncUp }
        state.destination = nil
        return .none

      case .editButtonTapped:
        state.destination = .edit(SyncUpForm.State(syncUp: state.syncUp))
        return .none

      case .startMeetingButtonTapped:
        // TCA's switch ends with `@unknown default: return .none` (Speech's enum may grow); the
        // stand-in enum is this module's own, where that case would be a warning.
        switch authorizationStatus() {
        case .notDetermined, .authorized:
          return .send(.delegate(.startMeeting(state.$syncUp)))

        case .denied:
          state.destination = .alert(.speechRecognitionDenied)
          return .none

        case .restricted:
          state.destination = .alert(.speechRecognitionRestricted)
          return .none
        }
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}
extension SyncUpDetail.Destination.State: Equatable {}

extension AlertState where Action == SyncUpDetail.Destination.Alert {
  static let deleteSyncUp = Self {
    TextState("Delete this sync-up?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) {
      TextState("Delete")
    }
    ButtonState(role: .cancel) {
      TextState("Keep it")
    }
  } message: {
    TextState("Its meetings and transcripts go with it.")
  }

  static let speechRecognitionDenied = Self {
    TextState("Speech recognition is off")
  } actions: {
    ButtonState(action: .continueWithoutRecording) {
      TextState("Go on without a transcript")
    }
    ButtonState(action: .openSettings) {
      TextState("Settings")
    }
    ButtonState(role: .cancel) {
      TextState("Cancel")
    }
  } message: {
    TextState(
      """
      The app may not recognize speech, so this meeting will have no transcript. Turn speech \
      recognition on in Settings, or go on without it.
      """
    )
  }

  static let speechRecognitionRestricted = Self {
    TextState("Speech recognition is unavailable")
  } actions: {
    ButtonState(action: .continueWithoutRecording) {
      TextState("Go on without a transcript")
    }
    ButtonState(role: .cancel) {
      TextState("Cancel")
    }
  } message: {
    TextState("This device cannot recognize speech, so this meeting will have no transcript.")
  }
}
