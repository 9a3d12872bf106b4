import ReducerKit
import ReducerKitTesting
import Testing

/// TCA's `StackReducerTests`, second part: the effects of stack elements — each element's are
/// its own, and they end when it leaves the stack, however it leaves.
@MainActor
@Suite("TCA StackReducerTests: effects of elements")
struct StackReducerEffectTests {
  enum TestSiblingCannotCancel {
    @Reducer
    struct Child {
      struct State: Equatable { var count = 0 }
      enum Action: Equatable {
        case cancel
        case response(Int)
        case tap
      }
      @Dependency(\.continuousClock) var clock
      enum CancelID: Hashable { case cancel }
      var body: some Reducer<State, Action> {
        Reduce { state, action in
          switch action {
          case .cancel:
            return .cancel(id: CancelID.cancel)
          case .response(let value):
            state.count = value
            return .none
          case .tap:
            return .run { send in
              try await clock.sleep(for: .seconds(1))
              await send(.response(42))
            }
            .cancellable(id: CancelID.cancel)
          }
        }
      }
    }
    @Reducer
    struct Path {
      enum State: Equatable {
        case child1(Child.State)
        case child2(Child.State)
      }
      enum Action: Equatable {
        case child1(Child.Action)
        case child2(Child.Action)
      }
      var body: some ReducerOf<Self> {
        Scope(state: \.child1, action: \.child1) { Child() }
        Scope(state: \.child2, action: \.child2) { Child() }
      }
    }
    @Reducer
    struct Parent {
      struct State: Equatable { var path = StackState<Path.State>() }
      enum Action: Equatable {
        case path(StackActionOf<Path>)
        case pushChild1
        case pushChild2
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .path: return .none
          case .pushChild1:
            state.path.append(.child1(Child.State()))
            return .none
          case .pushChild2:
            state.path.append(.child2(Child.State()))
            return .none
          }
        }
        .forEach(\.path, action: \.path) { Path() }
      }
    }
  }

  @Test func testSiblingCannotCancel() async {
    typealias Feature = TestSiblingCannotCancel
    var path = StackState<Feature.Path.State>()
    path.append(.child1(Feature.Child.State()))
    path.append(.child2(Feature.Child.State()))
    let clock = TestClock()
    let store = TestStore(initialState: Feature.Parent.State(path: path)) {
      Feature.Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.path(.element(id: 0, action: .child1(.tap))))
    await store.send(.path(.element(id: 1, action: .child2(.tap))))
    await store.send(.path(.element(id: 0, action: .child1(.cancel))))
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 1, action: .child2(.response(42))))) {
      $0.path[id: 1, case: \.child2]?.count = 42
    }

    await store.send(.path(.element(id: 0, action: .child1(.tap))))
    await store.send(.path(.element(id: 1, action: .child2(.tap))))
    await store.send(.path(.element(id: 1, action: .child2(.cancel))))
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .child1(.response(42))))) {
      $0.path[id: 0, case: \.child1]?.count = 42
    }
  }

  enum TestFirstChildWhileEffectInFlight_DeliversToCorrectID {
    @Reducer
    struct Child {
      let id: Int
      struct State: Equatable { var count = 0 }
      enum Action: Equatable {
        case response(Int)
        case tap
      }
      @Dependency(\.continuousClock) var clock
      var body: some Reducer<State, Action> {
        Reduce { state, action in
          switch action {
          case .response(let value):
            state.count += value
            return .none
          case .tap:
            return .run { [id] send in
              try await clock.sleep(for: .seconds(id))
              await send(.response(id))
            }
          }
        }
      }
    }
    @Reducer
    struct Path {
      enum State: Equatable {
        case child1(Child.State)
        case child2(Child.State)
      }
      enum Action: Equatable {
        case child1(Child.Action)
        case child2(Child.Action)
      }
      var body: some ReducerOf<Self> {
        Scope(state: \.child1, action: \.child1) { Child(id: 1) }
        Scope(state: \.child2, action: \.child2) { Child(id: 2) }
      }
    }
    @Reducer
    struct Parent {
      struct State: Equatable { var path = StackState<Path.State>() }
      enum Action: Equatable {
        case path(StackActionOf<Path>)
        case popAll
        case popFirst
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .path: return .none
          case .popAll:
            state.path = StackState()
            return .none
          case .popFirst:
            state.path[id: state.path.ids[0]] = nil
            return .none
          }
        }
        .forEach(\.path, action: \.path) { Path() }
      }
    }
  }

  @Test func testFirstChildWhileEffectInFlight_DeliversToCorrectID() async {
    typealias Feature = TestFirstChildWhileEffectInFlight_DeliversToCorrectID
    let clock = TestClock()
    let store = TestStore(
      initialState: Feature.Parent.State(
        path: StackState([.child1(Feature.Child.State()), .child2(Feature.Child.State())]))
    ) {
      Feature.Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.path(.element(id: 0, action: .child1(.tap))))
    await store.send(.path(.element(id: 1, action: .child2(.tap))))
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .child1(.response(1))))) {
      $0.path[id: 0, case: \.child1]?.count = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 1, action: .child2(.response(2))))) {
      $0.path[id: 1, case: \.child2]?.count = 2
    }

    await store.send(.path(.element(id: 0, action: .child1(.tap))))
    await store.send(.path(.element(id: 1, action: .child2(.tap))))
    await store.send(.popFirst) {
      $0.path[id: 0] = nil
    }
    await clock.advance(by: .seconds(2))
    await store.receive(.path(.element(id: 1, action: .child2(.response(2))))) {
      $0.path[id: 1, case: \.child2]?.count = 4
    }
    await store.send(.popFirst) {
      $0.path[id: 1] = nil
    }
  }

  /// Not in TCA: `popAll` of the feature above assigns a new stack (`state.path = StackState()`)
  /// while both elements' effects run; they end with it.
  @Test func testPopAllAssigningANewStack() async {
    typealias Feature = TestFirstChildWhileEffectInFlight_DeliversToCorrectID
    let clock = TestClock()
    let store = TestStore(
      initialState: Feature.Parent.State(
        path: StackState([.child1(Feature.Child.State()), .child2(Feature.Child.State())]))
    ) {
      Feature.Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.path(.element(id: 0, action: .child1(.tap))))
    await store.send(.path(.element(id: 1, action: .child2(.tap))))
    #expect(store.runningEffects.count == 2)
    await store.send(.popAll) {
      $0.path = StackState()
    }
    #expect(store.runningEffects.isEmpty)
  }

  @Test func testSendActionWithIDThatDoesNotExist() async {
    struct Parent: Reducer {
      struct State: Equatable { var path = StackState<Int>() }
      enum Action: Sendable { case path(StackAction<Int, Void>) }
      var body: some ReducerOf<Self> {
        EmptyReducer()
          .forEach(\.path, action: CasePath(Action.path)) {}
      }
    }
    let line = #line - 3
    let warnings = WarningLog()
    var path = StackState<Int>()
    path.append(1)
    let store = TestStore(initialState: Parent.State(path: path)) {
      Parent()
    } withDependencies: {
      $0.warnings = warnings.handler
    }
    await store.send(.path(.element(id: 999, action: ())))
    #expect(warnings.kinds == [.actionForMissingElement(collection: "path", element: "path[id: 999]")])
    #expect(warnings.warnings.first?.line == UInt(line))
    #expect(warnings.warnings.first?.fileID.hasSuffix("StackReducerEffectTests.swift") == true)
  }

  @Test func testPopIDThatDoesNotExist() async {
    struct Parent: Reducer {
      struct State: Equatable { var path = StackState<Int>() }
      enum Action: Sendable { case path(StackAction<Int, Void>) }
      var body: some ReducerOf<Self> {
        EmptyReducer()
          .forEach(\.path, action: CasePath(Action.path)) {}
      }
    }
    let line = #line - 3
    let warnings = WarningLog()
    let store = TestStore(initialState: Parent.State(path: StackState<Int>([1]))) {
      Parent()
    } withDependencies: {
      $0.warnings = warnings.handler
    }
    await store.send(.path(.popFrom(id: 999)))
    #expect(warnings.kinds == [.popFromMissingElement(stack: "path", id: "#999", ids: "[#0]")])
    #expect(
      warnings.warnings.first?.description
        == """
        A 'forEach' at ReducerKitTests/StackReducerEffectTests.swift:\(line) received a 'popFrom' \
        action for an element that is not in 'path': id #999, ids in the stack [#0]. Nothing was popped.
        """)
  }

  @Test func testChildWithInFlightEffect() async {
    struct Child: Reducer {
      struct State: Equatable {}
      enum Action: Equatable { case tap }
      @Dependency(\.continuousClock) var clock
      var body: some Reducer<State, Action> {
        Reduce { _, _ in .run { _ in try? await sleepForever(on: clock) } }
      }
    }
    struct Parent: Reducer {
      struct State: Equatable { var path = StackState<Child.State>() }
      enum Action: Equatable { case path(StackActionOf<Child>) }
      var body: some ReducerOf<Self> {
        EmptyReducer().forEach(\.path, action: CasePath(Action.path)) { Child() }
      }
    }
    let log = StackFailureLog()
    var path = StackState<Child.State>()
    path.append(Child.State())
    let store = TestStore(initialState: Parent.State(path: path), reporter: log.reporter) { Parent() }
    await store.send(.path(.element(id: 0, action: .tap)))
    await store.finish()
    // TCA: "An effect returned for this action is still running. It must complete before the
    // end of the test." Here the failure also names the element the effect runs in.
    #expect(log.messages.count == 1)
    #expect(log.messages.first?.contains("(in path[id: 0]) is still running at the end of the test") == true)
  }

  @Test func testMultipleChildEffects() async {
    struct Child: Reducer {
      struct State: Equatable { var count = 0 }
      enum Action: Equatable {
        case tap
        case response(Int)
      }
      @Dependency(\.continuousClock) var clock
      var body: some Reducer<State, Action> {
        Reduce { state, action in
          switch action {
          case .tap:
            return .run { [count = state.count] send in
              try await clock.sleep(for: .seconds(count))
              await send(.response(42))
            }
          case .response(let value):
            state.count = value
            return .none
          }
        }
      }
    }
    struct Parent: Reducer {
      struct State: Equatable { var children: StackState<Child.State> }
      enum Action: Equatable { case child(StackActionOf<Child>) }
      var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }.forEach(\.children, action: CasePath(Action.child)) { Child() }
      }
    }
    let clock = TestClock()
    let store = TestStore(
      initialState: Parent.State(children: StackState([Child.State(count: 1), Child.State(count: 2)]))
    ) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.child(.element(id: 0, action: .tap)))
    await store.send(.child(.element(id: 1, action: .tap)))
    await clock.advance(by: .seconds(1))
    await store.receive(.child(.element(id: 0, action: .response(42)))) {
      $0.children[id: 0]?.count = 42
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.child(.element(id: 1, action: .response(42)))) {
      $0.children[id: 1]?.count = 42
    }
  }

  @Test func testChildEffectCancellation() async {
    struct Child: Reducer {
      struct State: Equatable {}
      enum Action: Equatable { case tap }
      @Dependency(\.continuousClock) var clock
      var body: some Reducer<State, Action> {
        Reduce { _, _ in .run { _ in try? await sleepForever(on: clock) } }
      }
    }
    struct Parent: Reducer {
      struct State: Equatable { var children: StackState<Child.State> }
      enum Action: Equatable { case child(StackActionOf<Child>) }
      var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }.forEach(\.children, action: CasePath(Action.child)) { Child() }
      }
    }
    let store = TestStore(initialState: Parent.State(children: StackState([Child.State()]))) { Parent() }
    await store.send(.child(.element(id: 0, action: .tap)))
    await store.send(.child(.popFrom(id: 0))) {
      $0.children[id: 0] = nil
    }
    #expect(store.runningEffects.isEmpty)
  }

  @Test func testOuterCancellation() async {
    struct Child: Reducer {
      struct State: Equatable {}
      enum Action: Equatable { case onAppear }
      @Dependency(\.continuousClock) var clock
      var body: some ReducerOf<Self> {
        Reduce { _, _ in .run { _ in try? await sleepForever(on: clock) } }
      }
    }
    struct Parent: Reducer {
      struct State: Equatable { var children = StackState<Child.State>() }
      enum Action: Equatable {
        case children(StackActionOf<Child>)
        case tapAfter
        case tapBefore
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          if case .tapBefore = action { state.children.removeAll() }
          return .none
        }
        Reduce { _, _ in .none }
          .forEach(\.children, action: CasePath(Action.children)) { Child() }
        Reduce { state, action in
          if case .tapAfter = action { state.children.removeAll() }
          return .none
        }
      }
    }
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.children(.push(id: 0, state: Child.State()))) {
      $0.children[id: 0] = Child.State()
    }
    await store.send(.children(.element(id: 0, action: .onAppear)))
    // Removed by a reducer before the lift: the lift sees it in the same action.
    await store.send(.tapBefore) {
      $0.children.removeAll()
    }
    #expect(store.runningEffects.isEmpty)

    await store.send(.children(.push(id: 1, state: Child.State()))) {
      $0.children[id: 1] = Child.State()
    }
    await store.send(.children(.element(id: 1, action: .onAppear)))
    await store.send(.tapAfter) {
      $0.children.removeAll()
    }
    // Removed by a reducer after the lift: as in TCA, another action must come into the lift.
    #expect(store.runningEffects.count == 1)
    await store.send(.tapAfter)
    #expect(store.runningEffects.isEmpty)
  }
}
