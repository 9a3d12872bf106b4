import Synchronization

/// Whether the feature under a TestStore dismissed itself: its root `@Dependency(\.dismiss)`
/// was called. (In TCA, a test store whose feature dismissed itself accepts no more actions.)
final class RootDismissal: Sendable {
  private let dismissed = Atomic<Bool>(false)

  func dismiss() { dismissed.store(true, ordering: .releasing) }

  var isDismissed: Bool { dismissed.load(ordering: .acquiring) }
}
