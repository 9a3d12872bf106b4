import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The private channel between the tutor and the program it builds from a learner's file.
///
/// The tutor starts the program with a pipe holding a fresh secret key on descriptor 3 and a
/// pipe it reads on descriptor 4. The grader's `main` reads and closes the key before the
/// learner's code runs, plays the scenario, and writes its report on descriptor 4, sealed with
/// the key (``ReportSeal``). Whatever the learner's code prints goes to standard output, which
/// gives no verdict; a report it writes itself, or a program that ends before the grader does,
/// has no valid seal, and is "not solved".
///
///     ExerciseChannel.run { checkStopwatch(StopwatchExercise()) }
public enum ExerciseChannel {
  public static let keyDescriptor: Int32 = 3
  public static let reportDescriptor: Int32 = 4
  public static let keyLength = 32
  /// What the last line of a report starts with; the seal's hex digits follow.
  public static let sealPrefix = "seal "

  /// Reads the key, plays `check` (the learner's code runs in it), writes the sealed report and
  /// ends the program at once, so that no exit handler of the learner's runs after it.
  public static func run(_ check: () -> ExerciseResult) -> Never {
    guard let key = readKey() else {
      FileHandle.standardError.write(Data("this program is run by 'tutor exercise check'\n".utf8))
      exit(70)
    }
    let log = ScenarioLog()
    let result = ScenarioLog.$current.withValue(log) { check() }
    var body = Array(result.jsonLines.utf8)
    body += Array(report(steps: log.steps).utf8)
    let sealed = body + Array((sealPrefix + ReportSeal.seal(key: key, body: body) + "\n").utf8)
    fflush(nil)  // every stream: what the learner printed is not lost
    _ = writeAll(sealed, to: reportDescriptor)
    _exit(0)
  }

  /// One `{"ran":"<step>"}` line per step the scenario started, in order.
  static func report(steps: [String]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return steps.compactMap { step in try? encoder.encode(["ran": step]) }
      .map { String(decoding: $0, as: UTF8.self) + "\n" }.joined()
  }

  /// Exactly `keyLength` bytes, then the end of the pipe; the descriptor is closed either way.
  static func readKey() -> [UInt8]? {
    defer { close(keyDescriptor) }
    var key = [UInt8](repeating: 0, count: keyLength + 1)
    var count = 0
    while count <= keyLength {
      let got = key.withUnsafeMutableBytes { buffer in
        read(keyDescriptor, buffer.baseAddress! + count, keyLength + 1 - count)
      }
      if got < 0 && errno == EINTR { continue }
      guard got > 0 else { break }
      count += got
    }
    return count == keyLength ? Array(key.prefix(keyLength)) : nil
  }

  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress! + written, bytes.count - written)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      written += count
    }
    return true
  }
}

/// A report read back by the tutor: the result, and the steps the scenario ran.
public struct SealedReport: Sendable, Equatable {
  public let result: ExerciseResult
  public let steps: [String]

  public enum Problem: Error, Equatable, Sendable {
    /// Nothing came on the channel: the program ended before the grader wrote its report.
    case missing
    /// Something came, but not a report sealed with this run's key.
    case forged
  }

  /// Reads `bytes` (all the channel carried) as a report sealed with `key`.
  public static func open(_ bytes: [UInt8], key: [UInt8]) -> Result<SealedReport, Problem> {
    guard !bytes.isEmpty else { return .failure(.missing) }
    guard bytes.last == UInt8(ascii: "\n") else { return .failure(.forged) }
    let withoutNewline = bytes.dropLast()
    let start = withoutNewline.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let body = Array(bytes[..<start])
    let last = String(decoding: bytes[start..<bytes.count - 1], as: UTF8.self)
    guard last.hasPrefix(ExerciseChannel.sealPrefix),
      ReportSeal.matches(
        String(last.dropFirst(ExerciseChannel.sealPrefix.count)), ReportSeal.seal(key: key, body: body)),
      let text = String(validating: body, as: UTF8.self),
      let result = ExerciseResult(jsonLines: text)
    else { return .failure(.forged) }
    let decoder = JSONDecoder()
    let steps = text.split(separator: "\n").compactMap { line in
      (try? decoder.decode([String: String].self, from: Data(line.utf8)))?["ran"]
    }
    return .success(SealedReport(result: result, steps: steps))
  }
}
