extension TestStore {
  /// Like ``advance(by:)``, but bounded: see ``StoreCore/advance(by:wakeUpLimit:shouldStop:)``.
  @discardableResult
  public func advance(
    by duration: Duration, wakeUpLimit: Int, shouldStop: () -> Bool = { false }
  ) -> AdvanceOutcome {
    core.advance(by: duration, wakeUpLimit: wakeUpLimit, shouldStop: shouldStop)
      ?? AdvanceOutcome(wakeUps: 0, advanced: .zero, stop: nil)
  }
}
