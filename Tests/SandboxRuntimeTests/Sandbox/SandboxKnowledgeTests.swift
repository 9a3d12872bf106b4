import ReducerKit
import Synchronization
import Testing

@testable import PromptLanguage
@testable import SandboxRuntime

/// How many times a feature's reducer was made: the live store makes one per sandbox, and working
/// out the struct defaults makes one per example action.
private let reducersMade = Mutex(0)

private struct Tally: Reducer {
  struct Counter: Codable, Equatable, Sendable {
    var count = 0
    var step = 1
  }

  struct State: Codable, Equatable, Sendable {
    var counter = Counter()
  }

  enum Action: Codable, Equatable, Sendable {
    case add
    case set(Counter)
  }

  init() { reducersMade.withLock { $0 += 1 } }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .add: state.counter.count += state.counter.step
    case .set(let counter): state.counter = counter
    }
    return .none
  }
}

@Suite("What a sandbox works out by reflection, it works out once per definition", .serialized)
struct SandboxKnowledgeTests {
  @Test("A second sandbox of one definition reuses the case tree and the struct defaults")
  func sharedBetweenSandboxes() throws {
    let definition = SandboxDefinition(
      id: "tally", initialState: Tally.State(), reducer: { Tally() },
      examples: [.add, .set(Tally.Counter(count: 5))])
    let line = try ExpressionParser.parseValue(".set(Tally.Counter(count: 3))")
    let before = reducersMade.withLock { $0 }

    let first = definition.make(false)
    #expect(first.vocabulary.contains("set"))
    #expect(first.send(line, scope: SandboxScope()).outputs.isEmpty == false)
    // One reducer for the live store, one per example for the defaults.
    #expect(reducersMade.withLock { $0 } - before == 3)

    let second = definition.make(false)
    #expect(second.vocabulary == first.vocabulary)
    #expect(second.send(line, scope: SandboxScope()).outputs.isEmpty == false)
    // Only the second live store's reducer: nothing worked out again.
    #expect(reducersMade.withLock { $0 } - before == 4)
    #expect(definition.knowledge.cases.isMade && definition.knowledge.structDefaults.isMade)
  }
}
