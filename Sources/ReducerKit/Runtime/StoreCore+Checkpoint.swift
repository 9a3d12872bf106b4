/// The numbers a store gives the next action it processes and the next effect it starts: a
/// store rebuilt from a checkpoint carries them on, so that numbers read the same as if the
/// store had run from the start.
package struct StoreNumbering: Equatable, Sendable {
  package var actions: Int
  package var effects: Int

  package init(actions: Int, effects: Int) {
    self.actions = actions
    self.effects = effects
  }
}

extension StoreCore {
  /// Whether no effect is running. Between settled sends (the queue is then empty) this means
  /// the state, with the clock and the numbering, says all there is to say about the store.
  package var isIdle: Bool { runtime.runningEffectCount == 0 }

  /// See ``StoreNumbering``; set it only on a fresh store.
  package var numbering: StoreNumbering {
    get { StoreNumbering(actions: nextActionNumber, effects: runtime.nextTaskID) }
    set {
      nextActionNumber = newValue.actions
      runtime.nextTaskID = newValue.effects
    }
  }
}
