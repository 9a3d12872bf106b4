import CLibEdit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What libedit calls back into while a line is read, and the character-type set-up it needs.
extension EditLineReader {
  // MARK: Callbacks from libedit (on the reading thread, inside el_gets)

  static func reader(_ editLine: OpaquePointer?) -> EditLineReader? {
    guard let editLine, let data = tutor_el_get_clientdata(editLine) else { return nil }
    return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue()
  }

  static let promptCallback: tutor_prompt_function = { editLine in
    reader(editLine)?.prompt
  }

  static let readCallback: el_rfunc_t = { editLine, character in
    guard let reader = reader(editLine), let character else { return -1 }
    return reader.readCharacter(into: character)
  }

  static let completeCallback: tutor_command_function = { editLine, _ in
    guard let reader = reader(editLine) else { return UInt8(CC_ERROR) }
    return reader.complete()
  }

  func setPrompt(_ text: String) {
    free(prompt)
    prompt = strdup(PromptText.markingEscapes(text))
    promptWidth = PromptText.width(text)
  }

  /// libedit's read-a-character function: waits for the terminal, for messages from
  /// ``printAbove(_:)`` and for signals (all of which write to the wake pipe); shows the
  /// messages, follows the signals, and returns 1 with a character, 0 at the end of the
  /// input, -1 on an error or on Ctrl-C.
  func readCharacter(into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
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
  func followSignals() -> Bool {
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

  func drainWakePipe() {
    var bytes = [UInt8](repeating: 0, count: 64)
    while read(wakeRead, &bytes, bytes.count) > 0 {}
  }

  /// The line being edited, and how many columns lie before the cursor and in all.
  func editedLine() -> (text: String, cursor: Int, columnsBeforeCursor: Int, columns: Int)? {
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
  func rows(columnsBeforeCursor: Int, columns: Int) -> (cursor: Int, last: Int) {
    let width = TerminalCapabilities.currentColumns() ?? TerminalCapabilities.defaultWidth
    return ((promptWidth + columnsBeforeCursor) / width, (promptWidth + columns) / width)
  }

  /// Clears the prompt and line, writes the waiting messages, and draws them again below.
  func showMessages() {
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
  func complete() -> UInt8 {
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
