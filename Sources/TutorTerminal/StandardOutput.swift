import CLibEdit

#if canImport(Glibc)
  import Glibc
#endif

/// The process's standard output as the C library's `stdout` stream.
///
/// Swift's `print` also writes to that stream, so text written here keeps its order with
/// `print`'s even when standard output is a buffered pipe. Text is written by its length, never
/// as a C string: a NUL in it is written like any other byte, nothing after it is lost. (Showing
/// control characters is the caller's choice: see `VisibleText`.)
public enum StandardOutput {
  /// Writes `text` and flushes.
  public static func write(_ text: String) {
    let stream = tutor_stdout()
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = fwrite(bytes.baseAddress! + offset, 1, bytes.count - offset, stream)
        if written == 0 { break }  // a closed pipe or a full disk: nothing more can go out
        offset += written
      }
    }
    fflush(stream)
  }
}
