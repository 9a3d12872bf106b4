import ReducerKitTesting
import Testing

@MainActor
struct GameCoreTests {
  static let players = Game.State(oPlayerName: "Olga", xPlayerName: "Xavi")

  @Test
  func winnerQuits() async {
    let store = TestStore(initialState: Self.players) {
      Game()
    }
    await store.send(.cellTapped(row: 0, column: 0)) {
      $0.board[0][0] = .x
      $0.currentPlayer = .o
    }
    await store.send(.cellTapped(row: 2, column: 1)) {
      $0.board[2][1] = .o
      $0.currentPlayer = .x
    }
    await store.send(.cellTapped(row: 1, column: 0)) {
      $0.board[1][0] = .x
      $0.currentPlayer = .o
    }
    await store.send(.cellTapped(row: 1, column: 1)) {
      $0.board[1][1] = .o
      $0.currentPlayer = .x
    }
    // A line for x: the turn stays, and the board takes no more moves.
    await store.send(.cellTapped(row: 2, column: 0)) {
      $0.board[2][0] = .x
    }
    await store.send(.cellTapped(row: 2, column: 2))
  }

  @Test
  func tie() async {
    let store = TestStore(initialState: Self.players) {
      Game()
    }
    let moves = [(0, 0), (2, 2), (1, 0), (2, 0), (2, 1), (1, 2), (0, 2), (0, 1), (1, 1)]
    for (turn, move) in moves.enumerated() {
      let player: Player = turn.isMultiple(of: 2) ? .x : .o
      await store.send(.cellTapped(row: move.0, column: move.1)) {
        $0.board[move.0][move.1] = player
        $0.currentPlayer = player == .x ? .o : .x
      }
    }
    #expect(store.state.board.isFilled && !store.state.board.hasWinner)
    await store.send(.playAgainButtonTapped) {
      $0 = Self.players
    }
  }
}
