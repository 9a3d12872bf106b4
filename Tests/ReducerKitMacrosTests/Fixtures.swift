import ReducerKit

// Real types using the macros, in the shapes real reducers have: the compile test of each shape
// is that this file compiles; the tests check that the generated members behave.

struct Counter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case inc, dec }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .inc: state.count += 1
    case .dec: state.count -= 1
    }
    return .none
  }
}

@CasePathable
enum Shapes: Equatable {
  case inc
  case left(Counter.Action)
  case set(x: Int, y: Int)
  case named(value: String)
  case defaulted(Int = 1, label: String = "{ not a brace }")
  indirect case nested(Shapes)
  case rows(IdentifiedAction<Int, Counter.Action>), results(Result<[String], Failure>)
  // A comment with a brace { and a case word: case notACase
  case callback(Callback)
  #if DEBUG
    case debugOnly
  #else
    case releaseOnly
  #endif

  struct Failure: Error, Equatable {}
  enum Inner { case notShapes }
  struct Callback: Equatable {
    let run: @Sendable () -> Void
    static func == (lhs: Self, rhs: Self) -> Bool { true }
  }
  static let note = "case fake(Int) }"
}

@CasePathable
enum Box<Value: Sendable>: Sendable {
  case value(Value)
  case empty
}

@CasePathable
public enum PublicAction: Sendable {
  case tapped
  case closure((@Sendable () -> Void))
}

@Reducer
struct Feature {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @Presents var destination: Destination.State?
    @ObservationStateIgnored var ignored = 0
  }
  enum Action {
    case counter(Counter.Action)
    case destination(PresentedAction<Destination.Action>)
  }
  var body: some Reducer<State, Action> {
    Scope(state: \.count, action: CasePath(Action.counter)) {
      Reduce<Int, Counter.Action> { count, action in
        count += action == .inc ? 1 : -1
        return .none
      }
    }
    Reduce { _, _ in .none }
      .ifLet(\.$destination, action: CasePath(Action.destination))
  }
}

@Reducer
enum Destination {
  case counter(Counter)
  case other(Counter = Counter())
  case alert(AlertState<Alert>)
  case plain

  enum Alert: Equatable { case ok }
}

extension Destination.State: Equatable {}
extension Destination.Action: Equatable {}

@DependencyClient
struct NumberFactClient: Sendable {
  var fetch: @Sendable (_ number: Int) async throws -> String
  var log: @Sendable (String) -> Void
  var count: @Sendable () -> Int = { 42 }
  var name = "facts"
  var tag: String?
}

/// Stands for the library's alert state (another branch adds it): the enum form of `@Reducer`
/// recognises alerts by this name.
struct AlertState<Action>: Equatable {
  var title: String
}

/// A plain optional destination, and a generic reducer nested in an extension.
@Reducer
struct Sheet {
  struct State: Equatable { var destination: Destination.State? }
  enum Action { case destination(Destination.Action) }
  var body: some Reducer<State, Action> {
    EmptyReducer().ifLet(\.destination, action: CasePath(Action.destination))
  }
}

enum Namespace {}

extension Namespace {
  @Reducer
  struct Holder<Value: Sendable & Equatable> {
    struct State: Equatable { var value: Value? }
    enum Action { case set(Value), clear }
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .set(let value): state.value = value
        case .clear: state.value = nil
        }
        return .none
      }
    }
  }
}
