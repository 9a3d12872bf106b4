import ReducerKit

// Features written as TCA 1.x writes them, with the `@CasePathable` conformances written out by
// hand as the macro expands them (contract of issue 21), so these tests do not need the macro.

/// TCA's counter: `count`, increment, decrement, and a payload case.
struct CounterFeature: Reducer {
  struct State: Equatable, Identifiable, ObservableState {
    var id = 0
    var count = 0
  }

  enum Action: Equatable, Sendable, CasePathable {
    case incrementButtonTapped
    case decrementButtonTapped
    case setTo(Int)
    case set(x: Int, y: Int)
    case timerButtonTapped
    case timerTick
    case delegate(Delegate)

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
      var timerButtonTapped: AnyCasePath<Action, Void> {
        AnyCasePath(
          embed: { .timerButtonTapped },
          extract: { if case .timerButtonTapped = $0 { return () } else { return nil } })
      }
      var timerTick: AnyCasePath<Action, Void> {
        AnyCasePath(
          embed: { .timerTick }, extract: { if case .timerTick = $0 { return () } else { return nil } })
      }
      var delegate: AnyCasePath<Action, Delegate> {
        AnyCasePath(
          embed: { .delegate($0) },
          extract: { if case .delegate(let v) = $0 { return v } else { return nil } })
      }
      var incrementButtonTapped: AnyCasePath<Action, Void> {
        AnyCasePath(
          embed: { .incrementButtonTapped },
          extract: { if case .incrementButtonTapped = $0 { return () } else { return nil } })
      }
      var decrementButtonTapped: AnyCasePath<Action, Void> {
        AnyCasePath(
          embed: { .decrementButtonTapped },
          extract: { if case .decrementButtonTapped = $0 { return () } else { return nil } })
      }
      var setTo: AnyCasePath<Action, Int> {
        AnyCasePath(
          embed: { .setTo($0) }, extract: { if case .setTo(let v) = $0 { return v } else { return nil } })
      }
      var set: AnyCasePath<Action, (x: Int, y: Int)> {
        AnyCasePath(
          embed: { .set(x: $0.x, y: $0.y) },
          extract: { if case .set(let x, let y) = $0 { return (x, y) } else { return nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  @Dependency(\.clock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped: state.count += 1
      case .decrementButtonTapped: state.count -= 1
      case .setTo(let value):
        state.count = value
        if value == 10 { return .send(.delegate(.done)) }
      case .set(let x, let y): state.count = x + y
      case .timerButtonTapped:
        let clock = self.clock
        return .run(name: "timer") { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.timerTick) }
        }
      case .timerTick: state.count += 1
      case .delegate: break
      }
      return .none
    }
  }
}

/// Two counters side by side, scoped with case key paths (TCA's "two counters" case study).
struct TwoCountersFeature: Reducer {
  struct State: Equatable, ObservableState {
    var left = CounterFeature.State()
    var right = CounterFeature.State()
    var seen = 0
  }

  enum Action: Equatable, Sendable, CasePathable {
    case left(CounterFeature.Action)
    case right(CounterFeature.Action)
    case reset

    struct AllCasePaths: Sendable {
      var left: AnyCasePath<Action, CounterFeature.Action> {
        AnyCasePath(
          embed: { .left($0) }, extract: { if case .left(let v) = $0 { return v } else { return nil } })
      }
      var right: AnyCasePath<Action, CounterFeature.Action> {
        AnyCasePath(
          embed: { .right($0) }, extract: { if case .right(let v) = $0 { return v } else { return nil } })
      }
      var reset: AnyCasePath<Action, Void> {
        AnyCasePath(embed: { .reset }, extract: { if case .reset = $0 { return () } else { return nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.left, action: \.left) { CounterFeature() }
    Scope(state: \.right, action: \.right) { CounterFeature() }
    Reduce { state, action in
      switch action {
      case \.left, \.right: state.seen += 1
      case .reset: state = State()
      default: break
      }
      return .none
    }
  }
}

/// A parent with an optional child (TCA's IfLetReducerTests shape) and a list of rows
/// (ForEachReducerTests' shape).
struct ParentFeature: Reducer {
  struct State: Equatable, ObservableState {
    var child: CounterFeature.State?
    var rows: IdentifiedArrayOf<CounterFeature.State> = []
    @Presented var destination: CounterFeature.State?
  }

  enum Action: Equatable, Sendable, CasePathable {
    case child(CounterFeature.Action)
    case rows(IdentifiedActionOf<CounterFeature>)
    case destination(PresentationAction<CounterFeature.Action>)
    case toggleChild
    case present
    case removeRow(id: Int)

    struct AllCasePaths: Sendable {
      var removeRow: AnyCasePath<Action, Int> {
        AnyCasePath(
          embed: { .removeRow(id: $0) },
          extract: { if case .removeRow(let id) = $0 { return id } else { return nil } })
      }
      var child: AnyCasePath<Action, CounterFeature.Action> {
        AnyCasePath(
          embed: { .child($0) }, extract: { if case .child(let v) = $0 { return v } else { return nil } })
      }
      var rows: AnyCasePath<Action, IdentifiedActionOf<CounterFeature>> {
        AnyCasePath(
          embed: { .rows($0) }, extract: { if case .rows(let v) = $0 { return v } else { return nil } })
      }
      var destination: AnyCasePath<Action, PresentationAction<CounterFeature.Action>> {
        AnyCasePath(
          embed: { .destination($0) },
          extract: { if case .destination(let v) = $0 { return v } else { return nil } })
      }
      var toggleChild: AnyCasePath<Action, Void> {
        AnyCasePath(
          embed: { .toggleChild }, extract: { if case .toggleChild = $0 { return () } else { return nil } })
      }
      var present: AnyCasePath<Action, Void> {
        AnyCasePath(embed: { .present }, extract: { if case .present = $0 { return () } else { return nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .toggleChild: state.child = state.child == nil ? CounterFeature.State() : nil
      case .present: state.destination = CounterFeature.State()
      case .removeRow(let id): state.rows.remove(id: id)
      case .child, .rows, .destination: break
      }
      return .none
    }
    .ifLet(\.child, action: \.child) { CounterFeature() }
    .forEach(\.rows, action: \.rows) { CounterFeature() }
    .ifLet(\.$destination, action: \.destination) { CounterFeature() }
  }
}

/// An enum of states (TCA's ScopeTests `Feature.State` of `.screenA`/`.screenB`).
struct ScreensFeature: Reducer {
  enum State: Equatable, CasePathable {
    case counter(CounterFeature.State)
    case empty

    struct AllCasePaths: Sendable {
      var counter: AnyCasePath<State, CounterFeature.State> {
        AnyCasePath(
          embed: { .counter($0) }, extract: { if case .counter(let v) = $0 { return v } else { return nil } })
      }
      var empty: AnyCasePath<State, Void> {
        AnyCasePath(embed: { .empty }, extract: { if case .empty = $0 { return () } else { return nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  enum Action: Equatable, Sendable, CasePathable {
    case counter(CounterFeature.Action)
    case showCounter

    struct AllCasePaths: Sendable {
      var counter: AnyCasePath<Action, CounterFeature.Action> {
        AnyCasePath(
          embed: { .counter($0) }, extract: { if case .counter(let v) = $0 { return v } else { return nil } })
      }
      var showCounter: AnyCasePath<Action, Void> {
        AnyCasePath(
          embed: { .showCounter }, extract: { if case .showCounter = $0 { return () } else { return nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) { CounterFeature() }
    Reduce { state, action in
      if case .showCounter = action { state = .counter(CounterFeature.State()) }
      return .none
    }
  }
}

/// `\.right` as a plain member of `Case` (what makes the runtime build the key path once, see
/// `Case.appending(_:)`); `\.left` stays a dynamic member: both must name their case alike.
extension Case where Value == TwoCountersFeature.Action {
  var right: Case<CounterFeature.Action> { appending(TwoCountersFeature.Action.allCasePaths.right) }
}
