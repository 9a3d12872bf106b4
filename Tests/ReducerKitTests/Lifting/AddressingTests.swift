import ReducerKit
import Testing

/// One way of addressing an element: a collection in ``TalliesState`` holding 10 and 20, the
/// address of the 20, and how that address reads.
struct AddressCase: Sendable, CustomTestStringConvertible {
  let testDescription: String
  /// The state with the element under test set to a value (the other element stays 10).
  let state: @Sendable (_ elementUnderTest: Int) -> TalliesState
  /// Wraps an element action in the parent action addressed to the element under test.
  let send: @Sendable (Tally.Action) -> TalliesAction
  /// The same, addressed to an element that is not there.
  let sendToMissing: @Sendable (Tally.Action) -> TalliesAction
  let scope: String
  let missing: (collection: String, element: String)

  static let all: [AddressCase] = [
    AddressCase(
      testDescription: "by index",
      state: { TalliesState(list: [10, $0]) },
      send: { .list(.element(id: 1, action: $0)) },
      sendToMissing: { .list(.element(id: 2, action: $0)) },
      scope: "list[1]",
      missing: ("list", "list[2]")),
    AddressCase(
      testDescription: "by dictionary key",
      state: { TalliesState(table: ["a": 10, "b": $0]) },
      send: { .table(.element(id: "b", action: $0)) },
      sendToMissing: { .table(.element(id: "z", action: $0)) },
      scope: #"table["b"]"#,
      missing: ("table", #"table["z"]"#)),
    AddressCase(
      testDescription: "by a custom id key path",
      state: { value in
        TalliesState(
          chapters: IdentifiedArray(
            id: \.slug,
            uniqueElements: [Chapter(slug: "intro", score: 10), Chapter(slug: "lifts", score: value)]))
      },
      send: { .chapters(.element(id: "lifts", action: $0)) },
      sendToMissing: { .chapters(.element(id: "nope", action: $0)) },
      scope: #"chapters[id: "lifts"]"#,
      missing: ("chapters", #"chapters[id: "nope"]"#)),
  ]
}

@Suite("Addressing elements")
struct AddressingTests {
  func makeStore(_ state: TalliesState, log: WarningLog = WarningLog()) -> Store<TalliesState, TalliesAction>
  {
    Store(initialState: state, reducer: Tallies(), dependencies: .test(warnings: log))
  }

  @Test("The [10, 20, 30] example: index 1 plus 5 gives [10, 25, 30]")
  func arrayExample() {
    let store = makeStore(TalliesState(list: [10, 20, 30]))
    store.send(.list(.element(id: 1, action: .add(5))))
    #expect(store.state.list == [10, 25, 30])
  }

  @Test("An addressed action changes only the element at that address", arguments: AddressCase.all)
  func changesOnlyThatElement(_ address: AddressCase) {
    let log = WarningLog()
    let store = makeStore(address.state(20), log: log)
    store.send(address.send(.add(5)))
    #expect(store.state == address.state(25))
    #expect(log.warnings.isEmpty)
  }

  @Test("An element's effect runs in its scope and answers the same address", arguments: AddressCase.all)
  func effectComesBack(_ address: AddressCase) {
    let store = makeStore(address.state(20))
    store.send(address.send(.addOwnValueLater))
    #expect(store.runningEffects.map { $0.scope.map(\.description) } == [[address.scope]])
    #expect(store.runningEffects.map(\.name) == ["later"])
    store.advance(by: .seconds(1))
    #expect(store.state == address.state(40))
    #expect(store.runningEffects.isEmpty)
  }

  @Test(
    "An action for a missing address changes nothing, starts nothing and warns", arguments: AddressCase.all)
  func missingAddressWarns(_ address: AddressCase) {
    let log = WarningLog()
    let store = makeStore(address.state(20), log: log)
    store.send(address.sendToMissing(.addOwnValueLater))
    #expect(store.state == address.state(20))
    #expect(store.runningEffects.isEmpty)
    #expect(
      log.kinds == [
        .actionForMissingElement(collection: address.missing.collection, element: address.missing.element)
      ])
    #expect(log.warnings.map(\.operatorName) == ["forEach"])
  }
}
