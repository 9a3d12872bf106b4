import CLibEdit
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads lines with libedit: emacs-style editing, history kept in a file, TAB completion,
/// Ctrl-C to cancel a line, Ctrl-D to end, and UTF-8 text intact.
///
/// Use it only when both standard input and standard output are terminals
/// (``TerminalCapabilities/isInteractive``); ``LineReaderFactory`` decides.
///
/// - History: loaded from ``historyPath`` when the reader is made, saved there after every
///   accepted line (so it survives Ctrl-C and Ctrl-D) and at ``close()``. Blank lines and
///   immediate repeats are not kept; at most `historyCapacity` entries are (see
///   ``HistoryFile``). Up and down arrows walk through it.
/// - Completion: TAB asks ``completionProvider``. One match: the rest of it is inserted (and a
///   space, at the end of the line, when ``appendsSpaceAfterCompletion`` and the match is a
///   finished word outside any open bracket: not after `.left(`). Several: their common
///   prefix is inserted and they are listed below the line, which is drawn again.
/// - Ctrl-C: the line is cancelled, a newline is written and ``LineReadResult/interrupted``
///   returned. Ctrl-C outside ``readLine(prompt:)`` keeps its usual effect.
/// - Ctrl-D on an empty line: libedit shows `^D`, a newline follows, and
///   ``LineReadResult/endOfInput`` is returned.
/// - Unicode: libedit drops non-ASCII input unless `LC_CTYPE` is a UTF-8 locale; the
///   initializer sets it from the environment and falls back to `C.UTF-8` (this changes the
///   process's `LC_CTYPE` for good).
/// - A prompt may hold ANSI colour codes (see ``Style``); they take no width.
///
/// - Ctrl-Z and `fg`: the terminal is set up again and the line redrawn. A resized window is
///   taken into account (libedit's `el_resize`).
///
/// Threads: call ``readLine(prompt:)``, ``close()`` and the setters from one thread at a time,
/// and have one reader reading at a time (the signal handlers are process-wide). Only
/// ``printAbove(_:)`` may be called from any thread, at any time.
public final class EditLineReader: LineReader, @unchecked Sendable {
  /// Where the history is kept, or `nil` for a history that lasts only as long as the reader.
  public let historyPath: String?
  /// Supplies TAB completions; `nil` makes TAB beep. Held strongly.
  public var completionProvider: (any CompletionProvider)?
  /// After a single match, also insert a space when the cursor is at the end of the line.
  public var appendsSpaceAfterCompletion = true
  /// The history entries, oldest first.
  public private(set) var history: HistoryFile
  /// Why the history file could not be written the last time, if it could not.
  public private(set) var historySaveError: (any Error)?

  let editLine: OpaquePointer
  let libeditHistory: OpaquePointer
  let wakeRead: Int32
  let wakeWrite: Int32
  var prompt: UnsafeMutablePointer<CChar>?
  var promptWidth = 0
  var decoder = UTF8ByteDecoder()
  var wasInterrupted = false
  var isClosed = false
  /// State shared with ``printAbove(_:)``, which may run on any thread.
  let shared = Mutex(Shared())

  struct Shared {
    /// A line is being read: messages must wait for the reading thread to show them.
    var reading = false
    var messages: [String] = []
    var closed = false
  }

  /// Sets up libedit on standard input and output; `nil` if libedit cannot start.
  ///
  /// - Parameters:
  ///   - programName: the name `~/.editrc` settings are looked up under.
  ///   - historyPath: the history file (its folders are made when it is first saved).
  ///   - historyCapacity: how many entries are kept.
  ///   - completionProvider: supplies TAB completions.
  public init?(
    programName: String = "tutor",
    historyPath: String? = nil,
    historyCapacity: Int = HistoryFile.defaultCapacity,
    completionProvider: (any CompletionProvider)? = nil
  ) {
    Self.useUTF8CharacterType()
    var pipeEnds: [Int32] = [-1, -1]
    guard pipe(&pipeEnds) == 0 else { return nil }
    for end in pipeEnds {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
    }
    guard let editLine = tutor_el_init(programName), let libeditHistory = history_init() else {
      pipeEnds.forEach { _ = Glibc.close($0) }
      return nil
    }
    self.editLine = editLine
    self.libeditHistory = libeditHistory
    self.wakeRead = pipeEnds[0]
    self.wakeWrite = pipeEnds[1]
    self.historyPath = historyPath
    self.completionProvider = completionProvider
    self.history =
      historyPath.map { HistoryFile.load(from: $0, capacity: historyCapacity) }
      ?? HistoryFile(capacity: historyCapacity)

    _ = tutor_history_set_size(libeditHistory, Int32(clamping: max(1, historyCapacity)))
    _ = tutor_history_set_unique(libeditHistory, 1)
    for entry in history.entries { _ = tutor_history_enter(libeditHistory, entry) }

    _ = tutor_el_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
    _ = tutor_el_set_editor(editLine, "emacs")
    _ = tutor_el_set_history(editLine, libeditHistory)
    _ = tutor_el_set_prompt(editLine, Self.promptCallback, CChar(PromptText.literal.asciiValue ?? 1))
    _ = tutor_el_set_read_function(editLine, Self.readCallback)
    _ = el_source(editLine, nil)  // the user's ~/.editrc, if any
    _ = tutor_el_add_function(
      editLine, "tutor-complete", "Complete the word at the cursor", Self.completeCallback)
    _ = tutor_el_bind(editLine, "^I", "tutor-complete")
  }

  deinit {
    close()
  }

  // MARK: Reading

  public func readLine(prompt text: String) -> LineReadResult {
    guard !isClosed else { return .endOfInput }
    setPrompt(text)
    wasInterrupted = false
    decoder.reset()
    shared.withLock { $0.reading = true }

    var count: Int32 = 0
    let line = SignalTrap.during([.interrupt, .resume, .resize], wake: wakeWrite) {
      el_gets(editLine, &count).map { String(cString: $0) }
    }

    let leftovers = shared.withLock { state in
      state.reading = false
      defer { state.messages.removeAll() }
      return state.messages
    }
    drainWakePipe()

    let result: LineReadResult
    if var line {
      if line.hasSuffix("\n") { line.removeLast() }
      remember(line)
      result = .line(line)
    } else {
      // Leave the cancelled line as it is, and start below its last row.
      var below = "\n"
      if let line = editedLine() {
        let rows = rows(columnsBeforeCursor: line.columnsBeforeCursor, columns: line.columns)
        if rows.last > rows.cursor { below = "\u{1B}[\(rows.last - rows.cursor)B\n" }
      }
      StandardOutput.write(below)
      result = wasInterrupted ? .interrupted : .endOfInput
    }
    if !leftovers.isEmpty { StandardOutput.write(leftovers.joined()) }
    return result
  }

  /// Writes `text` (a newline is added when missing) above the line being edited, which is
  /// then drawn again as it was; when no line is being read, writes it straight away.
  ///
  /// Safe from any thread, at any time. While a line is read, the message is handed to the
  /// reading thread (through a pipe that wakes it), which clears the edited line, writes the
  /// message and redraws the prompt and line: libedit itself is only ever touched by the
  /// reading thread. Messages keep their order. Limits: the clearing assumes the terminal
  /// wraps the line as computed from its current width; text written to standard output by
  /// other means (such as `print`) while a line is edited is not coordinated with libedit.
  public func printAbove(_ text: String) {
    let message = text.hasSuffix("\n") ? text : text + "\n"
    shared.withLock { state in
      guard state.reading, !state.closed else {
        StandardOutput.write(message)  // under the lock: a prompt cannot be drawn meanwhile
        return
      }
      state.messages.append(message)
      // Under the lock too: `close()` cannot close the pipe meanwhile.
      var byte: UInt8 = 1
      _ = write(wakeWrite, &byte, 1)
    }
  }

  /// Saves the history and ends libedit. Reading after this returns
  /// ``LineReadResult/endOfInput``. Called by `deinit` too.
  public func close() {
    guard !isClosed else { return }
    isClosed = true
    saveHistory()
    shared.withLock { $0.closed = true }
    el_end(editLine)
    history_end(libeditHistory)
    _ = Glibc.close(wakeRead)
    _ = Glibc.close(wakeWrite)
    free(prompt)
    prompt = nil
  }

  // MARK: History

  func remember(_ line: String) {
    guard history.add(line), let entry = history.entries.last else { return }
    _ = tutor_history_enter(libeditHistory, entry)
    saveHistory()
  }

  func saveHistory() {
    guard let historyPath else { return }
    do {
      try history.save(to: historyPath)
      historySaveError = nil
    } catch {
      historySaveError = error
    }
  }

}
