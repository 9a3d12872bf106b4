import Synchronization

/// A task executor that only queues jobs; the store runs them one at a time on its own thread.
///
/// Effects are started with this executor as their preference, so their code (and everything a
/// sleeping effect resumes into) runs only when the store drains the queue: with a virtual clock
/// the order of everything is fixed, and no test ever waits on real time.
final class JobQueueExecutor: TaskExecutor, Sendable {
  private struct Queue {
    var jobs: [UnownedJob] = []
    var head = 0
  }

  private let queue = Mutex(Queue())
  /// How many jobs wait: changed under the lock with `queue`, read without it, so that a store
  /// with nothing running checks for jobs without locking.
  private let queued = Atomic<Int>(0)
  /// How many times the store took the lock to look for a job (tests count it).
  let lockedReads = Atomic<Int>(0)
  private let wakeUp: Mutex<(@Sendable () -> Void)?> = Mutex(nil)

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    queue.withLock {
      $0.jobs.append(job)
      queued.add(1, ordering: .releasing)
    }
    wake()
  }

  /// Tells the front end (if it asked) that there is work for the store.
  func wake() {
    let body = wakeUp.withLock { $0 }
    body?()
  }

  /// Called (on any thread) whenever a job arrives, so a live front end can drain the store.
  func setWakeUp(_ body: (@Sendable () -> Void)?) {
    wakeUp.withLock { $0 = body }
  }

  /// Runs the oldest queued job until it suspends or finishes. Returns false if none was queued.
  func runNextJob() -> Bool {
    guard queued.load(ordering: .acquiring) > 0 else { return false }
    lockedReads.add(1, ordering: .relaxed)
    let job: UnownedJob? = queue.withLock { q in
      guard q.head < q.jobs.count else { return nil }
      let job = q.jobs[q.head]
      q.head += 1
      queued.subtract(1, ordering: .releasing)
      if q.head > 64 && q.head * 2 > q.jobs.count {
        q.jobs.removeFirst(q.head)
        q.head = 0
      }
      return job
    }
    guard let job else { return false }
    job.runSynchronously(on: asUnownedTaskExecutor())
    return true
  }

  var hasJobs: Bool { queue.withLock { $0.head < $0.jobs.count } }
}
