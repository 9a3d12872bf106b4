import ReducerKit
import Testing

/// A way of running three effects that sleep 1, 2 and 3 s, and when their actions arrive.
struct TimingCase: Sendable, CustomTestStringConvertible {
  let testDescription: String
  let combine: @Sendable ([Effect<String>]) -> Effect<String>
  /// How many of the three are running right after they were started.
  let runningAtStart: Int
  let arrivals: [Duration]

  static let all = [
    TimingCase(
      testDescription: "concatenated", combine: { .concatenate($0) }, runningAtStart: 1,
      arrivals: [.seconds(1), .seconds(3), .seconds(6)]),
    TimingCase(
      testDescription: "merged", combine: { .merge($0) }, runningAtStart: 3,
      arrivals: [.seconds(1), .seconds(2), .seconds(3)]),
  ]
}

@Suite("Effect timing")
struct EffectTimingTests {
  @Test(
    "Concatenated effects run one after the other; merged ones at the same time", arguments: TimingCase.all)
  func concatenateVersusMerge(_ timing: TimingCase) {
    let effect = timing.combine([
      .after(.seconds(1), send: "one"), .after(.seconds(2), send: "two"), .after(.seconds(3), send: "three"),
    ])
    let store = Store(initialState: [], reducer: Script(["start": effect]), dependencies: .test)
    store.send("start")
    #expect(store.runningEffects.count == timing.runningAtStart)
    store.advance(by: .seconds(6))
    #expect(store.state.names == ["start", "one", "two", "three"])
    #expect(store.state.dropFirst().map(\.at) == timing.arrivals)
    #expect(store.runningEffects.isEmpty)
  }

  @Test("Three debounced sends 100 ms apart produce one action, 300 ms after the last")
  func debounce() {
    let search = Effect<String>.send("search").debounce(id: "search", for: .milliseconds(300))
    let store = Store(initialState: [], reducer: Script(["type": search]), dependencies: .test)
    store.send("type")
    store.advance(by: .milliseconds(100))
    store.send("type")
    store.advance(by: .milliseconds(100))
    store.send("type")
    #expect(store.runningEffects.count == 1)
    store.advance(by: .milliseconds(299))
    #expect(store.state.times(of: "search") == [])
    store.advance(by: .milliseconds(1))
    #expect(store.state.times(of: "search") == [.milliseconds(500)])
    store.advance(by: .seconds(1))
    #expect(store.state.times(of: "type") == [.zero, .milliseconds(100), .milliseconds(200)])
    #expect(store.state.times(of: "search") == [.milliseconds(500)])
    #expect(store.runningEffects.isEmpty)
  }
}
