/// A type that substitutes another value for itself in dumps and diffs.
///
/// `valueDump`, `actionDump` and `valueDiff` print `dumpValue` wherever they meet a value of the
/// conforming type. Return something simpler than `self` (a string, a number, a plain struct); a
/// `dumpValue` of the conforming type itself is ignored and the value is dumped structurally.
public protocol CustomDumpRepresentable {
  /// The value to print in place of `self`.
  var dumpValue: Any { get }
}

extension Presented: CustomDumpRepresentable {
  /// A presented state dumps as the optional it wraps: its identity is not part of its value.
  public var dumpValue: Any { wrappedValue as Any }
}
