import ReducerKit
import ReducerKitTesting
import Synchronization
import Testing

/// The expansions at work on the types of Fixtures.swift.
@Suite struct CasePathableMacroTests {
  // swift-case-paths: CasePathableMacroTests.testCasePathable (no payload, one, several)
  @Test func casePathable() {
    #expect(Shapes.allCasePaths.inc.extract(from: .inc) != nil)
    #expect(Shapes.allCasePaths.inc.extract(from: .left(.inc)) == nil)
    #expect(Shapes.allCasePaths.inc.embed(()) == .inc)
    #expect(Shapes.allCasePaths.left.extract(from: .left(.dec)) == .dec)
    #expect(Shapes.allCasePaths.left.embed(.inc) == .left(.inc))
    let point = Shapes.allCasePaths.set.extract(from: .set(x: 1, y: 2))
    #expect(point?.x == 1 && point?.y == 2)
    #expect(Shapes.allCasePaths.set.embed((x: 3, y: 4)) == .set(x: 3, y: 4))
    #expect(Shapes.allCasePaths.named.extract(from: .named(value: "a")) == "a")
  }

  // testDefaults / testIndirect / several cases on one line / generic payloads
  @Test func casePathableShapes() {
    let defaulted = Shapes.allCasePaths.defaulted.extract(from: .defaulted(label: "x"))
    #expect(defaulted?.0 == 1 && defaulted?.label == "x")
    #expect(Shapes.allCasePaths.nested.extract(from: .nested(.inc)) == .inc)
    #expect(
      Shapes.allCasePaths.rows.extract(from: .rows(.element(id: 2, action: .inc)))
        == .element(id: 2, action: .inc))
    #expect(Shapes.allCasePaths.results.extract(from: .results(.success(["a"]))) == .success(["a"]))
    #if DEBUG
      #expect(Shapes.allCasePaths.debugOnly.extract(from: .debugOnly) != nil)
    #else
      #expect(Shapes.allCasePaths.releaseOnly.extract(from: .releaseOnly) != nil)
    #endif
  }

  @Test func casePathableGenericEnum() {
    #expect(Box<Int>.allCasePaths.value.extract(from: .value(3)) == 3)
    #expect(Box<Int>.allCasePaths.value.extract(from: .empty) == nil)
  }

  @Test func casePathableClosurePayload() {
    #expect(PublicAction.allCasePaths.closure.extract(from: .closure({})) != nil)
    #expect(PublicAction.allCasePaths.closure.extract(from: .tapped) == nil)
  }

  @Test func casePathableConformance() {
    func paths<E: CasePathable>(_: E.Type) -> E.AllCasePaths { E.allCasePaths }
    _ = paths(Shapes.self)
    #expect((Feature.Action.self as Any.Type) is any CasePathable.Type)
  }
}

@Suite struct ReducerMacroTests {
  // TCA: ReducerMacroTests.testBasics — conformance, @CasePathable on Action, builder on body
  @Test func basics() {
    let store = Store(initialState: Feature.State(), reducer: Feature())
    store.send(.counter(.inc))
    store.send(.counter(.inc))
    #expect(store.state.count == 2)
    #expect(Feature.Action.allCasePaths.counter.extract(from: .counter(.dec)) == .dec)
    #expect((Feature.State.self as Any.Type) is any ObservableState.Type)
  }

  // TCA: ReducerMacroTests.testEnum — State/Action enums and a body scoping each case
  @Test func enumReducer() {
    var state = Destination.State.counter(Counter.State())
    _ = Destination.body.reduce(into: &state, action: .counter(.inc))
    #expect(state == .counter(Counter.State(count: 1)))
    // An action for the other case leaves the state alone, with a warning.
    let reported = Reported()
    var values = DependencyValues.test
    values.warnings = WarningHandler { reported.append($0) }
    DependencyValues.$current.withValue(values) {
      _ = Destination.body.reduce(into: &state, action: .other(.inc))
    }
    #expect(state == .counter(Counter.State(count: 1)))
    #expect(reported.kinds == [.actionForOtherCase(expected: "other")])
    #expect(Destination.Action.allCasePaths.alert.embed(.ok) == .alert(.ok))
    #expect(Destination.State.allCasePaths.plain.extract(from: .plain) != nil)
    #expect((Destination.State.self as Any.Type) is any CaseReducerState.Type)
  }

  // TCA: ReducerMacroTests.testEnum_DefaultInitializer — the case's default value is the reducer
  @Test func enumDefaultInitializer() {
    var state = Destination.State.other(Counter.State())
    _ = Destination.body.reduce(into: &state, action: .other(.dec))
    #expect(state == .other(Counter.State(count: -1)))
  }
}

@Suite struct PresentsMacroTests {
  // TCA: PresentsMacroTests.testBasics — `$destination` is the Presented wrapper
  @Test func basics() {
    var state = Feature.State()
    #expect(state.destination == nil)
    #expect(state.$destination.id == nil)
    state.destination = .counter(Counter.State())
    let id = state.$destination.id
    #expect(id != nil)
    state.destination = .counter(Counter.State(count: 5))
    #expect(state.$destination.id == id)  // changed in place: same presentation
    state.destination = .plain
    #expect(state.$destination.id != id)  // another case: a new presentation
    let memberwise = Feature.State(count: 1, destination: .plain)
    #expect(memberwise.destination == .plain)
  }

  @Test func ifLetDismissesThroughTheProjection() {
    let store = Store(
      initialState: Feature.State(destination: .counter(Counter.State())), reducer: Feature())
    store.send(.destination(.presented(.counter(.inc))))
    #expect(store.state.destination == .counter(Counter.State(count: 1)))
    store.send(.destination(.dismiss))
    #expect(store.state.destination == nil)
  }
}

@Suite struct DependencyClientMacroTests {
  // swift-dependencies: DependencyClientMacroTests.testBasics — memberwise and empty inits
  @Test func basics() async throws {
    let client = NumberFactClient(fetch: { "\($0) is a number" }, log: { _ in }, count: { 1 })
    #expect(try await client.fetch(3) == "3 is a number")
    #expect(client.count() == 1)
    #expect(client.name == "facts" && client.tag == nil)
    let named = NumberFactClient(name: "other")
    #expect(named.name == "other")
  }

  // swift-dependencies: DependencyEndpointMacroTests.testArgumentLabels — an endpoint declared
  // `(_ number: Int)` is called `fetch(number:)` as well as `fetch(_:)`.
  @Test func labelledEndpointIsCalledWithItsLabel() async throws {
    let client = NumberFactClient(fetch: { "\($0) is a number" }, log: { _ in }, count: { 1 })
    #expect(try await client.fetch(number: 7) == "7 is a number")
  }

  // Calling an unimplemented endpoint reports "Unimplemented: 'NumberFactClient.fetch'" and throws.
  @Test func unimplementedEndpointReportsAndThrows() async {
    let reported = Reported()
    var values = DependencyValues.test
    values.warnings = WarningHandler { reported.append($0) }
    await DependencyValues.$current.withValue(values) {
      let client = NumberFactClient()
      await #expect(throws: Unimplemented.self) { try await client.fetch(1) }
      #expect(client.count() == 42)  // the default, after reporting
      client.log("x")
    }
    #expect(
      reported.kinds == [
        .unimplementedEndpoint("NumberFactClient.fetch"), .unimplementedEndpoint("NumberFactClient.count"),
        .unimplementedEndpoint("NumberFactClient.log"),
      ])
  }
}

private final class Reported: Sendable {
  private let warnings = Mutex<[RuntimeWarning]>([])
  func append(_ warning: RuntimeWarning) { warnings.withLock { $0.append(warning) } }
  var kinds: [RuntimeWarning.Kind] { warnings.withLock { $0.map(\.kind) } }
}

@Suite struct ReducerMacroShapeTests {
  // An enum reducer lifted on a plain optional, with no trailing closure.
  @Test func enumReducerOnPlainOptional() {
    let store = Store(initialState: Sheet.State(destination: .counter(Counter.State())), reducer: Sheet())
    store.send(.destination(.counter(.inc)))
    #expect(store.state.destination == .counter(Counter.State(count: 1)))
  }

  // A generic reducer declared in an extension: the conformance names `Namespace.Holder`.
  @Test func genericReducerInAnExtension() {
    let store = Store(initialState: Namespace.Holder<Int>.State(), reducer: Namespace.Holder<Int>())
    store.send(.set(3))
    #expect(store.state.value == 3)
    #expect(Namespace.Holder<Int>.Action.allCasePaths.set.extract(from: .set(4)) == 4)
  }
}
