import ReducerKit
import ReducerKitTesting
import Testing

/// TCA's `StackReducerTests`, third part: pushing with ids, and the ids a test's assertion gets.
@MainActor
@Suite("TCA StackReducerTests: pushing and ids")
struct StackReducerPushTests {
  struct Child: Reducer {
    struct State: Equatable {}
    enum Action: Equatable {}
    var body: some Reducer<State, Action> { EmptyReducer() }
  }

  struct Parent: Reducer {
    struct State: Equatable { var children = StackState<Child.State>() }
    enum Action: Equatable {
      case child(StackActionOf<Child>)
      case push
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .child: return .none
        case .push:
          state.children.append(Child.State())
          return .none
        }
      }
      .forEach(\.children, action: CasePath(Action.child)) { Child() }
    }
  }
  /// The line of the `forEach` above, which warnings name.
  static let forEachLine: UInt = #line - 4

  @Test func testPush() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.child(.push(id: 0, state: Child.State()))) {
      $0.children[id: 0] = Child.State()
    }
    await store.send(.push) {
      $0.children[id: 1] = Child.State()
    }
    await store.send(.child(.push(id: 2, state: Child.State()))) {
      $0.children[id: 2] = Child.State()
    }
    await store.send(.push) {
      $0.children[id: 3] = Child.State()
    }
    await store.send(.child(.popFrom(id: 0))) {
      $0.children = StackState()
    }
    // An id below the next one may be pushed again once it has left (as in TCA).
    await store.send(.child(.push(id: 0, state: Child.State()))) {
      $0.children[id: 0] = Child.State()
    }
  }

  @Test func testPushReusedID() async {
    let warnings = WarningLog()
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.warnings = warnings.handler
    }
    await store.send(.child(.push(id: 0, state: Child.State()))) {
      $0.children[id: 0] = Child.State()
    }
    await store.send(.child(.push(id: 0, state: Child.State())))
    #expect(warnings.kinds == [.pushExistingElement(stack: "children", id: "#0", ids: "[#0]")])
    #expect(warnings.warnings.first?.line == Self.forEachLine)
  }

  @Test func testPushIDGreaterThanNextGeneration() async {
    let warnings = WarningLog()
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.warnings = warnings.handler
    }
    await store.send(.child(.push(id: 1, state: Child.State()))) {
      $0.children[id: 1] = Child.State()
    }
    #expect(warnings.kinds == [.pushUnexpectedID(stack: "children", received: "#1", expected: "#0")])
    // Not in TCA: the next id the stack gives is past the one pushed.
    await store.send(.push) {
      $0.children.append(Child.State())
    }
    #expect(store.state.children.ids == [1, 2])
  }

  @Test func testMismatchedIDFailure() async {
    let log = StackFailureLog()
    let store = TestStore(initialState: Parent.State(), reporter: log.reporter) { Parent() }
    await store.send(.child(.push(id: 0, state: Child.State()))) {
      $0.children[id: 1] = Child.State()
    }
    // TCA's diff: `−     #1: StackReducerTests.Child.State()` / `+     #0: …`; here the stack
    // is short enough for one line.
    #expect(
      log.messages == [
        """
        The state after .child(.push(id: #0, state: StackReducerPushTests.Child.State())) does not \
        match what the assertion expected. (Expected: −, Actual: +)

          StackReducerPushTests.Parent.State(
        −   children: [#1: StackReducerPushTests.Child.State()]
        +   children: [#0: StackReducerPushTests.Child.State()]
          )
        """
      ])
  }

  @Test func testSendCopiesStackElementIDGenerator() async {
    struct Feature: Reducer {
      struct State: Equatable { var path = StackState<Int>() }
      enum Action: Equatable {
        case buttonTapped
        case path(StackAction<Int, Never>)
        case response
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .buttonTapped:
            state.path.append(1)
            return .send(.response)
          case .path:
            return .none
          case .response:
            state.path.append(2)
            return .none
          }
        }
        .forEach(\.path, action: CasePath(Action.path)) {}
      }
    }
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.buttonTapped) {
      $0.path[id: 0] = 1
      @Dependency(\.stackElementID) var stackElementID
      _ = stackElementID.next()
      _ = stackElementID.next()
      _ = stackElementID.next()
    }
    await store.receive(.response) {
      $0.path[id: 1] = 2
      @Dependency(\.stackElementID) var stackElementID
      _ = stackElementID.next()
      _ = stackElementID.next()
      _ = stackElementID.next()
    }
    await store.send(.buttonTapped) {
      $0.path[id: 2] = 1
    }
    await store.receive(.response) {
      $0.path[id: 3] = 2
    }
  }

  /// Not in TCA's tests: the assertion's `append` gets the id the reducer got, also after the
  /// parent assigned a new stack (whose own count starts again; the store's does not).
  @Test func testAssertionAppendAfterNewStack() async {
    struct Feature: Reducer {
      struct State: Equatable { var path = StackState<Int>() }
      enum Action: Equatable {
        case push(Int)
        case reset
        case path(StackAction<Int, Never>)
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .push(let value): state.path.append(value)
          case .reset: state.path = StackState([7])
          case .path: break
          }
          return .none
        }
        .forEach(\.path, action: CasePath(Action.path)) {}
      }
    }
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.push(1)) { $0.path.append(1) }
    await store.send(.push(2)) { $0.path.append(2) }
    await store.send(.reset) { $0.path = StackState([7]) }
    #expect(store.state.path.ids == [2])
    await store.send(.push(3)) { $0.path.append(3) }
    #expect(store.state.path.ids == [2, 3])
  }
}
