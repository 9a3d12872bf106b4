import ReducerKitTesting
import Testing

@MainActor
struct NewGameCoreTests {
  @Test
  func integration() async {
    let store = TestStore(initialState: NewGame.State()) {
      NewGame()
    }
    await store.send(\.binding.oPlayerName, "Olga") {
      $0.oPlayerName = "Olga"
    }
    await store.send(\.binding.xPlayerName, "Xavi") {
      $0.xPlayerName = "Xavi"
    }
    await store.send(.letsPlayButtonTapped) {
      $0.game = Game.State(oPlayerName: "Olga", xPlayerName: "Xavi")
    }
    await store.send(\.game.cellTapped, (row: 0, column: 0)) {
      $0.game?.board[0][0] = .x
      $0.game?.currentPlayer = .o
    }
    // Quitting dismisses the game from its own effect.
    await store.send(\.game.quitButtonTapped)
    await store.receive(\.game.dismiss) {
      $0.game = nil
    }
    await store.send(.letsPlayButtonTapped) {
      $0.game = Game.State(oPlayerName: "Olga", xPlayerName: "Xavi")
    }
    await store.send(\.game.dismiss) {
      $0.game = nil
    }
    await store.send(.logoutButtonTapped)
  }
}
