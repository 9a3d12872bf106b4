import Grading

extension GradeOptions {
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
