import ReducerKit

extension Shared: CustomDumpRepresentable {
  /// A shared value dumps as the value it shares (read as the comparison in force sees it).
  public var dumpValue: Any { wrappedValue }
}

extension SharedReader: CustomDumpRepresentable {
  public var dumpValue: Any { wrappedValue }
}
