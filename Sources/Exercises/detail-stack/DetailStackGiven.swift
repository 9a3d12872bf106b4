import ReducerKit

/// The `navigation` exercise's first screen on the stack: an item's detail. Once it appears it
/// counts the seconds it has been on screen; its edit button is for the parent to handle (it
/// pushes an editor). Given; learners push it.
public struct ItemDetail: Reducer {
  public struct State: Equatable, Sendable, Codable {
    /// The item shown: its position in the list.
    public var item: Int
    public var seconds: Int

    public init(item: Int, seconds: Int = 0) {
      self.item = item
      self.seconds = seconds
    }
  }

  @CasePathable
  public enum Action: Equatable, Sendable, Codable {
    /// Starts a timer that sends `.tick` every second, for as long as the screen is on the stack.
    case onAppear
    case tick
    /// The edit button: the detail changes nothing; the parent pushes an editor.
    case editTapped
  }

  @Dependency(\.clock) var clock

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
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
    }
  }
}

/// The `navigation` exercise's second screen: an editor for an item's title. Its save button
/// tells the parent through a delegate action, `.delegate(.saved(title))`; it never pops
/// itself. Given.
public struct ItemEditor: Reducer {
  public struct State: Equatable, Sendable, Codable {
    public var item: Int
    public var title: String

    public init(item: Int, title: String = "") {
      self.item = item
      self.title = title
    }
  }

  @CasePathable
  public enum Action: Equatable, Sendable, Codable {
    case setTitle(String)
    case saveTapped
    /// What the editor tells its parent.
    case delegate(Delegate)

    @CasePathable
    public enum Delegate: Equatable, Sendable, Codable {
      /// The title was saved: the parent decides where to go next.
      case saved(String)
    }
  }

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .setTitle(let title):
      state.title = title
      return .none
    case .saveTapped:
      return .send(.delegate(.saved(state.title)))
    case .delegate:
      return .none
    }
  }
}

/// The `navigation` exercise's root: a list of items with a navigation stack on top. The
/// learner writes its reducer (`DetailStackExercise`) and the reducer of one screen of the
/// stack (`DetailStackExercise.Path`); these types are fixed. (TCA 1.8's `@Reducer enum Path
/// { case detail(ItemDetail); case edit(ItemEditor) }` generates `PathState` and `PathAction`
/// in this shape.)
public enum DetailStack {
  /// One screen of the stack.
  @CasePathable
  public enum PathState: Equatable, Sendable, Codable {
    case detail(ItemDetail.State)
    case edit(ItemEditor.State)
  }

  /// What one screen of the stack can receive.
  @CasePathable
  public enum PathAction: Equatable, Sendable, Codable {
    case detail(ItemDetail.Action)
    case edit(ItemEditor.Action)
  }

  public struct State: Equatable, Sendable {
    /// The pushed screens, bottom first; empty at the root (the list).
    public var path: StackState<PathState>
    /// The titles saved from an editor, in order.
    public var saved: [String]

    public init(path: StackState<PathState> = StackState(), saved: [String] = []) {
      self.path = path
      self.saved = saved
    }
  }

  @CasePathable
  public enum Action: Equatable, Sendable {
    /// The list's row for item `n`: pushes its detail.
    case rowTapped(Int)
    /// The stack's actions: `.path(.element(id: 0, action: .detail(.tick)))` for the screen
    /// with id 0, `.path(.popFrom(id: 1))` to pop the screen with id 1 and those above it.
    case path(StackAction<PathState, PathAction>)
  }
}
