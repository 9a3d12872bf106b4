#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The compiler's framing: each message is its length as 8 little-endian bytes, then that many
/// bytes of JSON, on the plugin's standard input and output.
enum PluginIO {
  /// The next message, or `nil` when the compiler closed the pipe.
  static func readMessage() -> [UInt8]? {
    guard let header = readExactly(8) else { return nil }
    var length = 0
    for (shift, byte) in header.enumerated() { length |= Int(byte) << (8 * shift) }
    return readExactly(length)
  }

  static func writeMessage(_ text: String) {
    let body = Array(text.utf8)
    var frame: [UInt8] = (0..<8).map { UInt8(truncatingIfNeeded: body.count >> (8 * $0)) }
    frame += body
    var written = 0
    while written < frame.count {
      let result = frame.withUnsafeBytes { bytes in
        bytes.baseAddress.map { write(1, $0 + written, bytes.count - written) } ?? -1
      }
      if result < 0 {
        if errno == EINTR { continue }
        return
      }
      written += result
    }
  }

  private static func readExactly(_ count: Int) -> [UInt8]? {
    guard count > 0 else { return [] }
    var buffer = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let result = buffer.withUnsafeMutableBytes { bytes in
        bytes.baseAddress.map { read(0, $0 + filled, count - filled) } ?? -1
      }
      if result < 0, errno == EINTR { continue }
      if result <= 0 { return nil }
      filled += result
    }
    return buffer
  }
}
