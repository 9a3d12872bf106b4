import Testing

@testable import ReducerKit

/// Rows behind a property with an observer, and behind a computed property.
private struct Observed: Equatable {
  var changes = 0
  var rows: IdentifiedArrayOf<Row.State> = [] {
    didSet { changes += 1 }
  }
  var storage: IdentifiedArrayOf<Row.State> = []
  var computed: IdentifiedArrayOf<Row.State> {
    get { storage }
    set { storage = newValue }
  }
}

private enum ObservedAction: Equatable, Sendable {
  case rows(IdentifiedAction<Int, Row.Action>)
  case computed(IdentifiedAction<Int, Row.Action>)
}

private struct ObservedList: Reducer {
  var body: some Reducer<Observed, ObservedAction> {
    Reduce { _, _ in .none }
      .forEach(\.rows, action: CasePath(ObservedAction.rows)) { Row() }
      .forEach(\.computed, action: CasePath(ObservedAction.computed)) { Row() }
  }
}

@Suite("forEach through the collection's offset, or its key path")
struct ForEachStoredPathTests {
  @Test("A plain stored property is reached by offset; observed and computed ones are not")
  func offsets() {
    #expect(StoredPath(\ListState.rows) != nil)
    #expect(StoredPath(\Observed.rows) == nil)
    #expect(StoredPath(\Observed.computed) == nil)
  }

  @Test("An element update through an observed or computed property goes through its accessors")
  func accessors() {
    var state = Observed(
      rows: [Row.State(id: 1), Row.State(id: 2)], storage: [Row.State(id: 7)])
    let reducer = ObservedList()
    _ = reducer.reduce(into: &state, action: .rows(.element(id: 2, action: .tick)))
    _ = reducer.reduce(into: &state, action: .computed(.element(id: 7, action: .tick)))
    _ = reducer.reduce(into: &state, action: .computed(.element(id: 7, action: .tick)))
    #expect(state.rows[id: 2]?.seconds == 1)
    #expect(state.rows[id: 1]?.seconds == 0)
    #expect(state.storage[id: 7]?.seconds == 2)
    #expect(state.changes == 1)
  }
}
