import ReducerKit

/// The `identified-action` lesson's model: an inbox of messages, each addressed by an id from a
/// generator. `.saveAll` answers every message 2 s later, addressed to it; a message removed in
/// between gets its answer late, and the answer changes nothing.
public struct Inbox: Reducer {
  public struct State: Equatable, Sendable, Codable {
    public var messages: IdentifiedArrayOf<Message.State>

    public init(messages: IdentifiedArrayOf<Message.State> = []) { self.messages = messages }
  }

  @CasePathable
  public enum Action: Equatable, Sendable, Codable {
    /// An envelope: which message (`id`) and what it says (`action`).
    case messages(IdentifiedAction<Int, Message.Action>)
    /// A new message, with the next id.
    case add
    case remove(id: Int)
    /// Stores every message present now; each hears back, 2 s later, in its envelope.
    case saveAll
  }

  @Dependency(\.clock) var clock
  @Dependency(\.nextID) var nextID

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .messages:
        return .none
      case .add:
        state.messages.append(Message.State(id: nextID()))
        return .none
      case .remove(let id):
        state.messages.remove(id: id)
        return .none
      case .saveAll:
        let ids = state.messages.ids
        let clock = self.clock
        return .run(name: "save") { send in
          try? await clock.sleep(for: .seconds(2))
          for id in ids { await send(.messages(.element(id: id, action: .saved))) }
        }
      }
    }
    .forEach(\.messages, action: CasePath(Action.messages)) { Message() }
  }
}
