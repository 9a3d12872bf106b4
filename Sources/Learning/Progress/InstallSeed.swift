import Foundation
import TutorSupport

/// A random name for this installation of the tutor, kept beside the progress (`learner-seed`), so
/// that quiz choices are shuffled even where nothing names the learner (a container, a CI job, a
/// classroom image with `USER` unset): without it every such learner saw the choices as authored.
///
/// It names nobody: eight hex digits drawn once, at the first `learn`, and read ever after.
public enum InstallSeed {
  static let fileName = "learner-seed"

  /// The seed kept in `folder`, drawing and saving a new one when there is none and `create` is
  /// set; nil when there is none and none could be made (a read-only home): the authored order.
  public static func load(in folder: URL, create: Bool) -> String? {
    let path = folder.appendingPathComponent(fileName).path
    if let seed = read(path) { return seed }
    guard create else { return nil }
    var generator = SystemRandomNumberGenerator()
    let drawn = String(generator.next() & 0xffff_ffff as UInt64, radix: 16)
    guard (try? FileAccess.makeFolder(folder.path)) != nil,
      (try? FileAccess.write(Data(drawn.utf8), to: path)) != nil
    else { return nil }
    // Read back: of two first runs at once, the seed both go on with is the one that was kept.
    return read(path) ?? drawn
  }

  /// The seed in the file at `path`: 1 to 16 hex digits, else nil (missing, unreadable, edited).
  private static func read(_ path: String) -> String? {
    guard let data = try? FileAccess.read(path, limit: 64), let text = String(data: data, encoding: .utf8)
    else { return nil }
    let seed = text.trimmingWhitespace()
    guard (1...16).contains(seed.count), seed.allSatisfy(\.isHexDigit) else { return nil }
    return seed.lowercased()
  }
}
