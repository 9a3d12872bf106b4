extension TestStore {
  /// Checks that the test is over: every action effects sent back was received, and no effect
  /// is still running. Runs by itself when the store goes away without it.
  public func finish(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    isFinished = true
    checkEnd(at: TestLocation(fileID, filePath, line, column))
  }

  /// Drops the actions received so far without asserting them (for a non-exhaustive section).
  public func skipReceivedActions() {
    core.settle()
    if let last = receivedActions.last {
      assertedState = last.state
      assertedShared = last.shared
    }
    receivedActions.removeAll()
    realignAfterOutOfOrder()
  }

  /// Stops tracking the effects running now, without cancelling them: they no longer fail the
  /// test for being in flight at its end, but they keep running, and the actions they send
  /// back still arrive (in an exhaustive test, each must still be received). This is TCA's
  /// behaviour. To stop them instead, send the action that cancels them; effects still running
  /// when the test finishes are cancelled then.
  public func skipInFlightEffects() {
    core.settle()
    skippedEffects.formUnion(core.runningEffects.map(\.id))
  }

  func checkEnd(at location: TestLocation) {
    core.settle()
    reportUnimplementedCalls(at: location)
    if isExhaustive, !receivedActions.isEmpty {
      fail(.unreceivedActions(receivedActions.map { actionDump($0.action.action) }), at: location)
    }
    let unreceived = !receivedActions.isEmpty
    for skipped in receivedActions { noteSkipped("received \(actionDump(skipped.action.action))") }
    receivedActions.removeAll()
    // Shared state the effects changed after the last step; not when unreceived actions, already
    // reported, account for it.
    if !unreceived { checkSharedChangesAtEnd(at: location) }
    // A feature that dismissed itself leaves its effects to the presenter, which a test store
    // has not: TCA skips the effects in flight then, and so does this.
    if isExhaustive, !dismissal.isDismissed {
      for effect in core.runningEffects where !skippedEffects.contains(effect.id) {
        let summary = TestFailure.EffectSummary(
          action: actionDump(effect.action),
          scope: effect.scope.map(\.description).joined(separator: "."),
          cancelIDs: effect.cancelIDs.map(\.description),
          name: effect.name)
        fail(.effectStillRunning(summary), at: locations[effect.actionNumber] ?? location)
      }
    }
    core.cancelAllEffects()
  }
}
