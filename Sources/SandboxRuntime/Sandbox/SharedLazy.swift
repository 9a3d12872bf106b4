import PromptLanguage
import Synchronization
import TutorSupport

/// A value made on first use and then kept for the process, shared by everyone holding this box.
///
/// Sandboxes use it for what they work out about their feature by reflection (``SandboxDefinition``):
/// a sandbox is made anew for each step, each `:retry` and each transcript a grader runs, and what
/// it learns does not change between them. Two threads asking at once may both make the value;
/// the first one stored is kept.
final class SharedLazy<Value: Sendable>: Sendable {
  private let make: @Sendable () -> Value
  private let made = Mutex<Value?>(nil)

  init(_ make: @escaping @Sendable () -> Value) {
    self.make = make
  }

  var value: Value {
    if let value = made.withLock({ $0 }) { return value }
    let value = make()
    return made.withLock { stored in
      if let stored { return stored }
      stored = value
      return value
    }
  }

  /// Whether the value was made (tests count what is worked out).
  var isMade: Bool { made.withLock { $0 != nil } }
}
