/// What `tutor grade` was asked for:
///
///     tutor grade submissions/ [--format text|json|junit|html] [--details]
///                 [--output-dir DIR] [--shard i/n] [--timeout SECONDS] [--anonymize FILE]
///     tutor grade --merge results/*.json [--format …]
///     tutor grade [submissions/] --exercises FOLDER [--format text|json]
public struct GradeOptions: Equatable, Sendable {
  /// Transcript files or folders; with `merge`, JSON documents of earlier runs.
  public var paths: [String]
  public var format: GradeReport.Format = .text
  /// The text report with each transcript's tasks and first failures.
  public var details = false
  /// Also write one Exercism `results.json` per transcript under this folder.
  public var outputDirectory: String?
  /// Grade only this share of the files: `index` of `count`, 1-based.
  public var shard: Shard?
  public var merge = false
  /// Show pseudonyms instead of names (``GradeAnonymizer``), and write who is who to this file.
  public var anonymize: String?
  /// `--exercises DIR`: also grade this folder of code exercises, after the transcripts.
  public var exercises: String?
  public var limits = GradeLimits.standard

  public struct Shard: Equatable, Sendable {
    public let index: Int
    public let count: Int

    /// `i/n` with 1 ≤ i ≤ n.
    public init?(_ text: String) {
      let parts = text.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
        (1...count).contains(index)
      else { return nil }
      self.index = index
      self.count = count
    }

    /// A stable share: the files sorted by name, every `count`-th from the `index`-th.
    public func select(_ files: [String]) -> [String] {
      files.sorted().enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
  }

  public init(paths: [String]) { self.paths = paths }
}
