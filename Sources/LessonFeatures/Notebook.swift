import ReducerKit

/// The `navigation` lesson's root: a list of notes and a navigation stack on top of it, in TCA
/// 1.x's spelling (`@Reducer enum Path`, `StackState`, `.forEach(\.path, action: \.path)`).
/// Opening a note pushes its detail; the detail's edit button pushes an editor; the editor
/// delegates "saved" and the root writes the title and pops back to the list.
@Reducer
public struct Notebook {
  /// The screens the stack can hold.
  @Reducer
  public enum Path {
    case detail(NoteDetail)
    case edit(NoteEditor)
  }

  public struct State: Equatable, Sendable, Codable {
    /// The notes' titles; a screen names a note by its position here.
    public var notes: [String]
    /// The pushed screens, bottom first.
    public var path: StackState<Path.State>
    /// Notes saved from an editor.
    public var saved: Int

    public init(
      notes: [String] = ["Milk", "Eggs"], path: StackState<Path.State> = StackState(), saved: Int = 0
    ) {
      self.notes = notes
      self.path = path
      self.saved = saved
    }
  }

  public enum Action: Equatable, Sendable, Codable {
    /// The list's row for note `n`: pushes its detail.
    case open(Int)
    /// Back to the list, whatever is pushed.
    case popToRoot
    case path(StackActionOf<Path>)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .open(let note):
        guard state.notes.indices.contains(note) else { return .none }
        state.path.append(.detail(NoteDetail.State(note: note)))
        return .none
      case .popToRoot:
        state.path.removeAll()
        return .none
      case .path(.element(id: let id, action: .detail(.editTapped))):
        guard let note = state.path[id: id, case: \.detail]?.note else { return .none }
        state.path.append(.edit(NoteEditor.State(note: note, title: state.notes[note])))
        return .none
      case .path(.element(id: _, action: .edit(.delegate(.saved(let note, let title))))):
        guard state.notes.indices.contains(note) else { return .none }
        state.notes[note] = title
        state.saved += 1
        state.path.removeAll()
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension Notebook.Path.State: Equatable, Sendable, Codable {}
extension Notebook.Path.Action: Equatable, Codable {}
