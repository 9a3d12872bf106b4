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
    if let last = receivedActions.last { assertedState = last.state }
    receivedActions.removeAll()
  }

  /// Cancels every running effect, so that they do not fail the test.
  public func skipInFlightEffects() {
    core.cancelAllEffects()
  }

  func checkEnd(at location: TestLocation) {
    core.settle()
    if exhaustivity == .on, !receivedActions.isEmpty {
      fail(.unreceivedActions(receivedActions.map { actionDump($0.action.action) }), at: location)
    }
    receivedActions.removeAll()
    if exhaustivity == .on {
      for effect in core.runningEffects {
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
