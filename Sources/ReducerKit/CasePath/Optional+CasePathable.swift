extension Optional: CasePathable {
  /// `\.some` and `\.none` (swift-case-paths'), and any case of the wrapped enum through the
  /// optional: `\.some.left`.
  public struct AllCasePaths: Sendable {
    public var some: AnyCasePath<Optional, Wrapped> {
      AnyCasePath(embed: { .some($0) }, extract: { $0 })
    }

    public var none: AnyCasePath<Optional, Void> {
      AnyCasePath(embed: { .none }, extract: { $0 == nil ? () : nil })
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Result: CasePathable {
  /// `\.success` and `\.failure`, as swift-case-paths has them.
  public struct AllCasePaths: Sendable {
    public var success: AnyCasePath<Result, Success> {
      AnyCasePath(
        embed: { .success($0) }, extract: { if case .success(let value) = $0 { value } else { nil } })
    }

    public var failure: AnyCasePath<Result, Failure> {
      AnyCasePath(
        embed: { .failure($0) }, extract: { if case .failure(let error) = $0 { error } else { nil } })
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
