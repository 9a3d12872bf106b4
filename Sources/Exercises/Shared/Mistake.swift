/// A mistake a grader recognises. Its words, in each language, are the catalog entry
/// `exercise.mistake.<raw value>`.
public enum Mistake: String, Sendable, Equatable, CaseIterable {
  // delayed-counter (basics)
  case counterWrong
  case laterChangesNow
  case laterNeverSends
  case laterNotCancellable
  // logged-counters (pullback)
  case leftCounterNotMounted
  case rightCounterNotMounted
  case loggerMissesActions
  case loggerBeforeCounters
  // stopwatch (optional)
  case stopwatchNotOpened
  case stopwatchNotLifted
  case stopwatchNotClosed
  case closedStopwatchStillRunning
  // contact-list (identified-action)
  case contactNotLifted
  case contactNotRemoved
  case wrongContactRemoved
  case deletedNameNotNoted
  // row-timers (foreach)
  case rowIDsNotFromNextID
  case rowNotLifted
  case deletedRowNotRemoved
  case deletedRowStillRunning
  // editor-sheet (transpose)
  case editorNotPresented
  case editorNotScoped
  case editorAfterParent
  case closesAtOnce
  case editorRunsWhileDismissing
  case noDismissalEffect
  case dismissalNotCancelled
  // fresh-search (effects)
  case searchFieldNotKept
  case searchNeverAnswers
  case responseNotShown
  case staleResponseShown
  case clearDoesNotCancel
  // ticker-sheet (presentation)
  case tickerNotPresented
  case tickerNotLifted
  case dismissalNotSeen
  case dismissedTickerStillRunning
  // detail-stack (navigation)
  case detailNotPushed
  case pathNotLifted
  case editorNotPushed
  case editScreenNotScoped
  case notPoppedToRoot
  case poppedScreenStillRunning
  case stackIDChosenByHand

  /// The catalog key of its words.
  public var key: String { "exercise.mistake." + rawValue }
}
