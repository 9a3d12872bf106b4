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
///   space, at the end of the line, when ``appendsSpaceAfterCompletion``). Several: their
///   common prefix is inserted and they are listed below the line, which is drawn again.
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

  private let editLine: OpaquePointer
  private let libeditHistory: OpaquePointer
  private let wakeRead: Int32
  private let wakeWrite: Int32
  private var prompt: UnsafeMutablePointer<CChar>?
  private var promptWidth = 0
  private var decoder = UTF8ByteDecoder()
  private var wasInterrupted = false
  private var isClosed = false
  /// State shared with ``printAbove(_:)``, which may run on any thread.
  private let shared = Mutex(Shared())

  private struct Shared {
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

  private func remember(_ line: String) {
    guard history.add(line), let entry = history.entries.last else { return }
    _ = tutor_history_enter(libeditHistory, entry)
    saveHistory()
  }

  private func saveHistory() {
    guard let historyPath else { return }
    do {
      try history.save(to: historyPath)
      historySaveError = nil
    } catch {
      historySaveError = error
    }
  }

  // MARK: Callbacks from libedit (on the reading thread, inside el_gets)

  private static func reader(_ editLine: OpaquePointer?) -> EditLineReader? {
    guard let editLine, let data = tutor_el_get_clientdata(editLine) else { return nil }
    return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue()
  }

  private static let promptCallback: tutor_prompt_function = { editLine in
    reader(editLine)?.prompt
  }

  private static let readCallback: el_rfunc_t = { editLine, character in
    guard let reader = reader(editLine), let character else { return -1 }
    return reader.readCharacter(into: character)
  }

  private static let completeCallback: tutor_command_function = { editLine, _ in
    guard let reader = reader(editLine) else { return UInt8(CC_ERROR) }
    return reader.complete()
  }

  private func setPrompt(_ text: String) {
    free(prompt)
    prompt = strdup(PromptText.markingEscapes(text))
    promptWidth = PromptText.width(text)
  }

  /// libedit's read-a-character function: waits for the terminal, for messages from
  /// ``printAbove(_:)`` and for signals (all of which write to the wake pipe); shows the
  /// messages, follows the signals, and returns 1 with a character, 0 at the end of the
  /// input, -1 on an error or on Ctrl-C.
  private func readCharacter(into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
    while true {
      if followSignals() {
        wasInterrupted = true
        return -1
      }
      var descriptors = [
        pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
      ]
      if poll(&descriptors, 2, -1) < 0 {
        if errno == EINTR { continue }
        return -1
      }
      if descriptors[1].revents != 0 {
        drainWakePipe()
        showMessages()
        continue  // signals first, then the terminal
      }
      guard descriptors[0].revents != 0 else { continue }
      var byte: UInt8 = 0
      let count = read(STDIN_FILENO, &byte, 1)
      if count == 0 {
        character.pointee = 0
        return 0
      }
      if count < 0 {
        if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { continue }
        return -1
      }
      if case .scalar(let scalar) = decoder.feed(byte) {
        character.pointee = wchar_t(bitPattern: scalar.value)
        return 1
      }
    }
  }

  /// Acts on the signals caught while editing; returns whether Ctrl-C was among them.
  private func followSignals() -> Bool {
    let signals = SignalTrap.take()
    if signals.contains(.resume) {
      // Back from Ctrl-Z: the shell has put the terminal back to normal and the cursor on a
      // fresh line. Set editing mode again (cooked first, or libedit thinks nothing changed)
      // and draw the prompt and line anew.
      _ = tutor_el_prepare_terminal(editLine, 0)
      _ = tutor_el_prepare_terminal(editLine, 1)
      StandardOutput.write("\r\u{1B}[K")
      _ = tutor_el_refresh(editLine)
    }
    if signals.contains(.resize) {
      el_resize(editLine)
    }
    return signals.contains(.interrupt)
  }

  private func drainWakePipe() {
    var bytes = [UInt8](repeating: 0, count: 64)
    while read(wakeRead, &bytes, bytes.count) > 0 {}
  }

  /// The line being edited, and how many columns lie before the cursor and in all.
  private func editedLine() -> (text: String, cursor: Int, columnsBeforeCursor: Int, columns: Int)? {
    guard let info = el_line(editLine)?.pointee, let start = info.buffer else { return nil }
    let bytes = UnsafeBufferPointer(
      start: UnsafeRawPointer(start).assumingMemoryBound(to: UInt8.self),
      count: max(0, info.lastchar - start))
    let split = min(max(0, info.cursor - start), bytes.count)
    let text = String(decoding: bytes, as: UTF8.self)
    let before = String(decoding: bytes[..<split], as: UTF8.self)
    return (text, before.count, DisplayWidth.of(before), DisplayWidth.of(text))
  }

  /// Rows of the terminal from the first row of the prompt to the cursor, and to the end.
  private func rows(columnsBeforeCursor: Int, columns: Int) -> (cursor: Int, last: Int) {
    let width = TerminalCapabilities.currentColumns() ?? TerminalCapabilities.defaultWidth
    return ((promptWidth + columnsBeforeCursor) / width, (promptWidth + columns) / width)
  }

  /// Clears the prompt and line, writes the waiting messages, and draws them again below.
  private func showMessages() {
    let messages = shared.withLock { state in
      defer { state.messages.removeAll() }
      return state.messages
    }
    guard !messages.isEmpty else { return }
    var output = ""
    if let line = editedLine() {
      let row = rows(columnsBeforeCursor: line.columnsBeforeCursor, columns: line.columns).cursor
      if row > 0 { output += "\u{1B}[\(row)A" }
    }
    output += "\r\u{1B}[J"
    for message in messages {
      output += message.replacingNewlines(with: "\r\n")
    }
    StandardOutput.write(output)
    _ = tutor_el_refresh(editLine)
  }

  /// TAB: completes the word at the cursor through ``completionProvider``.
  private func complete() -> UInt8 {
    guard let provider = completionProvider, let line = editedLine() else {
      return UInt8(CC_REFRESH_BEEP)
    }
    let candidates = provider.completions(forLine: line.text, cursor: line.cursor)
    let action = Completion.action(
      line: line.text, cursor: line.cursor, candidates: candidates,
      appendsSpace: appendsSpaceAfterCompletion)
    switch action {
    case .none:
      return UInt8(CC_REFRESH_BEEP)
    case .insert(let text):
      if !text.isEmpty { _ = el_insertstr(editLine, text) }
      return UInt8(CC_REFRESH)
    case .list(let text, let candidates):
      // Below the line as it is on screen now, list the candidates, then draw the line anew.
      let rows = rows(columnsBeforeCursor: line.columnsBeforeCursor, columns: line.columns)
      var output = rows.last > rows.cursor ? "\u{1B}[\(rows.last - rows.cursor)B" : ""
      let width = TerminalCapabilities.currentColumns() ?? TerminalCapabilities.defaultWidth
      output += "\r\n"
      for row in Completion.columns(candidates, width: width) { output += row + "\r\n" }
      StandardOutput.write(output)
      if !text.isEmpty { _ = el_insertstr(editLine, text) }
      _ = tutor_el_refresh(editLine)
      return UInt8(CC_NORM)
    }
  }

  // MARK: Locale

  /// Makes `LC_CTYPE` a UTF-8 locale: the environment's if it is one, else `C.UTF-8`.
  static func useUTF8CharacterType() {
    _ = setlocale(LC_CTYPE, "")
    if characterTypeIsUTF8() { return }
    for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
      return
    }
  }

  static func characterTypeIsUTF8() -> Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).uppercased()
    return name == "UTF-8" || name == "UTF8"
  }
}

extension String {
  /// The text with every line break (LF, CRLF or CR) written as `separator`.
  fileprivate func replacingNewlines(with separator: String) -> String {
    var result = ""
    for character in self {
      if character.isNewline { result += separator } else { result.append(character) }
    }
    return result
  }
}
