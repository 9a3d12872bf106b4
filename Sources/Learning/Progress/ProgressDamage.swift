import TutorSupport

/// What is wrong with a progress file that was read but is not progress, in words for the learner.
public enum ProgressDamage: Equatable, Sendable {
  /// Not JSON at all (cut short, edited by hand, another file).
  case notJSON
  /// JSON, but a field the tutor needs is missing.
  case missing(String)
  /// JSON, but a field holds the wrong kind of value.
  case wrongValue(String)
  /// Over the size a progress file can have; not read.
  case tooLarge(limit: Int)

  init(_ error: any Error) {
    guard let decoding = error as? DecodingError else {
      self = .notJSON
      return
    }
    switch decoding {
    case .keyNotFound(let key, _): self = .missing(key.stringValue)
    case .typeMismatch(_, let context) where !context.codingPath.isEmpty,
      .valueNotFound(_, let context) where !context.codingPath.isEmpty,
      .dataCorrupted(let context) where !context.codingPath.isEmpty:
      self = .wrongValue(context.codingPath.map(\.stringValue).joined(separator: "."))
    default: self = .notJSON
    }
  }

  /// The damage in the catalog's language.
  public func message(in catalog: Catalog) -> String {
    switch self {
    case .notJSON: return catalog.text("files.progress.notJSON")
    case .missing(let field): return catalog.text("files.progress.missing", ["field": field])
    case .wrongValue(let field): return catalog.text("files.progress.wrongValue", ["field": field])
    case .tooLarge(let limit):
      return catalog.text("files.cause.tooLarge", ["limit": FileProblem.size(limit)])
    }
  }
}
