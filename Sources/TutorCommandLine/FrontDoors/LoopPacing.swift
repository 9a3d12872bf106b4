import Dispatch
import Foundation
import SandboxRuntime
import Synchronization
import TutorSupport
import TutorTerminal

/// How time passes between the lines of an interactive session.
///
/// Step by step (the default), effects run only while a line runs. In real time (`play
/// --realtime`), effects wake up on their own between lines, and what they do is printed above the
/// line being edited: `attach` is given the reader's thread-safe `printAbove` once the reader
/// exists, and what it returns is called when the loop ends.
struct LoopPacing {
  let attach: (_ printAbove: @escaping @Sendable (String) -> Void) -> () -> Void

  /// Effects run only while a line runs.
  static var stepwise: LoopPacing { LoopPacing { _ in {} } }

  /// A course's lesson files are watched (`learn --course DIR --watch`): a lesson saved is shown
  /// again above the line; a feature saved ends the program with ``WatchedLearn/rebuildStatus``.
  static func watching(_ watched: WatchedLearn, printer: Printer) -> LoopPacing {
    LoopPacing { printAbove in
      watched.watch(
        show: { outputs in printAbove(printer.text(outputs)) },
        rebuild: {
          // Progress was saved after the last line; the tutor that started this program says
          // why it ended, and gives the terminal back its settings.
          fflush(nil)
          _exit(WatchedLearn.rebuildStatus)
        })
      return { watched.stop() }
    }
  }

  /// Effects of `driver`'s session wake up on the real clock; their outputs go above the line.
  static func realtime(_ driver: RealtimeDriver, printer: Printer) -> LoopPacing {
    LoopPacing { printAbove in
      driver.watchPendingWork { outputs in printAbove(printer.text(outputs)) }
      return { driver.watchPendingWork(nil) }
    }
  }
}

/// A session confined to one serial queue, so that lines typed (the reader waits) and effect work
/// that wakes up on its own never run at the same time.
final class RealtimeDriver: PromptDriver, @unchecked Sendable {
  private let session: Session
  private let queue = DispatchQueue(label: "tutor.engine")
  private let scheduled = Atomic<Bool>(false)

  init(_ session: Session) { self.session = session }

  var prompt: String { queue.sync { session.prompt } }
  func completions(line: String, cursor: Int) -> [String] {
    queue.sync { session.completions(line: line, cursor: cursor) }
  }
  func start() -> PromptReply { queue.sync { session.start() } }
  func handle(_ line: String) -> PromptReply { queue.sync { session.handle(line) } }
  func end() -> PromptReply { queue.sync { session.end() } }

  /// Runs the session's pending work on its queue whenever some is due, and hands its outputs to
  /// `show`; `nil` stops watching.
  func watchPendingWork(_ show: (@Sendable ([Output]) -> Void)?) {
    queue.sync {
      guard let show else {
        session.onPendingWork(nil)
        return
      }
      session.onPendingWork { [self] in
        guard !scheduled.exchange(true, ordering: .acquiringAndReleasing) else { return }
        queue.async { [self] in
          scheduled.store(false, ordering: .releasing)
          let outputs = session.runPendingWork()
          if !outputs.isEmpty { show(outputs) }
        }
      }
    }
  }
}
