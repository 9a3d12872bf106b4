import ReducerKit

/// The `navigation` lesson's edit screen: a title being typed. It does not write the note nor
/// pop itself: Save delegates "saved" to the root, which does both.
@Reducer
public struct NoteEditor {
  public struct State: Equatable, Sendable, Codable {
    /// The note's position in the root's list.
    public let note: Int
    public var title: String

    public init(note: Int, title: String) {
      self.note = note
      self.title = title
    }
  }

  public enum Action: Equatable, Sendable, Codable {
    case setTitle(String)
    /// Save: tells the root.
    case saveTapped
    case delegate(Delegate)

    public enum Delegate: Equatable, Sendable, Codable {
      /// The note `note` now has this title.
      case saved(note: Int, title: String)
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .setTitle(let title):
        state.title = title
        return .none
      case .saveTapped:
        return .send(.delegate(.saved(note: state.note, title: state.title)))
      case .delegate:
        return .none
      }
    }
  }
}
