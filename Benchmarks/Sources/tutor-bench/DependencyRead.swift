import ReducerKit

/// A counter that reads nothing: the baseline for the dependency reads below.
struct PlainTally: Reducer {
  typealias State = Int
  enum Action: Sendable { case tick }

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    state &+= 1
    return .none
  }
}

/// The same counter reading a built-in dependency on every action (`@Dependency(\.uuid)`).
struct UUIDTally: Reducer {
  typealias State = Int
  typealias Action = PlainTally.Action
  @Dependency(\.uuid) var uuid

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    blackHole(uuid)
    state &+= 1
    return .none
  }
}

/// The same counter reading a dependency an app declares (a `TestDependencyKey` and a
/// `DependencyValues` member, as TCA users write them).
struct ClientTally: Reducer {
  typealias State = Int
  typealias Action = PlainTally.Action
  @Dependency(\.benchClient) var client

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    state &+= client.step
    return .none
  }
}

struct BenchClient: Sendable {
  var step = 1
}

enum BenchClientKey: TestDependencyKey {
  static let testValue = BenchClient()
}

extension DependencyValues {
  var benchClient: BenchClient {
    get { self[BenchClientKey.self] }
    set { self[BenchClientKey.self] = newValue }
  }
}

/// Scenario 13: what reading one `@Dependency` costs a reducer, per action.
///
/// Each reducer runs under the dependencies a store installs (`DependencyValues.current`, a task
/// local), as in `Store.send`; and through `Store.send` itself. A read is a few hundred
/// nanoseconds at most, so the scenario takes many short batches and also reports the fastest
/// one, the figure least disturbed by other work on a shared machine.
func dependencyRead(_ given: Methodology, _ report: Report) {
  let methodology = Methodology(batches: given.batches * 4 + 1, batchDuration: given.batchDuration / 4)
  report.section("13. @Dependency read in a reducer (ns per action)")
  let scenario = "13 dependency read"
  let values = DependencyValues.test

  func reduce<R: Reducer>(_ reducer: R) -> Timing where R.State == Int, R.Action == PlainTally.Action {
    DependencyValues.$current.withValue(values) {
      methodology.measure(setup: { 0 }) { state, iterations in
        for _ in 0..<iterations { blackHole(reducer.reduce(into: &state, action: .tick)) }
      }
    }
  }
  func send<R: Reducer>(_ reducer: R) -> Timing where R.State == Int, R.Action == PlainTally.Action {
    methodology.measure(setup: { Store(initialState: 0, reducer: reducer, dependencies: values) }) {
      store, iterations in
      for _ in 0..<iterations { store.send(.tick) }
    }
  }

  let plain = reduce(PlainTally())
  let plainSend = send(PlainTally())
  for (name, timing, base) in [
    ("reduce, no dependency", plain, nil),
    ("reduce, @Dependency(\\.uuid)", reduce(UUIDTally()), plain),
    ("reduce, @Dependency(\\.benchClient) (custom key)", reduce(ClientTally()), plain),
    ("Store.send, no dependency", plainSend, nil),
    ("Store.send, @Dependency(\\.uuid)", send(UUIDTally()), plainSend),
    ("Store.send, @Dependency(\\.benchClient) (custom key)", send(ClientTally()), plainSend),
  ] as [(String, Timing, Timing?)] {
    report.add(
      Record(
        scenario: scenario, name: name, value: timing.median, unit: "ns/action", spread: timing.spread,
        note: "fastest batch \(format(timing.minimum))"
          + (base.map { "; the read: +\(format(timing.minimum - $0.minimum)) ns (fastest batches)" } ?? "")))
  }
}
