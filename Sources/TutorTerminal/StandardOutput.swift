import CLibEdit

#if canImport(Glibc)
  import Glibc
#endif

/// The process's standard output as the C library's `stdout` stream.
///
/// Swift's `print` also writes to that stream, so text written here keeps its order with
/// `print`'s even when standard output is a buffered pipe.
public enum StandardOutput {
  /// Writes `text` and flushes.
  public static func write(_ text: String) {
    let stream = tutor_stdout()
    fputs(text, stream)
    fflush(stream)
  }
}
