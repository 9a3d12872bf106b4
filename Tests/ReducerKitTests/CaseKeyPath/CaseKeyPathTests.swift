import ReducerKit
import Testing

/// swift-case-paths' `CaseKeyPathTests` and `CasePathableTests`, over enums whose conformance is
/// written as the `@CasePathable` macro expands it.
@Suite("Case key paths")
struct CaseKeyPathTests {
  typealias Action = TwoCountersFeature.Action

  @Test("testSubscript: action[case:] extracts the payload, nil for another case")
  func subscriptExtracts() {
    let action = Action.left(.setTo(3))
    #expect(action[case: \.left] == .setTo(3))
    #expect(action[case: \.right] == nil)
    #expect(action[case: \.left.setTo] == 3)
    #expect(action[case: \.left.incrementButtonTapped] == nil)
  }

  @Test("testCallAsFunction: a case key path embeds, with and without payload")
  func callAsFunctionEmbeds() {
    let left = \Action.Cases.left
    #expect(left(.incrementButtonTapped) == .left(.incrementButtonTapped))
    #expect((\Action.Cases.reset)() == .reset)
    #expect((\Action.Cases.right.setTo)(7) == .right(.setTo(7)))
  }

  @Test("A case of several values has a labelled tuple as payload")
  func tuplePayload() {
    let path = \CounterFeature.Action.Cases.set
    let value = CounterFeature.Action.set(x: 1, y: 2)[case: path]
    #expect(value?.x == 1 && value?.y == 2)
    #expect(path((x: 3, y: 4)) == .set(x: 3, y: 4))
  }

  @Test("testIs: is(_:) tells the case, nested too")
  func isTellsTheCase() {
    let action = Action.left(.incrementButtonTapped)
    #expect(action.is(\.left))
    #expect(!action.is(\.right))
    #expect(action.is(\.left.incrementButtonTapped))
    #expect(!action.is(\.left.decrementButtonTapped))
  }

  @Test("testSet: assigning through [case:] replaces the payload only in that case")
  func setThroughSubscript() {
    var action = Action.left(.setTo(1))
    action[case: \.left.setTo] = 5
    #expect(action == .left(.setTo(5)))
    action[case: \.right] = .incrementButtonTapped
    #expect(action == .left(.setTo(5)))
  }

  @Test("testModify: modify changes the payload in place; another case is left alone")
  func modifyInPlace() {
    var state = ScreensFeature.State.counter(CounterFeature.State(count: 1))
    state.modify(\.counter) { $0.count += 1 }
    #expect(state == .counter(CounterFeature.State(count: 2)))
    var empty = ScreensFeature.State.empty
    empty.modify(\.counter) { $0.count += 1 }
    #expect(empty == .empty)
  }

  @Test("testMatch: switch matches case key paths with ~=")
  func switchMatches() {
    func describe(_ action: Action) -> String {
      switch action {
      case \.left.incrementButtonTapped: "left +"
      case \.left: "left"
      case \.reset: "reset"
      default: "other"
      }
    }
    #expect(describe(.left(.incrementButtonTapped)) == "left +")
    #expect(describe(.left(.decrementButtonTapped)) == "left")
    #expect(describe(.reset) == "reset")
    #expect(describe(.right(.incrementButtonTapped)) == "other")
  }

  @Test("The identity case key path \\.self is the whole value")
  func identity() {
    let action = Action.reset
    #expect(action[case: \.self] == .reset)
    #expect((\Action.Cases.self)(.reset) == .reset)
  }

  @Test("testOptional: Optional's \\.some and \\.none, and a case through the optional")
  func optionalCases() {
    let some: Int? = 3
    #expect(some[case: \.some] == 3)
    #expect(some.is(\.some) && !some.is(\.none))
    let none: Int? = nil
    #expect(none[case: \.some] == nil)
    #expect(none.is(\.none))
    #expect((\Int?.Cases.some)(4) == .some(4))
    let action: Action? = .left(.incrementButtonTapped)
    #expect(action[case: \.some.left] == .incrementButtonTapped)
  }

  @Test("testResult: Result's \\.success and \\.failure")
  func resultCases() {
    struct Failure: Error, Equatable {}
    let success = Result<Int, Failure>.success(1)
    #expect(success[case: \.success] == 1)
    #expect(success[case: \.failure] == nil)
    #expect(Result<Int, Failure>.failure(Failure())[case: \.failure] == Failure())
  }

  @Test("IdentifiedAction: \\.rows[id:] names one element's action, \\.rows.element the envelope")
  func identifiedActionCases() {
    typealias Parent = ParentFeature.Action
    let action = Parent.rows(.element(id: 1, action: .incrementButtonTapped))
    #expect(action[case: \.rows[id: 1]] == .incrementButtonTapped)
    #expect(action[case: \.rows[id: 2]] == nil)
    #expect(action.is(\.rows[id: 1].incrementButtonTapped))
    #expect(!action.is(\.rows[id: 1].decrementButtonTapped))
    #expect(action[case: \.rows.element]?.id == 1)
    #expect((\Parent.Cases.rows[id: 4].setTo)(2) == .rows(.element(id: 4, action: .setTo(2))))
  }

  @Test("PresentationAction: \\.destination.presented and \\.destination.dismiss")
  func presentationActionCases() {
    typealias Parent = ParentFeature.Action
    let action = Parent.destination(.presented(.incrementButtonTapped))
    #expect(action[case: \.destination.presented] == .incrementButtonTapped)
    #expect(action.is(\.destination.presented.incrementButtonTapped))
    #expect(!action.is(\.destination.dismiss))
    #expect((\Parent.Cases.destination.dismiss)() == .destination(.dismiss))
  }

  @Test("AnyCasePath(keyPath) resolves a case key path into its two directions")
  func anyCasePathFromKeyPath() {
    let path = AnyCasePath(\Action.Cases.left.setTo)
    #expect(path.extract(from: .left(.setTo(2))) == 2)
    #expect(path.extract(from: .right(.setTo(2))) == nil)
    #expect(path.embed(9) == .left(.setTo(9)))
  }

  @Test("Equal key paths made anew each time (with arguments) resolve to the same case")
  func argumentKeyPathsResolveByValue() {
    typealias Parent = ParentFeature.Action
    for id in [1, 2, 1, 2, 3] {
      let action = Parent.rows(.element(id: id, action: .incrementButtonTapped))
      #expect(action[case: \.rows[id: id]] == .incrementButtonTapped)
      #expect(action[case: \.rows[id: id + 1]] == nil)
    }
  }

  @Test("A case key path in a generic function is resolved for its own types")
  func genericContext() {
    func payload<Value>(_ action: Action, _ path: CaseKeyPath<Action, Value>) -> Value? { action[case: path] }
    func leftOf<A: CasePathable>(_: A.Type) -> CaseKeyPath<A?, A> { \.some }
    #expect(payload(.left(.setTo(1)), \.left.setTo) == 1)
    let wrapped: Action? = .reset
    #expect(wrapped[case: leftOf(Action.self)] == .reset)
    let other: Int?? = .some(.some(1))
    #expect(other[case: leftOf(Int?.self)] == .some(1))
  }

  @Test("A member of Case (\\.right) and a dynamic member (\\.left) name their cases alike")
  func caseMemberAndDynamicMember() {
    let right: CaseKeyPath<Action, CounterFeature.Action> = \.right
    let left: CaseKeyPath<Action, CounterFeature.Action> = \.left
    #expect(Action.right(.setTo(1))[case: right] == .setTo(1))
    #expect(Action.left(.setTo(1))[case: right] == nil)
    #expect(right(.incrementButtonTapped) == .right(.incrementButtonTapped))
    #expect(Action.right(.setTo(2))[case: \.right.setTo] == 2)
    #expect(Action.left(.setTo(2))[case: left] == .setTo(2))
    // The member's key path is made once by the runtime: the same object each time.
    func make() -> CaseKeyPath<Action, CounterFeature.Action> { \.right }
    // (Two live `\.left` through dynamic member lookup are two objects on Swift 6.3: the
    // literal carries its member's key path as an argument, so the runtime builds it each time.)
    let first = make()
    let second = make()
    #expect(ObjectIdentifier(first) == ObjectIdentifier(second))
  }
}
