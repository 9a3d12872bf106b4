import TutorSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads lines from a file descriptor (standard input by default) with no editing at all:
/// for piped or redirected input, or a terminal whose output is not one.
///
/// - A line ends at LF; a CR before it is dropped; the last line needs no terminator.
/// - Bytes that are not UTF-8 become U+FFFD, never a crash.
/// - It never writes escape codes. It writes the prompt only when ``showsPrompt`` is on, and
///   echoes the line after it when ``echoesInput`` is on (a transcript for piped input), its
///   control characters made visible (`VisibleText`).
public struct PlainLineReader: LineReader, Sendable {
  /// Write the prompt before reading.
  public var showsPrompt: Bool
  /// After reading a line, write it and a newline (after the prompt, if shown), as a terminal
  /// would have echoed it.
  public var echoesInput: Bool
  /// Turn Ctrl-C into ``LineReadResult/interrupted`` while waiting (for a terminal input);
  /// otherwise SIGINT keeps its usual effect.
  public var catchesInterrupt: Bool

  private let input: Int32
  private let write: @Sendable (String) -> Void
  private var buffer: [UInt8] = []
  private var reachedEnd = false

  /// - Parameters:
  ///   - input: the descriptor to read; it is not closed.
  ///   - write: where prompts and echoes go; standard output (the C `stdout` stream, as
  ///     `print` uses) by default.
  public init(
    input: Int32 = STDIN_FILENO,
    showsPrompt: Bool = false,
    echoesInput: Bool = false,
    catchesInterrupt: Bool = false,
    write: @escaping @Sendable (String) -> Void = { StandardOutput.write($0) }
  ) {
    self.input = input
    self.showsPrompt = showsPrompt
    self.echoesInput = echoesInput
    self.catchesInterrupt = catchesInterrupt
    self.write = write
  }

  public mutating func readLine(prompt: String) -> LineReadResult {
    if showsPrompt, !prompt.isEmpty { write(prompt) }
    let result: LineReadResult
    var wakeEnds: [Int32] = [-1, -1]
    if catchesInterrupt, pipe(&wakeEnds) == 0 {
      // SIGINT may be taken by any thread (dispatch's worker threads block it): its handler
      // writes to this pipe, which the read below waits on beside the input.
      defer { wakeEnds.forEach { _ = Glibc.close($0) } }
      _ = fcntl(wakeEnds[1], F_SETFL, fcntl(wakeEnds[1], F_GETFL) | O_NONBLOCK)
      result = SignalTrap.during(.interrupt, wake: wakeEnds[1]) { nextLine(wake: wakeEnds[0]) }
    } else {
      result = nextLine(wake: nil)
    }
    switch result {
    case .line(let text):
      if echoesInput { write(VisibleText.escaping(text) + "\n") }
    case .interrupted:
      if showsPrompt || echoesInput { write("\n") }
    case .endOfInput:
      if showsPrompt && !prompt.isEmpty { write("\n") }
    }
    return result
  }

  public func printAbove(_ text: String) {
    write(text.hasSuffix("\n") ? text : text + "\n")
  }

  /// The next line; with `wake`, Ctrl-C (see ``SignalTrap``) cancels the wait.
  private mutating func nextLine(wake: Int32?) -> LineReadResult {
    while true {
      if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        var bytes = buffer[..<newline]
        if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
        let line = String(decoding: bytes, as: UTF8.self)
        buffer.removeSubrange(...newline)
        return .line(line)
      }
      if reachedEnd {
        guard !buffer.isEmpty else { return .endOfInput }
        var bytes = buffer[...]
        if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
        let line = String(decoding: bytes, as: UTF8.self)
        buffer.removeAll()
        return .line(line)
      }
      if let wake {
        if SignalTrap.take().contains(.interrupt) {
          buffer.removeAll()  // the unfinished line is cancelled
          return .interrupted
        }
        var descriptors = [
          pollfd(fd: input, events: Int16(POLLIN), revents: 0),
          pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
        ]
        guard poll(&descriptors, 2, -1) >= 0 else { continue }  // EINTR: Ctrl-C, seen above
        if descriptors[1].revents != 0 {
          var bytes = [UInt8](repeating: 0, count: 16)
          _ = read(wake, &bytes, bytes.count)
          continue
        }
      }
      var chunk = [UInt8](repeating: 0, count: 4096)
      let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count > 0 {
        buffer.append(contentsOf: chunk[..<count])
      } else if count == 0 {
        reachedEnd = true
      } else if errno == EINTR {
        continue  // Ctrl-C, if that was it, is seen at the top of the loop
      } else if errno == EAGAIN || errno == EWOULDBLOCK {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, -1)  // a non-blocking descriptor: wait for it
      } else {
        reachedEnd = true
      }
    }
  }
}
