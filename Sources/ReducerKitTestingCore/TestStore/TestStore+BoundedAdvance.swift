extension TestStore {
  /// Like ``advance(by:)``, but bounded (the tutor's hook, not API): see
  /// ``StoreCore/advance(by:wakeUpLimit:actionLimit:shouldStop:)``.
  @discardableResult
  package func advance(
    by duration: Duration, wakeUpLimit: Int, actionLimit: Int = .max, shouldStop: () -> Bool = { false }
  ) -> AdvanceOutcome {
    core.advance(by: duration, wakeUpLimit: wakeUpLimit, actionLimit: actionLimit, shouldStop: shouldStop)
      ?? AdvanceOutcome(wakeUps: 0, advanced: .zero, stop: nil)
  }
}
