import ReducerKitTesting
import Testing

/// A feature in TCA's shape, its `@CasePathable` conformances written as the macro expands them.
private struct Tapper: Reducer {
  struct State: Equatable {
    var count = 0
    var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2)]
  }

  enum Action: Equatable, Sendable, CasePathable {
    case view(View)
    case setTo(Int)
    case response(Int)
    case delegate(Delegate)
    case rows(IdentifiedActionOf<Row>)

    enum View: Equatable, Sendable, CasePathable {
      case tapped
      struct AllCasePaths: Sendable {
        var tapped: AnyCasePath<View, Void> {
          AnyCasePath(embed: { .tapped }, extract: { if case .tapped = $0 { return () } else { return nil } })
        }
      }
      static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    enum Delegate: Equatable, Sendable, CasePathable {
      case done
      struct AllCasePaths: Sendable {
        var done: AnyCasePath<Delegate, Void> {
          AnyCasePath(embed: { .done }, extract: { if case .done = $0 { return () } else { return nil } })
        }
      }
      static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    struct AllCasePaths: Sendable {
      var view: AnyCasePath<Action, View> {
        AnyCasePath(
          embed: { .view($0) }, extract: { if case .view(let v) = $0 { return v } else { return nil } })
      }
      var setTo: AnyCasePath<Action, Int> {
        AnyCasePath(
          embed: { .setTo($0) }, extract: { if case .setTo(let v) = $0 { return v } else { return nil } })
      }
      var response: AnyCasePath<Action, Int> {
        AnyCasePath(
          embed: { .response($0) },
          extract: { if case .response(let v) = $0 { return v } else { return nil } })
      }
      var delegate: AnyCasePath<Action, Delegate> {
        AnyCasePath(
          embed: { .delegate($0) },
          extract: { if case .delegate(let v) = $0 { return v } else { return nil } })
      }
      var rows: AnyCasePath<Action, IdentifiedActionOf<Row>> {
        AnyCasePath(
          embed: { .rows($0) }, extract: { if case .rows(let v) = $0 { return v } else { return nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  struct Row: Reducer {
    struct State: Equatable, Identifiable {
      let id: Int
      var ticks = 0
    }
    enum Action: Equatable, Sendable, CasePathable {
      case start
      case tick
      struct AllCasePaths: Sendable {
        var start: AnyCasePath<Action, Void> {
          AnyCasePath(embed: { .start }, extract: { if case .start = $0 { return () } else { return nil } })
        }
        var tick: AnyCasePath<Action, Void> {
          AnyCasePath(embed: { .tick }, extract: { if case .tick = $0 { return () } else { return nil } })
        }
      }
      static var allCasePaths: AllCasePaths { AllCasePaths() }
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start: return .send(.tick)
      case .tick: state.ticks += 1
      }
      return .none
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.tapped):
        state.count += 1
        return .send(.response(state.count * 10))
      case .setTo(let value):
        state.count = value
        return .send(.delegate(.done))
      case .response(let value):
        state.count = value
        return .none
      case .delegate, .rows:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { Row() }
  }
}

/// TCA's TestStore spelling with case key paths (its `TestStoreTests` and the case studies' tests).
@Suite("TestStore with case key paths")
struct TestStoreCaseKeyPathTests {
  let log = FailureLog()

  private func makeStore() -> TestStoreOf<Tapper> {
    TestStore(initialState: Tapper.State(), reducer: Tapper(), reporter: log.reporter)
  }

  @Test("send(\\.view.tapped) sends .view(.tapped); receive(\\.response) matches any payload")
  func sendCaseWithoutPayload() {
    let store = makeStore()
    store.send(\.view.tapped) { $0.count = 1 }
    store.receive(\.response) { $0.count = 10 }
    store.finish()
    #expect(log.messages.isEmpty)
  }

  @Test("send(\\.setTo, 5) sends .setTo(5); receive(\\.delegate.done) matches the delegate action")
  func sendWithPayloadReceiveDelegate() {
    let store = makeStore()
    store.send(\.setTo, 5) { $0.count = 5 }
    store.receive(\.delegate.done)
    store.finish()
    #expect(log.messages.isEmpty)
  }

  @Test("receive(\\.response, 10) checks the payload too")
  func receiveWithPayload() {
    let store = makeStore()
    store.send(\.view.tapped) { $0.count = 1 }
    store.receive(\.response, 10) { $0.count = 10 }
    store.finish()
    #expect(log.messages.isEmpty)
  }

  @Test("receive(\\.response, 11) fails when the payload differs")
  func receiveWithWrongPayloadFails() {
    let store = makeStore()
    store.send(\.view.tapped) { $0.count = 1 }
    store.receive(\.response, 11) { $0.count = 10 }
    #expect(log.messages.count >= 1)
    #expect(log.messages.first?.contains(".response(11)") == true)
  }

  @Test("receive(\\.rows[id: 1].tick) matches the action of one element")
  func receiveElementAction() {
    let store = makeStore()
    store.send(.rows(.element(id: 1, action: .start)))
    store.receive(\.rows[id: 1].tick) { $0.rows[id: 1]?.ticks = 1 }
    store.finish()
    #expect(log.messages.isEmpty)
  }

  @Test("receive(\\.rows[id: 2].tick) fails when the action was for element 1")
  func receiveOtherElementFails() {
    let store = makeStore()
    store.send(.rows(.element(id: 1, action: .start)))
    store.receive(\.rows[id: 2].tick) { $0.rows[id: 1]?.ticks = 1 }
    #expect(!log.messages.isEmpty)
    #expect(log.messages.first?.contains("id: 2") == true)
  }
}
