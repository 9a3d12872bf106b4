import LessonFeatures
import SandboxRuntime

extension SandboxDefinition {
  // The `foreach` lesson's extra sandboxes (its own is `foreach`, the seed's `RowList`).

  /// Rows with a parent that adds up their seconds, and a broadcast to every row.
  static let foreachBoard = SandboxDefinition(
    id: "foreach-board", initialState: RowBoard.State(), reducer: { RowBoard() },
    examples: [
      .addRow, .rows(.element(id: 0, action: .onAppear)), .rows(.element(id: 0, action: .tick)),
      .rows(.element(id: 0, action: .delegate(.deleteRequested))), .everyRow(.tick), .everyRow(.onAppear),
      .everyRow(.delegate(.deleteRequested)),
    ])

  /// The seed's list with a parent that forgets to remove the row that asked to be deleted.
  static let foreachForgetful = SandboxDefinition(
    id: "foreach-forgetful", initialState: RowList.State(), reducer: { RowList(removesDeletedRows: false) },
    examples: [
      .addRow, .rows(.element(id: 0, action: .onAppear)), .rows(.element(id: 0, action: .tick)),
      .rows(.element(id: 0, action: .delegate(.deleteRequested))),
    ])

  /// Elements addressed by a custom id (slug), by position, and by key.
  static let foreachAddressing = SandboxDefinition(
    id: "foreach-addressing", initialState: Addressing.State(), reducer: { Addressing() },
    examples: [
      .pages(.element(id: "intro", action: .visit)), .lanes(.element(id: 1, action: .inc)),
      .lanes(.element(id: 1, action: .dec)), .scores(.element(id: "ana", action: .inc)),
      .scores(.element(id: "ana", action: .dec)), .dropFirstLane,
    ])

  /// The same constant cancel id, run by each row (scoped, safe) and by the parent (one id).
  static let foreachIDs = SandboxDefinition(
    id: "foreach-ids", initialState: StopwatchBoard.State(), reducer: { StopwatchBoard() },
    examples: [
      .addRow, .rows(.element(id: 0, action: .start)), .rows(.element(id: 0, action: .stop)),
      .rows(.element(id: 0, action: .tick)), .startFromParent(id: 0),
    ])
}
