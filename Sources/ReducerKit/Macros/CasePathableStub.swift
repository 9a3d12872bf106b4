// A minimal copy of the case-path runtime's contract (branch `casepaths`,
// Sources/ReducerKit/CasePath/CasePathable.swift), so that the macros compile before it
// merges. Delete this file at the merge.

/// An enum whose cases have case paths: `E.allCasePaths.left`.
public protocol CasePathable {
  associatedtype AllCasePaths: Sendable
  static var allCasePaths: AllCasePaths { get }
}

/// Extracts a case's payload from an enum value, and embeds a payload into that case.
public struct AnyCasePath<Root, Value>: Sendable {
  private let embedPayload: @Sendable (Value) -> Root
  private let extractPayload: @Sendable (Root) -> Value?

  public init(embed: @escaping @Sendable (Value) -> Root, extract: @escaping @Sendable (Root) -> Value?) {
    self.embedPayload = embed
    self.extractPayload = extract
  }

  public func extract(from root: Root) -> Value? { extractPayload(root) }
  public func embed(_ value: Value) -> Root { embedPayload(value) }
}
