/// What an unimplemented endpoint of a `@DependencyClient` throws when called.
public struct Unimplemented: Error, CustomStringConvertible {
  /// `Client.endpoint`.
  public let endpoint: String

  public init(_ endpoint: String) { self.endpoint = endpoint }

  public var description: String { "Unimplemented: '\(endpoint)'" }
}

/// Reports that an unimplemented endpoint (`Client.endpoint`) was called: a runtime warning to
/// the current dependencies' ``DependencyValues/warnings`` (a test's store can turn it into a
/// failure). `@DependencyClient` calls it; the endpoint then throws or returns its default.
public func reportUnimplemented(_ endpoint: String, fileID: StaticString = #fileID, line: UInt = #line) {
  DependencyValues.current.warnings.report(
    RuntimeWarning(
      kind: .unimplementedEndpoint(endpoint), operatorName: "@DependencyClient", action: endpoint,
      fileID: "\(fileID)", line: line))
}
