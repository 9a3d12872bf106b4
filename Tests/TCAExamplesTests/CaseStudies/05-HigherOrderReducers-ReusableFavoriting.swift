import Foundation
import ReducerKit

// TCA's case study "Reusable favoriting": a generic reducer over its own state and actions,
// embedded in each row of a list through a computed property of the row's state. The request
// is optimistic: the heart changes at once, and a failure turns it back with an alert.
@ObservableState
struct FavoritingState<ID: Hashable & Sendable>: Equatable {
  @Presents var alert: AlertState<FavoritingAction.Alert>?
  let id: ID
  var isFavorite: Bool
}

@CasePathable
enum FavoritingAction {
  case alert(PresentationAction<Alert>)
  case buttonTapped
  case response(Result<Bool, any Error>)

  enum Alert: Equatable {}
}

@Reducer
struct Favoriting<ID: Hashable & Sendable> {
  let favorite: @Sendable (ID, Bool) async throws -> Bool

  private struct CancelID: Hashable, Sendable {
    let id: AnyHashableSendable
  }

  var body: some Reducer<FavoritingState<ID>, FavoritingAction> {
    Reduce { state, action in
      switch action {
      case .alert(.dismiss):
        state.alert = nil
        state.isFavorite.toggle()
        return .none

      case .buttonTapped:
        state.isFavorite.toggle()
        return .run { [id = state.id, isFavorite = state.isFavorite, favorite] send in
          await send(.response(Result { try await favorite(id, isFavorite) }))
        }
        .cancellable(id: CancelID(id: AnyHashableSendable(state.id)), cancelInFlight: true)

      case .response(.failure(let error)):
        state.alert = AlertState { TextState(error.localizedDescription) }
        return .none

      case .response(.success(let isFavorite)):
        state.isFavorite = isFavorite
        return .none
      }
    }
  }
}

@Reducer
struct Episode {
  @ObservableState
  struct State: Equatable, Identifiable {
    var alert: AlertState<FavoritingAction.Alert>?
    let id: UUID
    var isFavorite: Bool
    let title: String

    var favorite: FavoritingState<ID> {
      get { FavoritingState(alert: alert, id: id, isFavorite: isFavorite) }
      set { (alert, isFavorite) = (newValue.alert, newValue.isFavorite) }
    }
  }

  enum Action {
    case favorite(FavoritingAction)
  }

  let favorite: @Sendable (UUID, Bool) async throws -> Bool

  var body: some Reducer<State, Action> {
    Scope(\.favorite, action: \.favorite) {
      Favoriting(favorite: self.favorite)
    }
  }
}

@Reducer
struct Episodes {
  @ObservableState
  struct State: Equatable {
    var episodes: IdentifiedArrayOf<Episode.State> = []
  }

  enum Action {
    case episodes(IdentifiedActionOf<Episode>)
  }

  var favorite: @Sendable (UUID, Bool) async throws -> Bool = favoriteRequest

  var body: some Reducer<State, Action> {
    Reduce { _, _ in .none }
      .forEach(\.episodes, action: \.episodes) {
        Episode(favorite: self.favorite)
      }
  }
}

struct FavoriteError: LocalizedError, Equatable {
  var errorDescription: String? { "Favoriting failed." }
}

// The "server": a second's wait, and one request in four fails.
@Sendable private func favoriteRequest<ID>(id: ID, isFavorite: Bool) async throws -> Bool {
  try await Task.sleep(for: .seconds(1))
  if .random(in: 0...1) > 0.25 {
    return isFavorite
  } else {
    throw FavoriteError()
  }
}
