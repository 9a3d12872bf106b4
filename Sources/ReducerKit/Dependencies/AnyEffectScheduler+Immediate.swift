import Foundation

extension AnyEffectScheduler {
  /// A scheduler that never waits, as combine-schedulers' `AnySchedulerOf<DispatchQueue>.immediate`:
  /// `$0.mainQueue = .immediate`.
  public static var immediate: AnyEffectScheduler { DispatchQueue.immediate }
}
