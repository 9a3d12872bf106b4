/// The effects one TestStore `send` started (TCA's `TestStoreTask`): cancel them, or check they
/// have finished.
///
///     let task = await store.send(.onAppear)
///     await store.receive(.loaded(…)) { … }
///     await task.cancel()         // e.g. a long-living subscription the view would end
public struct TestStoreTask {
  let number: Int?
  let cancelEffects: (Int) -> Void
  let isRunning: (Int) -> Bool
  let failStillRunning: (TestLocation) -> Void

  /// Cancels the effects the action started and lets them wind down.
  nonisolated(nonsending) public func cancel() async {
    guard let number else { return }
    cancelEffects(number)
  }

  /// Whether the effects the action started are all over.
  public var isCancelled: Bool {
    guard let number else { return true }
    return !isRunning(number)
  }

  /// Checks that the effects the action started have finished. On virtual time nothing runs by
  /// itself, so effects still running now fail the test (advance the clock first); `timeout` is
  /// accepted for TCA's spelling.
  nonisolated(nonsending) public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let number, isRunning(number) else { return }
    failStillRunning(TestLocation(fileID, filePath, line, column))
  }
}

extension TestStore {
  /// The task of the action processed by the last `send`.
  func taskOfLastSend(_ action: Action) -> TestStoreTask {
    let core = self.core
    return TestStoreTask(
      number: lastSentNumber,
      cancelEffects: { number in core.cancelEffects(startedBy: number) },
      isRunning: { number in core.hasEffects(startedBy: number) },
      failStillRunning: { [weak self] location in
        core.settle()
        self?.fail(.taskStillRunning(action: actionDump(action)), at: location)
      })
  }
}
