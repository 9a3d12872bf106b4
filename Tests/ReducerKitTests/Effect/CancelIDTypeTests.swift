import ReducerKit
import Testing

/// Two timers whose cancel ids print alike but have different types (TCA keys cancellation by
/// the id's type as well as its value).
private struct TypedTimers: Reducer {
  struct State: Equatable {
    var int = 0
    var byte = 0
  }

  enum Action: Equatable, Sendable {
    case start
    case intTick
    case byteTick
    case cancelInt
    case cancelByte
    case restartByte
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .merge(timer(.intTick).cancellable(id: 1 as Int), timer(.byteTick).cancellable(id: 1 as UInt8))
    case .intTick:
      state.int += 1
      return .none
    case .byteTick:
      state.byte += 1
      return .none
    case .cancelInt:
      return .cancel(id: 1 as Int)
    case .cancelByte:
      return .cancel(id: 1 as UInt8)
    case .restartByte:
      return timer(.byteTick).cancellable(id: 1 as UInt8, cancelInFlight: true)
    }
  }

  private func timer(_ tick: Action) -> Effect<Action> {
    .run(name: "\(tick)") { send in
      for await _ in DependencyValues.current.clock.timer(interval: .seconds(1)) { await send(tick) }
    }
  }
}

@Suite("Cancel ids of different types")
struct CancelIDTypeTests {
  @Test("cancel(id: 1 as UInt8) leaves the effect cancellable(id: 1 as Int) running")
  func differentTypesDoNotCollide() {
    let store = Store(initialState: TypedTimers.State(), reducer: TypedTimers(), dependencies: .test)
    store.send(.start)
    store.send(.cancelByte)
    #expect(store.runningEffects.map(\.name) == ["intTick"])
    store.advance(by: .seconds(2))
    #expect(store.state == TypedTimers.State(int: 2, byte: 0))
    store.send(.cancelInt)
    #expect(store.runningEffects.isEmpty)
  }

  @Test("cancelInFlight with a UInt8 id does not cancel the Int effect with the same value")
  func cancelInFlightKeysByType() {
    let store = Store(initialState: TypedTimers.State(), reducer: TypedTimers(), dependencies: .test)
    store.send(.start)
    store.send(.restartByte)
    #expect(store.runningEffects.map(\.name) == ["intTick", "byteTick"])
    store.advance(by: .seconds(1))
    #expect(store.state == TypedTimers.State(int: 1, byte: 1))
    store.send(.cancelInt)
    store.send(.cancelByte)
    #expect(store.runningEffects.isEmpty)
  }

  @Test("Ids of the same type and value are one id")
  func sameTypeSameID() {
    let store = Store(initialState: TypedTimers.State(), reducer: TypedTimers(), dependencies: .test)
    store.send(.start)
    store.send(.restartByte)  // replaces the first byte timer
    store.send(.cancelByte)
    #expect(store.runningEffects.map(\.name) == ["intTick"])
    store.send(.cancelInt)
  }
}
