/// The body `valueDiff` returns for two unequal values whose dumps are identical.
let noVisibleDifferenceMessage =
  "(no visible difference: the values print the same but are not equal"
  + " \u{2014} a reference type or a custom == may be involved)"

/// A line diff of two values: nil when they dump identically; see below.
///
/// Lines are the values' `valueDump` lines behind a two-column marker: `"− "` (U+2212 MINUS SIGN
/// and a space) for old-only lines, `"+ "` for new-only lines, two spaces for context. The diff is
/// structural: unchanged fields print as one line (multi-line values collapsed to `Name(…)`),
/// unchanged elements and longer runs of unchanged fields collapse to `… (N unchanged)`,
/// identifiable elements are matched by `id`, other collection elements by position:
///
///       AppState(
///     −   left: 1,
///     +   left: 2,
///         right: 0,
///         seen: 3,
///         rows: [
///           … (2 unchanged),
///     −     #2: Row.State(id: 2, seconds: 0),
///     +     #2: Row.State(id: 2, seconds: 1),
///           … (2 unchanged)
///         ]
///       )
///
/// See `StructuralDiff` for the exact rules. This version cannot know whether two `Any` values are
/// equal, so it returns nil whenever their dumps are identical; the `Equatable` overload can tell.
/// Equal parts of the two values are not dumped in full (`PairedDumpBuilder`): the cost follows
/// what changed, not the size of the values.
public func valueDiff(_ old: Any, _ new: Any) -> String? {
  let nodes = PairedDumpBuilder.nodes(old: old, new: new)
  let lines = StructuralDiff.lines(old: nodes.old, new: nodes.new)
  return lines.isEmpty ? nil : lines.joined(separator: "\n")
}

/// A line diff of two equatable values: nil when they are equal (`==`), the structural diff of
/// their dumps when they differ visibly, and otherwise the one line
/// `(no visible difference: the values print the same but are not equal — a reference type or a
/// custom == may be involved)`.
public func valueDiff<T: Equatable>(_ old: T, _ new: T) -> String? {
  guard old != new else { return nil }
  return valueDiff(old as Any, new as Any) ?? noVisibleDifferenceMessage
}
