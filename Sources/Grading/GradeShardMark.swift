/// Which run and which share of it a `--shard i/n --format json` document holds, so that
/// `tutor grade --merge` can refuse shards of different runs and name a shard that is missing.
/// It lives under the document's `"tutor"` key, beside the results, where Exercism's tooling does
/// not look: the v3 fields are untouched.
///
/// A run is identified by what was graded, not by when: a hash of the whole class roster (every
/// student before the share was taken) and `n`. The shards of one CI job agree on it; a shard of
/// another class folder, of a roster with a student more or less, or of another `n` does not.
public struct GradeShardMark: Codable, Equatable, Sendable {
  public let run: String
  public let index: Int
  public let count: Int

  public init(run: String, index: Int, count: Int) {
    self.run = run
    self.index = index
    self.count = count
  }

  /// The mark of shard `shard` of a class whose students (all of them) are `roster`.
  public init(roster: [String], shard: GradeOptions.Shard) {
    let identity = roster.sorted().joined(separator: "\n") + "\n/" + String(shard.count)
    run = String(GradeAnonymizer.pseudonym(for: identity).dropFirst("student-".count))
    index = shard.index
    count = shard.count
  }

  /// `i/n`
  public var share: String { "\(index)/\(count)" }

  public enum Problem: Equatable, Sendable {
    /// `path` holds a shard of another run than `first`.
    case otherRun(path: String, mark: GradeShardMark, first: String, firstMark: GradeShardMark)
    /// The shards given, and the first share of the run none of them holds.
    case missing(share: String, given: [String])
  }

  /// What is wrong with merging documents with these marks (documents without one, such as
  /// `--output-dir` files, are not checked); nil when they are the whole of one run.
  public static func problem(_ marks: [(path: String, mark: GradeShardMark)]) -> Problem? {
    guard let first = marks.first else { return nil }
    for other in marks.dropFirst()
    where other.mark.run != first.mark.run || other.mark.count != first.mark.count {
      return .otherRun(path: other.path, mark: other.mark, first: first.path, firstMark: first.mark)
    }
    let given = Set(marks.map(\.mark.index))
    guard let absent = (1...first.mark.count).first(where: { !given.contains($0) }) else { return nil }
    return .missing(
      share: "\(absent)/\(first.mark.count)", given: given.sorted().map { "\($0)/\(first.mark.count)" })
  }
}
