/// Multi-line, Swift-like dump of any value.
///
/// Type names have no module prefix (`Row.State`), enum cases a leading dot (`.setTo(5)`),
/// optionals print unwrapped or `nil`, strings quoted with Swift escapes, identifiable elements
/// `#id: element`, dictionary keys and set elements in sorted order. Short values stay on one
/// line; longer ones put one field or element per line, indented by 2 spaces:
///
///     AppState(
///       left: 2,
///       rows: [
///         #0: Row.State(id: 0, seconds: 1),
///         #1: Row.State(id: 1, seconds: 0)
///       ],
///       child: nil
///     )
///
/// See `DumpNodeBuilder` for how each kind of value prints and `DumpLayout` for line breaking.
public func valueDump(_ value: Any) -> String {
  DumpLayout.lines(DumpNodeBuilder.node(for: value), label: nil, indent: 0, trailer: "")
    .joined(separator: "\n")
}

/// One-line dump in the spelling a learner types at the prompt: enum cases with a leading dot,
/// nested payloads, labels kept: `.rows(.element(id: 2, action: .tick))`, `.setTo(5)`,
/// `.setBoth(x: 1, y: 2)`, structs as `Row.State(id: 3, seconds: 0)`, strings quoted with escapes.
public func actionDump(_ value: Any) -> String {
  DumpNodeBuilder.node(for: value).singleLine
}
