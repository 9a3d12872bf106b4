import Foundation
import ReducerKitTesting
import Testing

@MainActor
struct ReusableComponentsFavoritingTests {
  @Test
  func happyPath() async {
    let clock = TestClock()
    let episodes: IdentifiedArrayOf<Episode.State> = [
      Episode.State(id: UUID(0), isFavorite: false, title: "Lists"),
      Episode.State(id: UUID(1), isFavorite: false, title: "Sheets"),
      Episode.State(id: UUID(2), isFavorite: false, title: "Stacks"),
    ]
    let store = TestStore(initialState: Episodes.State(episodes: episodes)) {
      Episodes(
        favorite: { _, isFavorite in
          try await clock.sleep(for: .seconds(1))
          return isFavorite
        }
      )
    }
    await store.send(\.episodes[id: UUID(0)].favorite.buttonTapped) {
      $0.episodes[id: UUID(0)]?.isFavorite = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.episodes[id: episodes[0].id].favorite.response.success)

    // Tapped twice before the first request answers: the first is cancelled.
    await store.send(\.episodes[id: episodes[1].id].favorite.buttonTapped) {
      $0.episodes[id: UUID(1)]?.isFavorite = true
    }
    await store.send(\.episodes[id: episodes[1].id].favorite.buttonTapped) {
      $0.episodes[id: UUID(1)]?.isFavorite = false
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.episodes[id: episodes[1].id].favorite.response.success)
  }

  @Test
  func unhappyPath() async {
    let episodes: IdentifiedArrayOf<Episode.State> = [
      Episode.State(id: UUID(0), isFavorite: false, title: "Lists")
    ]
    let store = TestStore(initialState: Episodes.State(episodes: episodes)) {
      Episodes(favorite: { _, _ in throw FavoriteError() })
    }
    await store.send(\.episodes[id: UUID(0)].favorite.buttonTapped) {
      $0.episodes[id: UUID(0)]?.isFavorite = true
    }
    await store.receive(\.episodes[id: episodes[0].id].favorite.response.failure) {
      $0.episodes[id: UUID(0)]?.alert = AlertState {
        TextState("Favoriting failed.")
      }
    }
    await store.send(\.episodes[id: UUID(0)].favorite.alert.dismiss) {
      $0.episodes[id: UUID(0)]?.alert = nil
      $0.episodes[id: UUID(0)]?.isFavorite = false
    }
  }
}
