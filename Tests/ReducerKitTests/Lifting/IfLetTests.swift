import ReducerKit
import Testing

@Suite("ifLet")
struct IfLetTests {
  func makeStore(log: WarningLog = WarningLog(), presenting id: Int? = 1) -> Store<HostState, HostAction> {
    let store = Store(initialState: HostState(), reducer: Host(), dependencies: .test(warnings: log))
    if let id { store.send(.present(id)) }
    return store
  }

  @Test("The child runs before the parent, so the parent sees the child's new state")
  func childRunsFirst() {
    let store = makeStore()
    store.send(.sheet(.inc))
    store.send(.sheet(.inc))
    #expect(store.state.sheet?.count == 2)
    #expect(store.state.countSeenByParent == 2)
  }

  @Test("An action for a nil child changes nothing, starts nothing and warns")
  func nilChildWarns() {
    let log = WarningLog()
    let store = makeStore(log: log, presenting: nil)
    store.send(.sheet(.inc))
    store.send(.sheet(.startTimer))
    #expect(store.state == HostState())
    #expect(store.runningEffects.isEmpty)
    #expect(log.kinds == [.actionForNilChild(child: "sheet"), .actionForNilChild(child: "sheet")])
    #expect(log.warnings.map(\.operatorName) == ["ifLet", "ifLet"])
  }

  @Test("Setting the child to nil cancels its effects and its grandchild's")
  func dismissCancelsSubtree() {
    let log = WarningLog()
    let store = makeStore(log: log)
    store.send(.sheet(.startTimer))
    store.send(.sheet(.showRow))
    store.send(.sheet(.row(.onAppear)))
    store.advance(by: .seconds(1))
    #expect(store.state.sheet?.ticks == 1)
    #expect(store.state.sheet?.row?.seconds == 1)
    #expect(store.runningEffects.map { $0.scope.map(\.description) } == [["sheet"], ["sheet", "row"]])

    store.send(.dismiss)
    #expect(store.runningEffects.isEmpty)
    #expect((store.dependencies.clock as? VirtualClock)?.sleeperCount == 0)
    store.advance(by: .seconds(3))
    #expect(store.state.sheet == nil)
    #expect(log.warnings.isEmpty)
  }

  @Test("Replacing the child with one of another id cancels the old child's pending response")
  func replacementCancelsOldWork() {
    let log = WarningLog()
    let store = makeStore(log: log, presenting: 1)
    store.send(.sheet(.request))  // would answer at t = 2
    store.advance(by: .seconds(1))
    #expect(store.runningEffects.map(\.name) == ["request"])

    store.send(.present(2))
    #expect(store.state.sheet?.id == 2)
    #expect(store.runningEffects.isEmpty)

    store.send(.sheet(.startTimer))
    store.advance(by: .seconds(2))  // t = 3: past the old response's time
    #expect(store.state.sheet == Sheet.State(id: 2, ticks: 2))
    #expect(log.warnings.isEmpty)
    let running = store.runningEffects
    #expect(running.map(\.name) == ["timer"])
    #expect(running.map(\.scope.description) == ["[sheet]"])
    #expect(running.map { $0.action as? HostAction } == [.sheet(.startTimer)])
  }

  @Test("Presenting the same child again keeps its effects")
  func sameIdentityKeepsWork() {
    let store = makeStore(presenting: 1)
    store.send(.sheet(.request))
    store.advance(by: .seconds(1))
    store.send(.present(1))  // a fresh value, same identity
    store.advance(by: .seconds(1))
    #expect(store.state.sheet?.responses == 1)
    #expect(store.runningEffects.isEmpty)
  }
}
