import Synchronization
import Testing

@testable import ReducerKit

/// The lifts take their case key path as an autoclosure and evaluate it once per call site when
/// it captures nothing (`CallSiteCasePath.swift`): these check that a literal is not evaluated on
/// every action, and that every key path that can vary still routes each action right.
@Suite("Case key paths read once per call site")
struct CallSiteCasePathTests {
  @Test("A capture-free key path is evaluated once, then only for the periodic check")
  func captureFreeEvaluatedOnce() {
    let before = countedEvaluations.load(ordering: .relaxed)
    for _ in 0..<100 {
      let entry = resolvedEntry(
        atCallSite: { countedLeft() }, operatorName: "Scope", fileID: #fileID, line: #line)
      #expect(entry.path.extract(from: .left(.incrementButtonTapped)) == .incrementButtonTapped)
    }
    let evaluations = countedEvaluations.load(ordering: .relaxed) - before
    #expect(evaluations == 1 + 99 / Int(checkInterval))
  }

  @Test("action[case:] and a switch on case key paths read a capture-free key path once too")
  func subscriptAndPatternEvaluatedOnce() {
    let before = patternEvaluations.load(ordering: .relaxed)
    var matched = 0
    for round in 0..<100 {
      let action: TwoCountersFeature.Action =
        round.isMultiple(of: 2) ? .left(.incrementButtonTapped) : .right(.incrementButtonTapped)
      if action[case: countedPatternLeft()] != nil { matched += 1 }
      switch action {
      case countedPatternLeft(): matched += 1
      default: break
      }
    }
    #expect(matched == 100)
    // Two call sites, each evaluated once and then for every `checkInterval`-th check.
    #expect(patternEvaluations.load(ordering: .relaxed) - before == 2 * (1 + 99 / Int(checkInterval)))
  }

  @Test("A closure that captured a value is evaluated every time")
  func capturingEvaluatedEachTime() {
    let before = otherEvaluations.load(ordering: .relaxed)
    for round in 0..<20 {
      let entry = resolvedEntry(
        atCallSite: { round.isMultiple(of: 2) ? countedRight() : \.left }, operatorName: "Scope",
        fileID: #fileID, line: #line)
      let extracted = entry.path.extract(from: .right(.incrementButtonTapped))
      #expect((extracted != nil) == round.isMultiple(of: 2))
    }
    #expect(otherEvaluations.load(ordering: .relaxed) - before == 10)
  }

  @Test("One Scope call site given different key paths (through a helper) routes each one right")
  func forwardedKeyPathsStayApart() {
    let store = Store(initialState: TwoCountersFeature.State()) { ForwardingPair() }
    store.send(.left(.incrementButtonTapped))
    store.send(.right(.decrementButtonTapped))
    store.send(.right(.decrementButtonTapped))
    #expect(store.state.left.count == 1)
    #expect(store.state.right.count == -2)
  }

  @Test("A literal in a generic reducer routes right for each of its types")
  func genericReducerLiterals() {
    let first = Store(initialState: TwoCountersFeature.State()) { GenericPair<Int>() }
    let second = Store(initialState: TwoCountersFeature.State()) { GenericPair<String>() }
    first.send(.right(.incrementButtonTapped))
    second.send(.right(.incrementButtonTapped))
    second.send(.left(.incrementButtonTapped))
    #expect(first.state.right.count == 1 && first.state.left.count == 0)
    #expect(second.state.right.count == 1 && second.state.left.count == 1)
  }

  @Test("A capture-free key path reading changing global state is noticed, then read every time")
  func changingGlobalKeyPathNoticed() {
    let log = WarningLog()
    let store = Store(
      initialState: TwoCountersFeature.State(), reducer: GlobalChoice(), dependencies: .test(warnings: log))
    GlobalChoice.pickRight.store(false, ordering: .relaxed)
    store.send(.left(.incrementButtonTapped))
    GlobalChoice.pickRight.store(true, ordering: .relaxed)
    for _ in 0..<(2 * Int(checkInterval)) { store.send(.right(.incrementButtonTapped)) }
    // Until the check, the remembered `\.left` ignored `.right`; after it, every one counts.
    #expect(store.state.right.count >= Int(checkInterval))
    store.send(.right(.incrementButtonTapped))
    let counted = store.state.right.count
    store.send(.right(.incrementButtonTapped))
    #expect(store.state.right.count == counted + 1)
    #expect(log.kinds == [.caseKeyPathChanged])
    #expect(log.warnings.first?.operatorName == "Scope")
  }
}

private let countedEvaluations = Atomic<Int>(0)

private let patternEvaluations = Atomic<Int>(0)

private func countedPatternLeft() -> CaseKeyPath<TwoCountersFeature.Action, CounterFeature.Action> {
  patternEvaluations.add(1, ordering: .relaxed)
  return \.left
}

private let otherEvaluations = Atomic<Int>(0)

private func countedRight() -> CaseKeyPath<TwoCountersFeature.Action, CounterFeature.Action> {
  otherEvaluations.add(1, ordering: .relaxed)
  return \.right
}

private func countedLeft() -> CaseKeyPath<TwoCountersFeature.Action, CounterFeature.Action> {
  countedEvaluations.add(1, ordering: .relaxed)
  return \.left
}

/// Two scopes made by one helper: the `Scope` inside it is one call site given both key paths.
private struct ForwardingPair: Reducer {
  var body: some ReducerOf<TwoCountersFeature> {
    counter(\.left, \.left)
    counter(\.right, \.right)
  }

  func counter(
    _ state: WritableKeyPath<TwoCountersFeature.State, CounterFeature.State> & Sendable,
    _ action: CaseKeyPath<TwoCountersFeature.Action, CounterFeature.Action>
  ) -> some ReducerOf<TwoCountersFeature> {
    Scope(state: state, action: action) { CounterFeature() }
  }
}

/// A generic reducer whose `body` writes the literals (the same code for every `Tag`).
private struct GenericPair<Tag>: Reducer {
  var body: some ReducerOf<TwoCountersFeature> {
    Scope(state: \.left, action: \.left) { CounterFeature() }
    Scope(state: \.right, action: \.right) { CounterFeature() }
  }
}

/// A lift whose key path comes from global state: captures nothing, yet changes.
private struct GlobalChoice: Reducer {
  static let pickRight = Atomic<Bool>(false)

  static var chosen: CaseKeyPath<TwoCountersFeature.Action, CounterFeature.Action> {
    pickRight.load(ordering: .relaxed) ? \.right : \.left
  }

  var body: some ReducerOf<TwoCountersFeature> {
    Scope(state: \.right, action: Self.chosen) { CounterFeature() }
  }
}
