import ReducerKit

// TCA's TicTacToe example, the game: a board of three rows of three cells, two players taking
// turns until one has a line; quitting dismisses the game.
@Reducer
public struct Game: Sendable {
  @ObservableState
  public struct State: Equatable {
    public var board: Three<Three<Player?>> = .empty
    public var currentPlayer: Player = .x
    public let oPlayerName: String
    public let xPlayerName: String

    public init(oPlayerName: String, xPlayerName: String) {
      self.oPlayerName = oPlayerName
      self.xPlayerName = xPlayerName
    }

    public var currentPlayerName: String {
      switch currentPlayer {
      case .o: oPlayerName
      case .x: xPlayerName
      }
    }
  }

  public enum Action: Sendable {
    case cellTapped(row: Int, column: Int)
    case playAgainButtonTapped
    case quitButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .cellTapped(let row, let column):
        guard state.board[row][column] == nil, !state.board.hasWinner else { return .none }
        state.board[row][column] = state.currentPlayer
        if !state.board.hasWinner {
          state.currentPlayer.toggle()
        }
        return .none

      case .playAgainButtonTapped:
        state = Game.State(oPlayerName: state.oPlayerName, xPlayerName: state.xPlayerName)
        return .none

      case .quitButtonTapped:
        return .run { _ in
          await self.dismiss()
        }
      }
    }
  }
}

public enum Player: Equatable, Sendable {
  case o
  case x

  public mutating func toggle() {
    self = self == .o ? .x : .o
  }

  public var label: String {
    switch self {
    case .o: "⭕️"
    case .x: "❌"
    }
  }
}

extension Three<Three<Player?>> {
  public static let empty = Self(
    Three<Player?>(nil, nil, nil),
    Three<Player?>(nil, nil, nil),
    Three<Player?>(nil, nil, nil)
  )

  public var isFilled: Bool {
    allSatisfy { $0.allSatisfy { $0 != nil } }
  }

  // The eight lines, cells numbered 0...8 down the columns.
  private static let lines = [
    [0, 1, 2], [3, 4, 5], [6, 7, 8],
    [0, 3, 6], [1, 4, 7], [2, 5, 8],
    [0, 4, 8], [6, 4, 2],
  ]

  func hasWin(_ player: Player) -> Bool {
    Self.lines.contains { line in
      line.allSatisfy { self[$0 % 3][$0 / 3] == player }
    }
  }

  public var hasWinner: Bool {
    hasWin(.x) || hasWin(.o)
  }
}
