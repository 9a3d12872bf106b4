import ReducerKit

/// A navigation stack in dumps and diffs: its elements labelled by their ids, bottom first, as
/// TCA's dump shows it,
///
///     Parent.State(
///       path: [
///         #0: .detail(Detail.State(seconds: 1)),
///         #1: .edit(Edit.State(text: "Ana"))
///       ]
///     )
///
/// so that a diff pairs elements by id (`−  #1: …` / `+  #0: …` when a push got another id than
/// the test expected). An element that is itself identifiable is still labelled by its stack id.
extension StackState: CustomDumpRepresentable {
  public var dumpValue: Any {
    zip(ids, self).map { StackDumpEntry(id: $0.generation, element: $1) }
  }
}

/// One element of a dumped stack: identified by its stack id's number (labelled `#n`), dumped as
/// the element itself.
struct StackDumpEntry: Identifiable, CustomDumpRepresentable {
  let id: Int
  let element: Any

  var dumpValue: Any { element }
}
