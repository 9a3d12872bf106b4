import ReducerKit

/// The `transpose` lesson's model: a screen with a list of contacts and an editor sheet whose
/// dismissal takes a moment (`Presentation`), so the view side has something to project,
/// transpose and bind to.
public enum EditorScreen {
  /// One contact in the list. It can be renamed, and it can ask to be deleted (the parent
  /// removes it).
  public struct Contact: Reducer {
    public struct State: Equatable, Identifiable, Sendable, Codable {
      public let id: Int
      public var name: String

      public init(id: Int, name: String) {
        self.id = id
        self.name = name
      }
    }

    @CasePathable
    public enum Action: Equatable, Sendable, Codable {
      case setName(String)
      /// Asks the parent to remove this contact.
      case delete
    }

    public init() {}

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .setName(let name):
        state.name = name
      case .delete:
        break
      }
      return .none
    }
  }

  /// The sheet: a name being typed, and whether it was saved.
  public struct Editor: Reducer {
    public struct State: Equatable, Sendable, Codable {
      public var name: String
      public var saved: Bool

      public init(name: String = "", saved: Bool = false) {
        self.name = name
        self.saved = saved
      }
    }

    @CasePathable
    public enum Action: Equatable, Sendable, Codable {
      /// What a binding to `name` sends when it is written.
      case setName(String)
      /// Marks the draft saved; the parent then closes the sheet.
      case save
    }

    public init() {}

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .setName(let name):
        state.name = name
      case .save:
        state.saved = true
      }
      return .none
    }
  }

  public struct State: Equatable, Sendable, Codable {
    public var contacts: IdentifiedArrayOf<Contact.State>
    public var editor: Presentation<Editor.State>

    public init(
      contacts: IdentifiedArrayOf<Contact.State> = [
        Contact.State(id: 1, name: "Ada"),
        Contact.State(id: 2, name: "Bo"),
      ],
      editor: Presentation<Editor.State> = .dismissed
    ) {
      self.contacts = contacts
      self.editor = editor
    }
  }

  @CasePathable
  public enum Action: Equatable, Sendable, Codable {
    case contacts(IdentifiedAction<Int, Contact.Action>)
    /// Presents a blank editor.
    case openEditor
    /// Starts the dismissal: the sheet keeps its last value while it animates out.
    case closeEditor
    /// Sent by the dismissal effect 300 ms after closing: the sheet is gone.
    case dismissalFinished
    case editor(Editor.Action)
  }

  /// How long the sheet takes to animate out.
  public static let dismissalTime = Duration.milliseconds(300)

  enum CancelID: Hashable, Sendable { case dismissal }

  public struct Screen: Reducer {
    @Dependency(\.clock) var clock

    public init() {}

    public var body: some Reducer<State, Action> {
      // The editor runs only while presented: on its way out the sheet is display-only.
      Scope(state: \.editor, action: CasePath(Action.editor)) {
        Scope(
          state: CasePath(Presentation<Editor.State>.presented), named: "presented",
          action: CasePath(embed: { $0 }, extract: { $0 })
        ) { Editor() }
      }
      Reduce { state, action in
        switch action {
        case .contacts(.element(let id, .delete)):
          state.contacts.remove(id: id)
          return .none
        case .contacts:
          return .none
        case .openEditor:
          state.editor = .presented(Editor.State())
          // A dismissal still under way must not close the new sheet.
          return .cancel(id: CancelID.dismissal)
        case .closeEditor, .editor(.save):
          guard case .presented(let editor) = state.editor else { return .none }
          state.editor = .dismissing(last: editor)
          let clock = self.clock
          return .run(name: "dismissal") { send in
            do {
              try await clock.sleep(for: EditorScreen.dismissalTime)
            } catch {
              return
            }
            await send(.dismissalFinished)
          }
          .cancellable(id: CancelID.dismissal)
        case .dismissalFinished:
          state.editor = .dismissed
          return .none
        case .editor:
          return .none
        }
      }
      .forEach(\.contacts, action: CasePath(Action.contacts)) { Contact() }
    }
  }
}
