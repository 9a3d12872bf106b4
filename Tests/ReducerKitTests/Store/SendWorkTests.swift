import Synchronization
import Testing

@testable import ReducerKit

/// How often a store locked its effect runtime's mailbox and job queue.
private func lockedReads(_ store: Store<ListState, ListAction>) -> (mailbox: Int, jobs: Int) {
  let runtime = store.core.runtime
  return (
    runtime.mailbox.lockedReads.load(ordering: .relaxed),
    runtime.executor.lockedReads.load(ordering: .relaxed)
  )
}

@Suite("Store.send: the work of an action that starts nothing")
struct SendWorkTests {
  @Test("1,000 sends whose effects are .none never lock the mailbox or the job queue")
  func noEffectNoLock() {
    let store = Store(initialState: ListState(), reducer: List(), dependencies: .test)
    store.send(.addRow)
    store.send(.addRow)
    for index in 0..<1_000 {
      store.send(.rows(.element(id: index % 2, action: .tick)))
    }
    #expect(store.state.rows.map(\.seconds) == [500, 500])
    // Before: each send's settling took both locks once, 1,002 of each.
    #expect(lockedReads(store).mailbox == 0)
    #expect(lockedReads(store).jobs == 0)
  }

  @Test("With an effect running, settling takes them, and the work goes on as before")
  func runningEffectLocks() {
    let store = Store(initialState: ListState(), reducer: List(), dependencies: .test)
    store.send(.addRow)
    store.send(.rows(.element(id: 0, action: .onAppear)))
    #expect(lockedReads(store).jobs > 0)
    store.advance(by: .seconds(3))
    #expect(store.state.rows.map(\.seconds) == [3])
    let before = lockedReads(store)
    store.send(.rows(.element(id: 0, action: .tick)))
    #expect(store.state.rows.map(\.seconds) == [4])
    store.send(.stopAll)
    #expect(lockedReads(store).mailbox > before.mailbox)
    #expect(store.runningEffects.isEmpty)
  }
}
