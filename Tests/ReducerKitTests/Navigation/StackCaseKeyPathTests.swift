import ReducerKit
import ReducerKitTesting
import Testing

/// The case key paths of a stack action, as TCA writes them: `\.path.push`, `\.path.popFrom`,
/// `\.path.element`, `\.path[id: 0].detail.tapped`.
@MainActor
@Suite("Navigation stacks: case key paths")
struct StackCaseKeyPathTests {
  typealias Action = StackRoot.Action

  @Test("Each case of a stack action, extracted and embedded")
  func cases() {
    let push = Action.path(.push(id: 1, state: .edit(StackEdit.State())))
    #expect(push[case: \.path.push]?.id == 1)
    #expect(push[case: \.path.push]?.state == .edit(StackEdit.State()))
    #expect(push[case: \.path.popFrom] == nil)

    let pop = Action.path(.popFrom(id: 2))
    #expect(pop[case: \.path.popFrom] == 2)
    #expect(pop.is(\.path.popFrom))
    #expect(!pop.is(\.path.push))

    let tapped = Action.path(.element(id: 0, action: .detail(.tapped)))
    #expect(tapped[case: \.path.element]?.id == 0)
    #expect(tapped[case: \.path[id: 0].detail] == .tapped)
    #expect(tapped[case: \.path[id: 1].detail] == nil)
    #expect(tapped.is(\.path[id: 0].detail.tapped))
    #expect(!tapped.is(\.path[id: 0].edit))
  }

  @Test("A case key path into the stack embeds the whole action")
  func embed() {
    #expect((\Action.Cases.path[id: 0].detail.tapped)() == .path(.element(id: 0, action: .detail(.tapped))))
    #expect((\Action.Cases.path.popFrom)(3) == .path(.popFrom(id: 3)))
    #expect(
      (\Action.Cases.path.push)((id: 1, state: .detail(StackDetail.State())))
        == .path(.push(id: 1, state: .detail(StackDetail.State()))))
  }

  @Test("send and receive with case key paths into the stack")
  func testStore() async {
    let clock = TestClock()
    let store = TestStore(initialState: StackRoot.State()) {
      StackRoot()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(\.path.push, (id: 0, state: .detail(StackDetail.State()))) {
      $0.path[id: 0] = .detail(StackDetail.State())
    }
    await store.send(\.path[id: 0].detail.startTimer)
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].detail.tick) {
      $0.path[id: 0, case: \.detail]?.seconds = 1
    }
    await store.send(\.path[id: 0].detail.delegate.done) {
      $0.path.removeAll()
    }
    // The timer ended with its screen.
    await clock.advance(by: .seconds(5))
    #expect(store.runningEffects.isEmpty)
  }

  @Test("dismiss from an edit screen is received as its popFrom")
  func dismiss() async {
    var path = StackState<StackRoot.Path.State>()
    path.append(.detail(StackDetail.State()))
    path.append(.edit(StackEdit.State()))
    let store = TestStore(initialState: StackRoot.State(path: path)) { StackRoot() }
    await store.send(\.path[id: 1].edit.setText, "Ana") {
      $0.path[id: 1, case: \.edit]?.text = "Ana"
    }
    await store.send(\.path[id: 1].edit.saveTapped)
    await store.receive(\.path.popFrom, 1) {
      $0.path.pop(to: 0)
    }
  }
}
