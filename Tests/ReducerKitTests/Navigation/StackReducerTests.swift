import ReducerKit
import ReducerKitTesting
import Testing

/// TCA's `StackReducerTests`, test by test (named after them), first part: the stack's
/// subscripts, its ids, pushing and dismissing. Written against ReducerKit's own TestStore:
/// TCA's `DispatchQueue.test` and `Task.never()` are a `TestClock` and a sleep it never reaches;
/// `XCTExpectFailure` is a failure or warning log whose contents are checked.
@MainActor
@Suite("TCA StackReducerTests: subscripts, ids, dismissing")
struct StackReducerTests {
  @CasePathable
  enum Element: Equatable {
    case int(Int)
    case text(String)
  }

  @Test func testStackStateSubscriptCase() {
    var stack = StackState<Element>([.int(42)])
    stack[id: 0, case: \.int]? += 1
    #expect(stack[id: 0] == .int(43))

    stack[id: 0, case: \.int] = nil
    #expect(stack.isEmpty)
  }

  @Test func testStackStateSubscriptCase_Unexpected() {
    let log = WarningLog()
    var stack = StackState<Element>([.int(42)])
    withDependencies {
      $0.warnings = log.handler
    } operation: {
      stack[id: 0, case: \.text]?.append("!")
      stack[id: 0, case: \.text] = nil
    }
    // TCA reports an issue ending in `Can't modify unrelated case "int"`; here it is a runtime
    // warning with the same words.
    #expect(log.kinds == Array(repeating: .unrelatedCase(element: "[id: 0]", case: "int"), count: 2))
    #expect(log.warnings.allSatisfy { $0.description.hasPrefix(#"Can't modify unrelated case "int""#) })
    #expect(Array(stack) == [.int(42)])
  }

  @Test func testCustomDebugStringConvertible() {
    withDependencies {
      $0 = .test
    } operation: {
      @Dependency(\.stackElementID) var stackElementID
      #expect(stackElementID.peek().generation == 0)
      #expect(stackElementID.next().debugDescription == "#0")
      #expect(stackElementID.peek().generation == 1)
      #expect(stackElementID.next().debugDescription == "#1")
      // TCA switches to the live context, whose generator is another; here every set of values
      // made with `.live` has a generator of its own.
      withDependencies {
        $0 = .live
      } operation: {
        #expect(stackElementID.next().debugDescription == "#0")
        #expect(stackElementID.next().debugDescription == "#1")
      }
    }
  }

  struct Counter: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case decrementButtonTapped, incrementButtonTapped }
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .decrementButtonTapped: state.count -= 1
        case .incrementButtonTapped: state.count += 1
        }
        return .none
      }
    }
  }

  @Test func testPresent() async {
    struct Parent: Reducer {
      struct State: Equatable { var children = StackState<Counter.State>() }
      enum Action: Equatable {
        case children(StackActionOf<Counter>)
        case pushChild
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .children: return .none
          case .pushChild:
            state.children.append(Counter.State())
            return .none
          }
        }
        .forEach(\.children, action: CasePath(Action.children)) { Counter() }
      }
    }
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.pushChild) {
      $0.children.append(Counter.State())
    }
    #expect(store.state.children.ids == [0])
  }

  /// A child whose `onAppear` starts an effect that never ends by itself, and that can close
  /// itself with `dismiss`.
  struct Screen: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case closeButtonTapped, onAppear }
    @Dependency(\.dismiss) var dismiss
    @Dependency(\.continuousClock) var clock
    var body: some Reducer<State, Action> {
      Reduce { _, action in
        switch action {
        case .closeButtonTapped: return .run { _ in await dismiss() }
        case .onAppear: return .run { _ in try? await sleepForever(on: clock) }
        }
      }
    }
  }

  struct ScreenParent: Reducer {
    struct State: Equatable { var children = StackState<Screen.State>() }
    enum Action: Equatable {
      case children(StackActionOf<Screen>)
      case popChild
      case pushChild
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .children: return .none
        case .popChild:
          state.children.removeLast()
          return .none
        case .pushChild:
          state.children.append(Screen.State())
          return .none
        }
      }
      .forEach(\.children, action: CasePath(Action.children)) { Screen() }
    }
  }

  @Test func testDismissFromParent() async {
    let store = TestStore(initialState: ScreenParent.State()) { ScreenParent() }
    await store.send(.pushChild) {
      $0.children.append(Screen.State())
    }
    await store.send(.children(.element(id: 0, action: .onAppear)))
    #expect(store.runningEffects.count == 1)
    // The parent removes the child: its effect ends (else the test store would fail at the end).
    await store.send(.popChild) {
      $0.children.removeLast()
    }
    #expect(store.runningEffects.isEmpty)
  }

  @Test func testDismissFromChild() async {
    let store = TestStore(initialState: ScreenParent.State()) { ScreenParent() }
    await store.send(.pushChild) {
      $0.children.append(Screen.State())
    }
    await store.send(.children(.element(id: 0, action: .onAppear)))
    await store.send(.children(.element(id: 0, action: .closeButtonTapped)))
    await store.receive(.children(.popFrom(id: 0))) {
      $0.children.removeLast()
    }
    #expect(store.runningEffects.isEmpty)
  }

  @Test func testDismissReceiveWrongAction() async {
    struct Child: Reducer {
      struct State: Equatable {}
      enum Action: Equatable { case tap }
      @Dependency(\.dismiss) var dismiss
      var body: some Reducer<State, Action> {
        Reduce { _, _ in .run { _ in await dismiss() } }
      }
    }
    struct Parent: Reducer {
      struct State: Equatable { var children = StackState<Child.State>() }
      enum Action: Equatable { case children(StackActionOf<Child>) }
      var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }.forEach(\.children, action: CasePath(Action.children)) { Child() }
      }
    }
    let log = StackFailureLog()
    let store = TestStore(
      initialState: Parent.State(children: StackState([Child.State()])), reporter: log.reporter
    ) {
      Parent()
    }
    await store.send(.children(.element(id: 0, action: .tap)))
    await store.receive(.children(.popFrom(id: 1))) {
      $0.children = StackState()
    }
    // TCA's failure shows `−   .popFrom(id: #1)` / `+   .popFrom(id: #0)`: the ids print as TCA's.
    #expect(log.failures.count == 1)
    #expect(log.messages.first?.contains("− .children(.popFrom(id: #1))") == true)
    #expect(log.messages.first?.contains("+ .children(.popFrom(id: #0))") == true)
  }

  @Test func testDismissFromIntermediateChild() async {
    struct Child: Reducer {
      struct State: Equatable { var count = 0 }
      enum Action: Equatable { case onAppear }
      @Dependency(\.dismiss) var dismiss
      @Dependency(\.continuousClock) var clock
      var body: some Reducer<State, Action> {
        Reduce { state, action in
          .run { [count = state.count] _ in
            try await clock.sleep(for: .seconds(count))
            await dismiss()
          }
        }
      }
    }
    struct Parent: Reducer {
      struct State: Equatable { var children = StackState<Child.State>() }
      enum Action: Equatable { case child(StackActionOf<Child>) }
      var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }.forEach(\.children, action: CasePath(Action.child)) { Child() }
      }
    }
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.child(.push(id: 0, state: Child.State(count: 2)))) {
      $0.children[id: 0] = Child.State(count: 2)
    }
    await store.send(.child(.element(id: 0, action: .onAppear)))
    await store.send(.child(.push(id: 1, state: Child.State(count: 1)))) {
      $0.children[id: 1] = Child.State(count: 1)
    }
    await store.send(.child(.element(id: 1, action: .onAppear)))
    await store.send(.child(.push(id: 2, state: Child.State(count: 2)))) {
      $0.children[id: 2] = Child.State(count: 2)
    }
    await store.send(.child(.element(id: 2, action: .onAppear)))

    await clock.advance(by: .seconds(1))
    // #1 dismisses itself: it and #2 above it are popped, and #2's timer ends with them.
    await store.receive(.child(.popFrom(id: 1))) {
      $0.children.removeLast(2)
    }
    await store.send(.child(.popFrom(id: 0))) {
      $0.children = StackState()
    }
  }

  @Test func testDismissFromDeepLinkedChild() async {
    var children = StackState<Screen.State>()
    children.append(Screen.State())
    let store = TestStore(initialState: ScreenParent.State(children: children)) { ScreenParent() }
    await store.send(.children(.element(id: 0, action: .closeButtonTapped)))
    await store.receive(.children(.popFrom(id: 0))) {
      $0.children.removeAll()
    }
  }

  /// A screen of `EnumPath`: counts, and can close itself.
  struct Child: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case closeButtonTapped, incrementButtonTapped, onAppear }
    @Dependency(\.dismiss) var dismiss
    @Dependency(\.continuousClock) var clock
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .closeButtonTapped: return .run { _ in await dismiss() }
        case .incrementButtonTapped:
          state.count += 1
          return .none
        case .onAppear: return .run { _ in try? await sleepForever(on: clock) }
        }
      }
    }
  }

  /// TCA's hand-written enum path (`Scope(state: /State.child1, …)` for each case).
  struct EnumPath: Reducer {
    @CasePathable
    enum State: Equatable {
      case child1(Child.State)
      case child2(Child.State)
    }
    @CasePathable
    enum Action: Equatable {
      case child1(Child.Action)
      case child2(Child.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.child1, action: \.child1) { Child() }
      Scope(state: \.child2, action: \.child2) { Child() }
    }
  }

  @Test func testEnumChild() async {
    struct Parent: Reducer {
      struct State: Equatable { var path = StackState<EnumPath.State>() }
      enum Action: Equatable {
        case path(StackActionOf<EnumPath>)
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
        .forEach(\.path, action: CasePath(Action.path)) { EnumPath() }
      }
    }
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.pushChild1) {
      $0.path.append(.child1(Child.State()))
    }
    await store.send(.path(.element(id: 0, action: .child1(.onAppear))))
    await store.send(.pushChild2) {
      $0.path.append(.child2(Child.State()))
    }
    await store.send(.path(.element(id: 1, action: .child2(.onAppear))))
    #expect(store.runningEffects.count == 2)
    await store.send(.path(.popFrom(id: 0))) {
      $0.path.removeAll()
    }
    #expect(store.runningEffects.isEmpty)
  }

  @Test func testParentDismiss() async {
    struct Tapped: Reducer {
      struct State: Equatable {}
      enum Action: Equatable { case tap }
      @Dependency(\.continuousClock) var clock
      var body: some Reducer<State, Action> {
        Reduce { _, _ in .run { _ in try? await sleepForever(on: clock) } }
      }
    }
    struct Parent: Reducer {
      struct State: Equatable { var path = StackState<Tapped.State>() }
      enum Action: Equatable {
        case path(StackActionOf<Tapped>)
        case popToRoot
        case pushChild
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .path: return .none
          case .popToRoot:
            state.path.removeAll()
            return .none
          case .pushChild:
            state.path.append(Tapped.State())
            return .none
          }
        }
        .forEach(\.path, action: CasePath(Action.path)) { Tapped() }
      }
    }
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.pushChild) {
      $0.path.append(Tapped.State())
    }
    await store.send(.path(.element(id: 0, action: .tap)))
    await store.send(.pushChild) {
      $0.path.append(Tapped.State())
    }
    await store.send(.path(.element(id: 1, action: .tap)))
    await store.send(.popToRoot) {
      $0.path.removeAll()
    }
    #expect(store.runningEffects.isEmpty)
  }
}
