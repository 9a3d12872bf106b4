import ReducerKit

/// The `optional` lesson's parent: it presents a ``Detail`` (0 or 1 of them) and dismisses it.
/// The detail runs through `ifLet` (SwiftRex: `liftOptional`), so closing the sheet, or opening
/// a new one in its place, cancels whatever the old one had running.
public struct Sheet: Reducer {
  public struct State: Equatable, Sendable, Codable {
    public var detail: Detail.State?

    public init(detail: Detail.State? = nil) { self.detail = detail }
  }

  @CasePathable
  public enum Action: Equatable, Sendable, Codable {
    /// Presents a fresh detail with a new id, replacing any detail already shown.
    case open
    case close
    case detail(Detail.Action)
  }

  @Dependency(\.nextID) var nextID

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .open:
        state.detail = Detail.State(id: nextID())
        return .none
      case .close:
        state.detail = nil
        return .none
      case .detail:
        return .none
      }
    }
    .ifLet(\.detail, action: CasePath(Action.detail)) { Detail() }
  }
}
