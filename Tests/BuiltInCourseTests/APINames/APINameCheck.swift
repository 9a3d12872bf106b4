import Foundation

@testable import ExerciseRunner
@testable import Learning

/// A name a text shows that ReducerKit does not have, or that it shows unlabelled.
struct APINameProblem: Hashable, CustomStringConvertible {
  var file: String
  var line: Int
  var spelling: String
  var reason: String

  var description: String { "\(file):\(line): `\(spelling)` \(reason)" }
}

/// The promise to a learner: the Swift a lesson or the README shows compiles against TCA with only
/// the `import` changed. This check reads the Swift that nothing compiles — the lessons'
/// ```` ```swift sketch ```` blocks, the inline code of their prose, hints and explanations, the
/// README's and the docs' Swift blocks and inline code — for the API names it mentions, and finds
/// each where ReducerKit, its testing modules, the lessons' features, the text's own declarations
/// or the standard libraries declare it (``DeclaredAPI``, ``StandardLibraryProbe``), with the
/// argument labels written. A name that is not ReducerKit's on purpose (SwiftUI's, SwiftRex's,
/// TCA's where the text says we lack it), and a name of ReducerKit's that TCA lacks, must be
/// labelled where it appears (``APINameLabels``).
enum APINameCheck {
  /// A Markdown text to check.
  struct Document {
    var file: String
    var text: String
    /// Whether its ```` ```swift ```` blocks are checked here: not a lesson's, which the lesson
    /// block test compiles (their declarations still count).
    var checksPlainSwiftBlocks: Bool
    /// Names declared elsewhere that the text may use: a lesson's exercise starter's.
    var declared: Set<String> = []
  }

  /// What a mention needs before it can be judged.
  enum Verdict: Equatable {
    case found
    case missing(String)
    /// Not in the project's modules: the compiler is asked whether the standard libraries have it.
    case askCompiler(APIMention, otherwise: String)
  }

  static func problems(
    in documents: [Document], api: DeclaredAPI, toolchain: ExerciseToolchain
  ) -> [APINameProblem] {
    var problems: [APINameProblem] = []
    var questions: [(APINameProblem, APIMention)] = []
    for document in documents {
      let pieces = MarkdownCode.pieces(in: document.text)
      var declared = document.declared.union(APINameLabels.illustrative.keys)
      for piece in pieces { declared.formUnion(SwiftNameScanner.scan(piece.code).declared) }
      var labelled: Set<String> = []
      for piece in pieces {
        guard piece.fence == nil || piece.isSketch || document.checksPlainSwiftBlocks,
          let code = checkedCode(piece)
        else { continue }
        var seen: Set<APIMention> = []
        for mention in SwiftNameScanner.scan(code).mentions where seen.insert(mention).inserted {
          let at = APINameProblem(
            file: document.file, line: piece.line, spelling: mention.spelling, reason: "")
          let verdict = verdict(mention, api: api, declared: declared)
          // Not ours, on purpose: labelled where it stands. (A name ours too, such as a feature's
          // action, is ours.)
          if verdict != .found, let label = APINameLabels.foreign[mention.name],
            mention.kind != .dependencyKey
          {
            if let missing = label.missing(in: piece.context) {
              problems.append(with(at, "is \(label.owner)'s, not ReducerKit's: \(missing)"))
            }
            continue
          }
          switch verdict {
          case .found: break
          case .missing(let reason): problems.append(with(at, reason))
          case .askCompiler(let question, let reason): questions.append((with(at, reason), question))
          }
          // A name beyond TCA is labelled where a text first shows it.
          if let label = APINameLabels.beyondTCA[mention.name], labelled.insert(mention.name).inserted,
            let missing = label.missing(in: piece.context)
          {
            problems.append(with(at, "is \(label.owner), not TCA's: \(missing)"))
          }
        }
      }
    }
    if !questions.isEmpty {
      if let found = StandardLibraryProbe.found(Set(questions.map(\.1)), toolchain: toolchain) {
        problems += questions.filter { !found.contains($0.1) }.map(\.0)
      } else {
        problems.append(
          APINameProblem(
            file: "-", line: 0, spelling: "-", reason: "the standard-library probe did not compile"))
      }
    }
    return problems.sorted { ($0.file, $0.line, $0.spelling) < ($1.file, $1.line, $1.spelling) }
  }

  static func with(_ problem: APINameProblem, _ reason: String) -> APINameProblem {
    var problem = problem
    problem.reason = reason
    return problem
  }

  /// Attributes of the language itself.
  static let languageAttributes: Set<String> = [
    "escaping", "autoclosure", "available", "discardableResult", "dynamicMemberLookup", "propertyWrapper",
    "resultBuilder", "testable", "unchecked", "inlinable", "usableFromInline", "frozen", "preconcurrency",
    "main", "convention", "globalActor", "_spi", "Sendable",
  ]

  static func verdict(_ mention: APIMention, api: DeclaredAPI, declared: Set<String>) -> Verdict {
    let name = mention.name
    switch mention.kind {
    case .type:
      if declared.contains(name) || api.types.contains(name) { return .found }
      return .askCompiler(mention, otherwise: "is no type that ReducerKit or Swift declares")
    case .attribute:
      if declared.contains(name) || api.types.contains(name) || languageAttributes.contains(name) {
        return .found
      }
      return .askCompiler(
        mention, otherwise: "is no attribute, macro or property wrapper that ReducerKit has")
    case .dependencyKey:
      if api.dependencyKeys.contains(name) || declared.contains(name) { return .found }
      return .missing("is no key of ReducerKit's `DependencyValues`")
    case .initializer:
      if declared.contains(name) { return .found }
      guard api.types.contains(name) else {
        return .askCompiler(
          APIMention(kind: .type, name: name, labels: nil),
          otherwise: "is no type that ReducerKit or Swift declares")
      }
      guard let labels = mention.labels, let initializers = api.initializers[name], !initializers.isEmpty,
        !initializers.contains(where: { DeclaredAPI.compatible(labels, $0) })
      else { return .found }
      return .missing("has no initializer with these labels in ReducerKit: \(spellings(name, initializers))")
    case .member:
      if declared.contains(name) { return .found }
      if let declarations = api.members[name] {
        guard let labels = mention.labels,
          !declarations.contains(where: { $0.map { DeclaredAPI.compatible(labels, $0) } ?? true })
        else { return .found }
        return .askCompiler(
          mention,
          otherwise: "takes other labels in ReducerKit: \(spellings(name, declarations.compactMap { $0 }))")
      }
      if api.types.contains(name) || (mention.labels == nil && api.labels.contains(name)) { return .found }
      return .askCompiler(
        APIMention(kind: .member, name: name, labels: nil),
        otherwise: "is no member that ReducerKit or Swift declares")
    }
  }

  static func spellings(_ name: String, _ labelLists: [[String]]) -> String {
    Set(labelLists.map { "\(name)(" + $0.map { $0 + ":" }.joined() + ")" }).sorted().joined(separator: ", ")
  }

  /// First words of inline code that is not Swift: the tutor's prompt commands and shell commands.
  /// After `send` and `receive` comes Swift (an action, an assertion), which is read.
  static let commandWords: Set<String> = [
    "tutor", "swift", "bash", "sh", "git", "cd", "sudo", "apt-get", "advance", "state", "effects", "scope",
    "up", "undo", "reset", "test", "play", "help", "quit", "finish", "learn", "lessons", "lint", "grade",
    "run", "replay", "demo", "exercise", "send", "receive",
  ]

  /// The Swift to read in `piece`: a block as it is; an inline span unless it is a command, a
  /// path, a file name or an option; a span that is one camel-cased name (`ifLet`,
  /// `dismissing(last:)`, `transpose()`) read as a member.
  static func checkedCode(_ piece: MarkdownCode) -> String? {
    guard piece.fence == nil else { return piece.code }
    let code = piece.code
    guard let first = code.first, first != ":", first != "-" else { return nil }
    if code.contains("/") && !code.contains("\\") { return nil }
    if code.range(of: #"\.(md|swift|json|sh|yml|yaml|html|xml|txt|dict)\b"#, options: .regularExpression)
      != nil,
      !code.contains("(")
    {
      return nil
    }
    let words = code.split(whereSeparator: \.isWhitespace)
    if let command = words.first.map(String.init), commandWords.contains(command) {
      guard command == "send" || command == "receive" else { return nil }
      return words.dropFirst().joined(separator: " ")
    }
    if words.first?.contains("=") == true, words.first?.first?.isUppercase == true { return nil }
    if code.range(of: #"^[a-z_][A-Za-z0-9_]*(\(.*\))?$"#, options: .regularExpression) != nil,
      code.contains("(") || code.contains(where: \.isUppercase)
    {
      return "." + code
    }
    return code
  }
}
