/// A value as a tree of printable pieces, built from its `Mirror` by `DumpNodeBuilder`.
///
/// Leaves hold finished text (`2`, `"Ana"`, `nil`, `.tick`); groups hold labelled children between
/// brackets (`Row.State(` … `)`, `[` … `]`). Dumps lay the tree out on one or more lines; diffs
/// walk two trees side by side.
indirect enum DumpNode: Equatable, Sendable {
  case leaf(String)
  case group(DumpGroup)
  /// A run of this many consecutive collection elements that a diff found unchanged on both
  /// sides, standing for them without their dumps (`PairedDumpBuilder`). A diff never shows it
  /// but counts it in `… (N unchanged)`; a group holding one never fits on one line.
  case elided(Int)
}

/// A bracketed list of children: a struct, class, tuple, enum payload or collection.
struct DumpGroup: Equatable, Sendable {
  /// How a group's children are printed and matched in diffs.
  enum Kind: Equatable, Sendable {
    /// Struct, class, tuple or enum-payload fields, matched by label (or position when unlabelled).
    case fields
    /// Elements of an ordered collection without identity, matched by position.
    case list
    /// Elements matched by a key: identified collections (by `id`), dictionaries (by key), and
    /// sets (by the element's dump).
    case keyed
  }

  var kind: Kind
  /// Text before the opening bracket: `Row.State`, `.setTo`, or empty for tuples and collections.
  var head: String
  var open: String
  var close: String
  /// The whole text when there are no children: `Row.State()`, `[]`, `[:]`.
  var empty: String
  var children: [DumpEntry]

  /// Whether the elements are collection elements rather than fields.
  var isCollection: Bool { kind != .fields }

  /// Whether two groups have the same type (and enum case), so their children can be compared.
  /// An empty collection has the shape of any collection (it cannot tell whether its elements
  /// would have been identifiable).
  func hasSameShape(as other: DumpGroup) -> Bool {
    let sameKind =
      kind == other.kind
      || (isCollection && other.isCollection && (children.isEmpty || other.children.isEmpty))
    return sameKind && head == other.head && open == other.open && close == other.close
  }
}

/// One child of a group.
struct DumpEntry: Equatable, Sendable {
  /// Printed before the value as `label: `: a field name, `#id`, or a dictionary key's dump.
  var label: String?
  /// What matches this child with its counterpart in a diff (see `DumpGroup.Kind`).
  var key: String
  var node: DumpNode
}
