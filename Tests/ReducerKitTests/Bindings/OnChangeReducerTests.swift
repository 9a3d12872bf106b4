import ReducerKit
import ReducerKitTesting
import Testing

/// TCA's `OnChangeReducerTests`, without macros.
@Suite("OnChangeReducerTests (TCA)")
struct OnChangeReducerTests {
  private struct Counting: Reducer {
    struct State: Equatable {
      var count = 0
      var description = ""
    }
    enum Action: Equatable {
      case incrementButtonTapped
      case decrementButtonTapped
      case noop
    }
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .decrementButtonTapped: state.count -= 1
        case .incrementButtonTapped: state.count += 1
        case .noop: break
        }
        return .none
      }
      .onChange(of: \.count) { _, newValue in
        Reduce { state, _ in
          state.description = String(repeating: "!", count: newValue)
          return newValue > 1 ? .send(.decrementButtonTapped) : .none
        }
      }
    }
  }

  @Test func testOnChange() {
    let store = TestStore(initialState: Counting.State(), reducer: Counting())
    store.send(.incrementButtonTapped) {
      $0.count = 1
      $0.description = "!"
    }
    store.send(.incrementButtonTapped) {
      $0.count = 2
      $0.description = "!!"
    }
    store.receive(.decrementButtonTapped) {
      $0.count = 1
      $0.description = "!"
    }
    // Unchanged: the reducer is not run.
    store.send(.noop)
  }

  private struct Summing: Reducer {
    struct State: Equatable {
      var countA = 0
      var countB = 0
      var sum = 0
    }
    enum Action: Equatable {
      case incrementButtonTapped
      case noop
      case updateSum(Int)
    }
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .incrementButtonTapped:
          state.countA += 1
          state.countB += 1
        case .noop: break
        case .updateSum(let sum): state.sum = sum
        }
        return .none
      }
      .onChange(of: { ($0.countA, $0.countB) }, removeDuplicates: ==) { _, _ in
        Reduce { state, _ in .send(.updateSum(state.countA + state.countB)) }
      }
    }
  }

  @Test func testOnChangeTuple() {
    let store = TestStore(initialState: Summing.State(), reducer: Summing())
    store.send(.incrementButtonTapped) {
      $0.countA = 1
      $0.countB = 1
    }
    store.receive(.updateSum(2)) { $0.sum = 2 }
    store.send(.noop)
  }

  private struct Describing: Reducer {
    struct State: Equatable {
      var count = 0
      var description = ""
    }
    enum Action: Equatable { case incrementButtonTapped }
    var body: some Reducer<State, Action> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
      .onChange(of: \.count) { oldValue, state in
        state.description = "old: \(oldValue), new: \(state.count)"
        return .none
      }
    }
  }

  @Test("onChange(of:) { oldValue, state in … } (TCA's effect-returning form)")
  func testOnChangeEffectForm() {
    let store = TestStore(initialState: Describing.State(), reducer: Describing())
    store.send(.incrementButtonTapped) {
      $0.count = 1
      $0.description = "old: 0, new: 1"
    }
    store.send(.incrementButtonTapped) {
      $0.count = 2
      $0.description = "old: 1, new: 2"
    }
  }
}
