// A minimal copy of what branch `casepaths` declares in Sources/ReducerKit/CasePath/CasePathable.swift,
// so that `BindingAction` can be case-pathable before that branch merges. DELETE THIS FILE AT MERGE.

/// An enum whose cases can be named by case key paths (the `casepaths` branch has the real one).
public protocol CasePathable {
  associatedtype AllCasePaths: Sendable
  static var allCasePaths: AllCasePaths { get }
}

/// How to embed a payload into one case of `Root` and extract it again (the `casepaths` branch
/// has the real one).
public struct AnyCasePath<Root, Value>: Sendable {
  @usableFromInline let embedValue: @Sendable (Value) -> Root
  @usableFromInline let extractValue: @Sendable (Root) -> Value?

  public init(embed: @escaping @Sendable (Value) -> Root, extract: @escaping @Sendable (Root) -> Value?) {
    self.embedValue = embed
    self.extractValue = extract
  }

  @inlinable
  public func extract(from root: Root) -> Value? { extractValue(root) }

  @inlinable
  public func embed(_ value: Value) -> Root { embedValue(value) }
}
