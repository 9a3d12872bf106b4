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

  /// The options of `tutor grade` from the command line's values and flags.
  static func parse(
    paths: [String], values: [String: String], flags: Set<String>
  ) -> Result<GradeOptions, TutorArguments.Problem> {
    var options = GradeOptions(paths: paths)
    let formatName = values["--format"] ?? "text"
    guard let format = GradeReport.Format(rawValue: formatName) else {
      return .failure(.badFormat(formatName))
    }
    options.format = format
    options.details = flags.contains("--details")
    options.merge = flags.contains("--merge")
    options.outputDirectory = values["--output-dir"]
    options.anonymize = values["--anonymize"]
    options.exercises = values["--exercises"]
    if options.exercises != nil {
      // The exercises' report is text or Exercism's JSON, and one JSON or XML document is
      // written per run: with transcripts as well, only text.
      guard format == .text || (format == .json && paths.isEmpty) else {
        return .failure(
          .badGradeOption(
            key: paths.isEmpty ? "grade.exercisesFormat" : "grade.separateRuns", value: formatName))
      }
    }
    if let text = values["--shard"] {
      guard let shard = Shard(text) else {
        return .failure(.badGradeOption(key: "grade.badShard", value: text))
      }
      options.shard = shard
    }
    if let text = values["--timeout"] {
      guard let seconds = Double(text.hasSuffix("s") ? String(text.dropLast()) : text), seconds > 0,
        seconds.isFinite
      else { return .failure(.badGradeOption(key: "grade.badTimeout", value: text)) }
      // Range-checked: the deadline is counted in milliseconds, and 1e19 s overflowed it.
      guard seconds <= GradeLimits.longestTimeout else {
        return .failure(.badGradeOption(key: "grade.timeoutTooLong", value: text))
      }
      options.limits.timeout = seconds
    }
    return .success(options)
  }
}
