import ReducerKit
import Testing

/// How `b1` and `c1` answer in the nested-ordering scenario.
struct ChainCase: Sendable, CustomTestStringConvertible {
  let testDescription: String
  let effects: [String: Effect<String>]

  static let all = [
    ChainCase(
      testDescription: "with .run", effects: ["b1": .sending("b2", "b3"), "c1": .sending("c2", "c3")]),
    ChainCase(
      testDescription: "with .send and .merge",
      effects: ["b1": .merge(.send("b2"), .send("b3")), "c1": .merge(.send("c2"), .send("c3"))]),
  ]
}

@Suite("Store order of work")
struct StoreOrderTests {
  @Test("Actions sent synchronously by effects are processed first in, first out")
  func synchronousFIFO() {
    let store = Store(
      initialState: [], reducer: Script(["start": .merge(.send("a"), .send("b")), "a": .send("c")]),
      dependencies: .test)
    store.send("start")
    #expect(store.state.names == ["start", "a", "b", "c"])
  }

  @Test(
    "Each action an effect sends settles, with all it sets off, before the effect goes on",
    arguments: ChainCase.all)
  func nestedEffectsSettleInOrder(_ chain: ChainCase) {
    var effects = chain.effects
    effects["start"] = .after(.seconds(1), send: "b1", "c1")
    let store = Store(initialState: [], reducer: Script(effects), dependencies: .test)
    store.send("start")
    #expect(store.state.names == ["start"])
    store.advance(by: .seconds(1))
    #expect(store.state.names == ["start", "b1", "b2", "b3", "c1", "c2", "c3"])
    #expect(store.state.dropFirst().allSatisfy { $0.at == .seconds(1) })
    #expect(store.runningEffects.isEmpty)
  }

  @Test("A send made by an effect while the store works is queued, and observers hear once")
  func reentrantSendFromEffect() {
    let box = StoreBox<[Mark], String>()
    let script = Script(["start": .merge(.run { _ in box.store?.send("re-entrant") }, .send("a"))])
    let store = Store(initialState: [], reducer: script, dependencies: .test)
    box.store = store
    var heard: [[String]] = []
    _ = store.observe { heard.append($0.names) }
    store.send("start")
    #expect(store.state.names == ["start", "a", "re-entrant"])
    #expect(heard == [[], ["start", "a", "re-entrant"]])
  }

  @Test("A send made by a reducer while the store works is queued behind the current action")
  func reentrantSendFromReducer() {
    let box = StoreBox<[String], String>()
    let reducer = Reduce<[String], String> { log, action in
      log.append(action)
      guard action == "start" else { return .none }
      box.store?.send("re-entrant")
      return .send("from effect")
    }
    let store = Store(initialState: [], reducer: reducer, dependencies: .test)
    box.store = store
    var heard: [[String]] = []
    _ = store.observe { heard.append($0) }
    store.send("start")
    #expect(store.state == ["start", "re-entrant", "from effect"])
    #expect(heard == [[], ["start", "re-entrant", "from effect"]])
  }

  @Test("A send made by an observer is processed after every observer heard the batch")
  func reentrantSendFromObserver() {
    let store = Store(initialState: [], reducer: Script(), dependencies: .test)
    var first: [[String]] = []
    var second: [[String]] = []
    _ = store.observe { [unowned store] marks in
      first.append(marks.names)
      if marks.names == ["start"] { store.send("from observer") }
    }
    _ = store.observe { second.append($0.names) }
    store.send("start")
    #expect(store.state.names == ["start", "from observer"])
    #expect(first == [[], ["start"], ["start", "from observer"]])
    #expect(second == [[], ["start"], ["start", "from observer"]])
  }

  @Test("Observers hear once per send and once per advance, not once per action")
  func observersOncePerBatch() {
    let store = Store(
      initialState: [],
      reducer: Script([
        "start": .merge(.send("a"), .send("b"), .after(.seconds(1), send: "c", "d")),
        "c": .after(.seconds(1), send: "e"),
      ]),
      dependencies: .test)
    var heard: [[String]] = []
    _ = store.observe { heard.append($0.names) }
    store.send("start")
    store.advance(by: .seconds(2))
    #expect(heard == [[], ["start", "a", "b"], ["start", "a", "b", "c", "d", "e"]])
  }

  @Test("observe gives the current value on subscribe, then one value per batch")
  func observeGivesCurrentValue() {
    let store = Store(initialState: [], reducer: Script(), dependencies: .test)
    store.send("before")
    var heard: [[String]] = []
    let token = store.observe { heard.append($0.names) }
    #expect(heard == [["before"]])
    store.send("after")
    store.removeObserver(token)
    store.send("unheard")
    #expect(heard == [["before"], ["before", "after"]])
  }

  @Test("An action sent by an observer on subscribe is processed once it has heard the value")
  func sendOnSubscribe() {
    let store = Store(initialState: [], reducer: Script(), dependencies: .test)
    var heard: [[String]] = []
    _ = store.observe { [unowned store] marks in
      heard.append(marks.names)
      if marks.names.isEmpty { store.send("hello") }
    }
    #expect(heard == [[], ["hello"]])
    #expect(store.state.names == ["hello"])
  }
}
