import ReducerKit
import ReducerKitTesting
import Testing

/// The spellings a TCA 1.x user writes for a navigation stack, in a test.
@MainActor
@Suite("Navigation stacks: TCA's spellings")
struct StackSpellingTests {
  @Test("Push, an element's action, a case key path into the stack, pop")
  func pushElementPop() async {
    let store = TestStore(initialState: StackRoot.State()) { StackRoot() }
    await store.send(.path(.push(id: 0, state: .detail(StackDetail.State())))) {
      $0.path[id: 0] = .detail(StackDetail.State())
    }
    await store.send(\.path[id: 0].detail.tapped) {
      $0.path[id: 0, case: \.detail]?.seconds = 1
    }
    await store.send(.showDetail) {
      $0.path.append(.detail(StackDetail.State()))
    }
    await store.send(.path(.element(id: 1, action: .detail(.closeTapped))))
    await store.receive(\.path.popFrom) {
      $0.path.pop(from: 1)
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path.pop(to: 0)
      $0.path.removeLast()
    }
  }

  @Test("A store of the stack, scoped as TCA's view does")
  func scopedStore() {
    let store = Store(initialState: StackRoot.State()) { StackRoot() }
    let path = store.scope(state: \.path, action: \.path)
    path.send(.push(id: 0, state: .edit(StackEdit.State())))
    #expect(path.state.ids == [0])
    #expect(path.state[id: 0, case: \.edit] == StackEdit.State())
  }
}
