import ReducerKit

/// The `navigation` lesson's detail screen: one note, and a timer that counts the seconds the
/// screen has been shown. Its edit button asks the root for an editor; its back button pops it
/// with `dismiss`.
@Reducer
public struct NoteDetail {
  public struct State: Equatable, Sendable, Codable {
    /// The note's position in the root's list.
    public let note: Int
    /// Seconds since `.onAppear`.
    public var seconds: Int

    public init(note: Int, seconds: Int = 0) {
      self.note = note
      self.seconds = seconds
    }
  }

  public enum Action: Equatable, Sendable, Codable {
    /// Starts the timer: `.tick` every second, for as long as the screen is in the stack.
    case onAppear
    case tick
    /// The edit button: the root pushes an editor for the note.
    case editTapped
    /// The back button: the screen pops itself.
    case closeTapped
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        let clock = self.clock
        return .run(name: "timer") { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
      case .tick:
        state.seconds += 1
        return .none
      case .editTapped:
        return .none
      case .closeTapped:
        let dismiss = self.dismiss
        return .run(name: "dismiss") { _ in await dismiss() }
      }
    }
  }
}
