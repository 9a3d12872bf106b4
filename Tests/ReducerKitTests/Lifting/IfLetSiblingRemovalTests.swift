import ReducerKit
import Testing

enum SiblingHostAction: Equatable, Sendable {
  case sheet(Sheet.Action)
  case present(Int)
  /// A reducer before the `ifLet` sets the sheet to nil.
  case closeBefore
  /// A reducer after the `ifLet` sets the sheet to nil.
  case closeAfter
  /// A reducer after the `ifLet` replaces the sheet by another one.
  case replaceAfter(Int)
  case noop
}

/// An `ifLet` like ``Host``'s, with reducers beside it that remove the child behind its back.
struct SiblingHost: Reducer {
  var body: some Reducer<HostState, SiblingHostAction> {
    Reduce { state, action in
      if action == .closeBefore { state.sheet = nil }
      return .none
    }
    Reduce { state, action in
      if case .present(let id) = action { state.sheet = Sheet.State(id: id) }
      return .none
    }
    .ifLet(\.sheet, action: CasePath(SiblingHostAction.sheet)) { Sheet() }
    Reduce { state, action in
      if action == .closeAfter { state.sheet = nil }
      if case .replaceAfter(let id) = action { state.sheet = Sheet.State(id: id) }
      return .none
    }
  }
}

/// A child removed by a reducer beside its `ifLet`: the lift cannot see it happen, so it
/// cancels the child's effects when it next runs (TCA's `ifLet` leaves them running).
@Suite("ifLet: a child removed beside the lift")
struct IfLetSiblingRemovalTests {
  let log = WarningLog()

  func makeStore() -> Store<HostState, SiblingHostAction> {
    let store = Store(initialState: HostState(), reducer: SiblingHost(), dependencies: .test(warnings: log))
    store.send(.present(1))
    store.send(.sheet(.startTimer))
    store.send(.sheet(.showRow))
    store.send(.sheet(.row(.onAppear)))
    #expect(store.runningEffects.count == 2)
    return store
  }

  @Test("Removed by a reducer before the ifLet: cancelled by the same action, when the lift runs after it")
  func removedBefore() {
    let store = makeStore()
    store.send(.closeBefore)
    #expect(store.runningEffects.isEmpty)
    store.advance(by: .seconds(3))
    #expect(log.warnings.isEmpty)
  }

  @Test("Removed by a reducer after the ifLet: cancelled when the lift next runs")
  func removedAfter() {
    let store = makeStore()
    store.send(.closeAfter)
    #expect(store.state.sheet == nil)
    #expect(store.runningEffects.count == 2)  // the lift ran before the removal
    store.send(.noop)
    #expect(store.runningEffects.isEmpty)
    #expect((store.dependencies.clock as? VirtualClock)?.sleeperCount == 0)
    store.advance(by: .seconds(3))
    #expect(log.warnings.isEmpty)
  }

  @Test("Replaced beside the lift by a child with another id: only the old child's effects end")
  func replacedAfter() {
    let store = makeStore()
    store.send(.replaceAfter(2))
    store.send(.sheet(.startTimer))  // the lift runs: the old child's effects end
    #expect(store.runningEffects.count == 1)
    store.advance(by: .seconds(2))
    #expect(store.state.sheet?.ticks == 2)
    #expect(store.state.sheet?.id == 2)
    store.send(.closeAfter)
    store.send(.noop)
    #expect(store.runningEffects.isEmpty)
  }

  @Test("A tick already due when the lift next runs ends the timer, and is ignored with a warning")
  func dueTickEndsIt() {
    let store = makeStore()
    store.send(.closeAfter)
    store.advance(by: .seconds(1))
    #expect(store.runningEffects.isEmpty)
    #expect(store.state.sheet == nil)
    #expect(log.kinds.allSatisfy { $0 == .actionForNilChild(child: "sheet") })
  }

  @Test("After children with nested effects come and go, a removal beside the lift is still caught")
  func bookkeepingHoldsAfterManyDismissals() {
    let store = makeStore()
    for id in 2..<6 {
      store.send(.present(id))  // the parent replaces the child: cancelled at once
      #expect(store.runningEffects.isEmpty)
      store.send(.sheet(.startTimer))
      store.send(.sheet(.showRow))
      store.send(.sheet(.row(.onAppear)))
      store.advance(by: .seconds(1))
    }
    store.send(.closeAfter)
    #expect(store.runningEffects.count == 2)
    store.send(.noop)
    #expect(store.runningEffects.isEmpty)
    #expect((store.dependencies.clock as? VirtualClock)?.sleeperCount == 0)
  }
}
