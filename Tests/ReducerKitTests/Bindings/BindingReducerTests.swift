import ReducerKit
import ReducerKitTesting
import Testing

/// TCA's `BindingTests` (Tests/ComposableArchitectureTests/Reducers/BindingReducerTests.swift), in
/// TCA 1.x's observable spelling (plain fields, `\.nested` instead of `@BindingState`'s `\.$nested`),
/// written without macros.
private struct BindingTest: Reducer {
  struct State: Equatable {
    var nested = Nested()
    var count = 0

    struct Nested: Equatable, Sendable {
      var field = ""
    }
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(.set(\.nested, State.Nested(field: "special"))):
        state.nested.field += "*"
        return .none
      case .binding(\.nested):
        state.nested.field += "!"
        return .none
      case .binding:
        return .none
      }
    }
  }
}

@Suite("BindingTests (TCA)")
struct BindingReducerTests {
  @Test func testEquality() {
    struct State {
      var count = 0
      var other = 0
    }
    #expect(BindingAction<State>.set(\.count, 1) == .set(\.count, 1))
    #expect(BindingAction<State>.set(\.count, 1) != .set(\.count, 2))
    #expect(BindingAction<State>.set(\.count, 1) != .set(\.other, 1))
  }

  @Test func testBindingActionUpdatesRespectsPatternMatching() {
    let store = TestStore(initialState: BindingTest.State(), reducer: BindingTest())
    store.send(.binding(.set(\.nested, BindingTest.State.Nested(field: "special")))) {
      $0.nested = BindingTest.State.Nested(field: "special*")
    }
    store.send(.binding(.set(\.nested, BindingTest.State.Nested(field: "Hello")))) {
      $0.nested = BindingTest.State.Nested(field: "Hello!")
    }
    // Another field: applied by BindingReducer, matched by neither pattern.
    store.send(.set(\.count, 3)) { $0.count = 3 }
  }

  @Test func testMatching() {
    let action = BindingTest.Action.binding(.set(\.count, 42))
    // What `action[case: \.binding.count]` reads once case key paths are in: the `count` member of
    // the binding action's case paths.
    let count = BindingAction<BindingTest.State>.allCasePaths.count
    #expect(action.binding.flatMap(count.extract(from:)) == 42)
    #expect(count.extract(from: .set(\.nested, .init())) == nil)
    #expect(count.embed(7) == .set(\.count, 7))
  }

  @Test("The binding case is read back from the case alone (BindableAction.binding)")
  func bindingIsExtracted() {
    let action = BindingTest.Action.binding(.set(\.count, 1))
    #expect(action.binding == .set(\.count, 1))
    #expect(Feature.Action.reset.binding == nil)
    #expect(Feature.Action.binding(.set(\.text, "a")).binding == .set(\.text, "a"))
  }

  @Test("A binding action prints as written: .set(\\State.text, \"hello\")")
  func description() {
    #expect("\(BindingAction<Feature.State>.set(\.text, "hello"))" == #".set(\State.text, "hello")"#)
    #expect(
      actionDump(Feature.Action.binding(.set(\.count, 2))) == #".binding(.set(\State.count, 2))"#)
  }

  @Test("BindingReducer(action:) applies a view action's binding case (TCA's LoginCore)")
  func viewActionBinding() {
    let store = TestStore(initialState: Login.State(), reducer: Login())
    store.send(.view(.binding(.set(\.email, "blob@pointfree.co")))) {
      $0.email = "blob@pointfree.co"
      $0.isFormValid = false
    }
    store.send(.view(.set(\.password, "secret"))) {
      $0.password = "secret"
      $0.isFormValid = true
    }
    store.send(.loggedIn)
  }

  @Test("Without BindingReducer a binding action changes nothing")
  func withoutBindingReducer() {
    let store = Store(
      initialState: Feature.State(),
      reducer: Reduce<Feature.State, Feature.Action> { _, _ in .none },
      dependencies: .test)
    store.send(.binding(.set(\.text, "ignored")))
    #expect(store.state.text == "")
  }
}

/// TCA's Bindings-Forms case study: `case .binding(\.stepCount):` runs after the value is applied.
private struct Feature: Reducer {
  struct State: Equatable {
    var sliderValue = 5.0
    var stepCount = 10
    var text = ""
    var count = 0
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case reset
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.stepCount):
        state.sliderValue = min(state.sliderValue, Double(state.stepCount))
        return .none
      case .binding:
        return .none
      case .reset:
        state = State()
        return .none
      }
    }
  }
}

/// TCA's tic-tac-toe LoginCore shape: the binding case inside a nested `View` action.
private struct Login: Reducer {
  struct State: Equatable {
    var email = ""
    var password = ""
    var isFormValid = false
  }

  enum Action: Equatable {
    case view(View)
    case loggedIn

    enum View: BindableAction, Equatable {
      case binding(BindingAction<State>)
    }
  }

  var body: some Reducer<State, Action> {
    BindingReducer(action: CasePath(Action.view))
    Reduce { state, action in
      switch action {
      case .view(.binding):
        state.isFormValid = !state.email.isEmpty && !state.password.isEmpty
        return .none
      case .loggedIn:
        return .none
      }
    }
  }
}

@Suite("Bindings-Forms case study (TCA's BindingFormTests)")
struct BindingFormTests {
  @Test func basics() {
    let store = TestStore(initialState: Feature.State(), reducer: Feature())
    store.send(.binding(.set(\.sliderValue, 2))) { $0.sliderValue = 2 }
    store.send(.binding(.set(\.stepCount, 1))) {
      $0.sliderValue = 1
      $0.stepCount = 1
    }
    store.send(.binding(.set(\.text, "Blob"))) { $0.text = "Blob" }
    store.send(.reset) { $0 = Feature.State() }
  }
}
