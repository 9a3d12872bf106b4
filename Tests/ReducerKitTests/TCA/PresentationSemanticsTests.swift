import ReducerKit
import ReducerKitTesting
import Testing

/// TCA's `PresentationReducerTests` (the enum-destination cases) and `IfCaseLetReducerTests`,
/// translated with explicit `CasePath(...)`: `@Reducer enum Destination` and `\.destination`
/// wait for the macros and casepaths branches.
@MainActor
@Suite("TCA PresentationReducerTests: enum destinations, ifCaseLet")
struct PresentationSemanticsTests {
  struct Ticker: Reducer {
    struct State: Equatable, Identifiable {
      var id: Int
      var ticks = 0
    }
    enum Action: Equatable { case startTimer, tick, becomeNew, becomeOther }
    @Dependency(\.continuousClock) var clock

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .startTimer:
          return .run { send in
            while true {
              try await clock.sleep(for: .seconds(1))
              await send(.tick)
            }
          }
        case .tick:
          state.ticks += 1
          return .none
        case .becomeNew:
          state.id += 1
          return .none
        case .becomeOther:
          return .none
        }
      }
    }
  }

  enum DestinationState: Equatable {
    case ticker(Ticker.State)
    case alert(AlertState<AlertAction>)
    case other
  }
  enum DestinationAction: Equatable {
    case ticker(Ticker.Action)
    case alert(AlertAction)
  }
  enum AlertAction: Equatable, Sendable { case ok }

  /// What `@Reducer enum Destination` generates in TCA, written out.
  struct Destination: Reducer {
    var body: some Reducer<DestinationState, DestinationAction> {
      Scope(
        state: CasePath(DestinationState.ticker), named: "ticker", action: CasePath(DestinationAction.ticker)
      ) {
        Ticker()
      }
      Reduce { state, action in
        if case .ticker(.becomeOther) = action { state = .other }
        return .none
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      @Presented var destination: DestinationState?
    }
    enum Action: Equatable {
      case showTicker, showAlert
      case destination(PresentedAction<DestinationAction>)
    }
    static let alert = AlertState<AlertAction> {
      TextState("Hi")
    } actions: {
      ButtonState(action: .ok) { TextState("OK") }
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .showTicker: state.destination = .ticker(Ticker.State(id: 1))
        case .showAlert: state.destination = .alert(Self.alert)
        case .destination: break
        }
        return .none
      }
      .ifLet(\.$destination, action: CasePath(Action.destination)) { Destination() }
    }
  }

  func makeStore(_ clock: TestClock, warnings: WarningLog = WarningLog()) -> TestStore<
    Parent.State, Parent.Action
  > {
    TestStore(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
      $0.warnings = warnings.handler
    }
  }

  func startTicking(_ store: TestStore<Parent.State, Parent.Action>, _ clock: TestClock) async {
    await store.send(.showTicker) { $0.destination = .ticker(Ticker.State(id: 1)) }
    await store.send(.destination(.presented(.ticker(.startTimer))))
    await clock.advance(by: .seconds(1))
    await store.receive(.destination(.presented(.ticker(.tick)))) {
      $0.destination = .ticker(Ticker.State(id: 1, ticks: 1))
    }
  }

  @Test("A child that changes its own identity inside an enum destination is a new child: its effects end")
  func childChangesOwnIdentity() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await startTicking(store, clock)
    await store.send(.destination(.presented(.ticker(.becomeNew)))) {
      $0.destination = .ticker(Ticker.State(id: 2, ticks: 1))
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test("A child that switches its own case is a new child: its effects end")
  func childSwitchesOwnCase() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await startTicking(store, clock)
    await store.send(.destination(.presented(.ticker(.becomeOther)))) { $0.destination = .other }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test("An action for the other case leaves the presented alert up; its own action ends it")
  func otherCaseLeavesAlertUp() async {
    let warnings = WarningLog()
    let store = makeStore(TestClock(), warnings: warnings)
    await store.send(.showAlert) { $0.destination = .alert(Parent.alert) }
    await store.send(.destination(.presented(.ticker(.tick))))
    #expect(warnings.kinds == [.actionForOtherCase(expected: "ticker")])
    await store.send(.destination(.presented(.alert(.ok)))) { $0.destination = nil }
  }

  enum Session: Equatable {
    case loggedIn(Ticker.State)
    case loggedOut
  }
  enum SessionAction: Equatable {
    case loggedIn(Ticker.Action)
    case logOut
  }

  func sessionStore(_ clock: TestClock, warnings: WarningLog) -> TestStore<Session, SessionAction> {
    TestStore(initialState: Session.loggedIn(Ticker.State(id: 1))) {
      Reduce<Session, SessionAction> { state, action in
        if case .logOut = action { state = .loggedOut }
        return .none
      }
      .ifCaseLet(CasePath(Session.loggedIn), action: CasePath(SessionAction.loggedIn)) { Ticker() }
    } withDependencies: {
      $0.continuousClock = clock
      $0.warnings = warnings.handler
    }
  }

  @Test("testIfCaseLet: switching the enum's case cancels the old case's effects")
  func ifCaseLetCancelsOnCaseSwitch() async {
    let clock = TestClock()
    let warnings = WarningLog()
    let store = sessionStore(clock, warnings: warnings)
    await store.send(.loggedIn(.startTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(.loggedIn(.tick)) { $0 = .loggedIn(Ticker.State(id: 1, ticks: 1)) }
    await store.send(.logOut) { $0 = .loggedOut }
    await clock.advance(by: .seconds(5))
    await store.finish()
    #expect(warnings.warnings.isEmpty)
  }

  @Test("testIfCaseLet_OtherCase: a child action in another case warns, naming ifCaseLet")
  func ifCaseLetWarnsInOtherCase() async {
    let warnings = WarningLog()
    let store = sessionStore(TestClock(), warnings: warnings)
    await store.send(.logOut) { $0 = .loggedOut }
    await store.send(.loggedIn(.tick))
    #expect(warnings.warnings.map(\.operatorName) == ["ifCaseLet"])
  }
}
