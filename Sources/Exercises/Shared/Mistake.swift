/// A mistake a grader recognises, by name. Its words, in each language, are the catalog entry
/// `exercise.mistake.<name>`: the built-in course's in `locales/`, a course folder's in its own
/// `locales/`. A course's grader names its own (`static let stepIgnored = Mistake("stepIgnored")`)
/// and gives their words in both languages; `tutor lint --course` checks that it does.
public struct Mistake: RawRepresentable, Hashable, Sendable {
  /// The name: letters and digits, starting with a letter, at most 64.
  public let rawValue: String

  /// A mistake by its name; nil when it is not a name (a report's line is read with this).
  public init?(rawValue: String) {
    guard Self.isName(rawValue) else { return nil }
    self.rawValue = rawValue
  }

  /// A mistake a grader declares. A name that is not letters and digits is kept as `unnamed`.
  public init(_ name: String) { rawValue = Self.isName(name) ? name : "unnamed" }

  /// The catalog key of its words.
  public var key: String { "exercise.mistake." + rawValue }

  static func isName(_ text: String) -> Bool {
    text.utf8.count <= 64 && text.first.map { $0.isASCII && $0.isLetter } == true
      && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
  }

  // delayed-counter (basics)
  public static let counterWrong = Mistake("counterWrong")
  public static let laterChangesNow = Mistake("laterChangesNow")
  public static let laterNeverSends = Mistake("laterNeverSends")
  public static let laterNotCancellable = Mistake("laterNotCancellable")
  // logged-counters (pullback)
  public static let leftCounterNotMounted = Mistake("leftCounterNotMounted")
  public static let rightCounterNotMounted = Mistake("rightCounterNotMounted")
  public static let loggerMissesActions = Mistake("loggerMissesActions")
  public static let loggerBeforeCounters = Mistake("loggerBeforeCounters")
  // stopwatch (optional)
  public static let stopwatchNotOpened = Mistake("stopwatchNotOpened")
  public static let stopwatchNotLifted = Mistake("stopwatchNotLifted")
  public static let stopwatchNotClosed = Mistake("stopwatchNotClosed")
  public static let closedStopwatchStillRunning = Mistake("closedStopwatchStillRunning")
  // contact-list (identified-action)
  public static let contactNotLifted = Mistake("contactNotLifted")
  public static let contactNotRemoved = Mistake("contactNotRemoved")
  public static let wrongContactRemoved = Mistake("wrongContactRemoved")
  public static let deletedNameNotNoted = Mistake("deletedNameNotNoted")
  // row-timers (foreach)
  public static let rowIDsNotFromNextID = Mistake("rowIDsNotFromNextID")
  public static let rowNotLifted = Mistake("rowNotLifted")
  public static let deletedRowNotRemoved = Mistake("deletedRowNotRemoved")
  public static let deletedRowStillRunning = Mistake("deletedRowStillRunning")
  // editor-sheet (transpose)
  public static let editorNotPresented = Mistake("editorNotPresented")
  public static let editorNotScoped = Mistake("editorNotScoped")
  public static let editorAfterParent = Mistake("editorAfterParent")
  public static let closesAtOnce = Mistake("closesAtOnce")
  public static let editorRunsWhileDismissing = Mistake("editorRunsWhileDismissing")
  public static let noDismissalEffect = Mistake("noDismissalEffect")
  public static let dismissalNotCancelled = Mistake("dismissalNotCancelled")
  // fresh-search (effects)
  public static let searchFieldNotKept = Mistake("searchFieldNotKept")
  public static let searchNeverAnswers = Mistake("searchNeverAnswers")
  public static let responseNotShown = Mistake("responseNotShown")
  public static let staleResponseShown = Mistake("staleResponseShown")
  public static let clearDoesNotCancel = Mistake("clearDoesNotCancel")
  // ticker-sheet (presentation)
  public static let tickerNotPresented = Mistake("tickerNotPresented")
  public static let tickerNotLifted = Mistake("tickerNotLifted")
  public static let dismissalNotSeen = Mistake("dismissalNotSeen")
  public static let dismissedTickerStillRunning = Mistake("dismissedTickerStillRunning")
  // detail-stack (navigation)
  public static let detailNotPushed = Mistake("detailNotPushed")
  public static let pathNotLifted = Mistake("pathNotLifted")
  public static let editorNotPushed = Mistake("editorNotPushed")
  public static let editScreenNotScoped = Mistake("editScreenNotScoped")
  public static let notPoppedToRoot = Mistake("notPoppedToRoot")
  public static let poppedScreenStillRunning = Mistake("poppedScreenStillRunning")
  public static let stackIDChosenByHand = Mistake("stackIDChosenByHand")

  /// The built-in graders' mistakes, each with words in `locales/`.
  public static let builtIn: [Mistake] = [
    .counterWrong,
    .laterChangesNow,
    .laterNeverSends,
    .laterNotCancellable,
    .leftCounterNotMounted,
    .rightCounterNotMounted,
    .loggerMissesActions,
    .loggerBeforeCounters,
    .stopwatchNotOpened,
    .stopwatchNotLifted,
    .stopwatchNotClosed,
    .closedStopwatchStillRunning,
    .contactNotLifted,
    .contactNotRemoved,
    .wrongContactRemoved,
    .deletedNameNotNoted,
    .rowIDsNotFromNextID,
    .rowNotLifted,
    .deletedRowNotRemoved,
    .deletedRowStillRunning,
    .editorNotPresented,
    .editorNotScoped,
    .editorAfterParent,
    .closesAtOnce,
    .editorRunsWhileDismissing,
    .noDismissalEffect,
    .dismissalNotCancelled,
    .searchFieldNotKept,
    .searchNeverAnswers,
    .responseNotShown,
    .staleResponseShown,
    .clearDoesNotCancel,
    .tickerNotPresented,
    .tickerNotLifted,
    .dismissalNotSeen,
    .dismissedTickerStillRunning,
    .detailNotPushed,
    .pathNotLifted,
    .editorNotPushed,
    .editScreenNotScoped,
    .notPoppedToRoot,
    .poppedScreenStillRunning,
    .stackIDChosenByHand,
  ]
}
