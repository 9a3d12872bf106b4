/// The line diff behind `valueDiff`, computed on two `DumpNode` trees.
///
/// Output lines are dump lines (as `valueDump` lays them out) behind a two-column marker:
/// `"− "` (U+2212 and a space) for a line only in the old value, `"+ "` for a line only in the new
/// value, and two spaces for context. Rules:
/// - Equal values print one context line: the value itself when it fits on one line, else
///   collapsed to `label: Name(…),` / `[…]`.
/// - Two values that each fit on one line and differ print as one `−` and one `+` line.
/// - Two groups of the same type (same enum case) where either needs several lines print their
///   opening and closing lines as context and diff their children, paired as `ChildAlignment` says.
/// - Otherwise (different types or cases, `nil` against a value) the whole old dump is `−` and the
///   whole new dump `+`.
/// - Among children, unchanged collection elements are never shown; unchanged fields are shown
///   when next to a changed one. Every other run of unchanged children becomes one line
///   `… (N unchanged)`, except that a single hidden field prints as itself.
/// - Commas: a removed line keeps the comma it has in the old dump, an added line the one it has
///   in the new dump; a context line has one when any line of the same group follows it.
struct StructuralDiff {
  enum Mark: Equatable {
    case context, removed, added

    var prefix: String {
      switch self {
      case .context: return "  "
      case .removed: return "\u{2212} "
      case .added: return "+ "
      }
    }
  }

  struct Line: Equatable {
    var mark: Mark
    var text: String

    var rendered: String { mark.prefix + text }
  }

  /// The diff of two trees, one string per line; empty when they are equal.
  static func lines(old: DumpNode, new: DumpNode) -> [String] {
    guard old != new else { return [] }
    return diff(old, new, label: nil, indent: 0, trailers: Trailers(old: "", new: "", context: ""))
      .map(\.rendered)
  }

  private struct Trailers {
    var old: String
    var new: String
    var context: String
  }

  private static func diff(
    _ old: DumpNode, _ new: DumpNode, label: String?, indent: Int, trailers: Trailers
  ) -> [Line] {
    let pad = String(repeating: " ", count: indent)
    let prefix = pad + DumpLayout.labelPrefix(label)
    if old == new {
      let full = DumpLayout.lines(new, label: label, indent: indent, trailer: trailers.context)
      let text = full.count == 1 ? full[0] : prefix + new.collapsed + trailers.context
      return [Line(mark: .context, text: text)]
    }
    let oldLines = DumpLayout.lines(old, label: label, indent: indent, trailer: trailers.old)
    let newLines = DumpLayout.lines(new, label: label, indent: indent, trailer: trailers.new)
    guard case .group(let oldGroup) = old, case .group(let newGroup) = new,
      oldGroup.hasSameShape(as: newGroup), oldLines.count > 1 || newLines.count > 1
    else {
      return oldLines.map { Line(mark: .removed, text: $0) }
        + newLines.map { Line(mark: .added, text: $0) }
    }
    var result = [Line(mark: .context, text: prefix + newGroup.head + newGroup.open)]
    result += children(oldGroup, newGroup, indent: indent + DumpLayout.indentStep)
    result.append(Line(mark: .context, text: pad + newGroup.close + trailers.context))
    return result
  }

  private static func children(_ old: DumpGroup, _ new: DumpGroup, indent: Int) -> [Line] {
    let steps = ChildAlignment.steps(old: old.children, new: new.children, kind: new.kind)
    let shown = shownSteps(steps, reach: new.isCollection ? 0 : 1)
    // later[i]: whether some step after i has an old side, a new side, or exists at all.
    var laterOld = Array(repeating: false, count: steps.count)
    var laterNew = Array(repeating: false, count: steps.count)
    for offset in steps.indices.dropLast().reversed() {
      let next = steps[offset + 1]
      laterOld[offset] = laterOld[offset + 1] || next.old != nil
      laterNew[offset] = laterNew[offset + 1] || next.new != nil
    }
    func trailers(after offset: Int) -> Trailers {
      Trailers(
        old: laterOld[offset] ? "," : "",
        new: laterNew[offset] ? "," : "",
        context: offset < steps.count - 1 ? "," : "")
    }

    var result: [Line] = []
    var offset = 0
    while offset < steps.count {
      if !shown[offset] {
        var end = offset
        var count = hiddenCount(steps[offset])
        while end + 1 < steps.count, !shown[end + 1] {
          end += 1
          count += hiddenCount(steps[end])
        }
        if end > offset || count > 1 || new.isCollection {
          let text =
            String(repeating: " ", count: indent) + "\u{2026} (\(count) unchanged)"
            + trailers(after: end).context
          result.append(Line(mark: .context, text: text))
          offset = end + 1
          continue
        }
      }
      result += lines(for: steps[offset], indent: indent, trailers: trailers(after: offset))
      offset += 1
    }
    return result
  }

  /// How many children a hidden step stands for: those of an elided run, else one.
  private static func hiddenCount(_ step: ChildAlignment.Step) -> Int {
    if case .unchanged(let entry) = step, case .elided(let count) = entry.node { return count }
    return 1
  }

  /// Which steps print: every change, and unchanged steps within `reach` steps of a change.
  private static func shownSteps(_ steps: [ChildAlignment.Step], reach: Int) -> [Bool] {
    let isChange = steps.map { step -> Bool in
      if case .unchanged = step { return false }
      return true
    }
    var shown = isChange
    var distance = Int.max
    for offset in steps.indices {
      distance = isChange[offset] ? 0 : (distance == Int.max ? distance : distance + 1)
      if distance <= reach { shown[offset] = true }
    }
    distance = Int.max
    for offset in steps.indices.reversed() {
      distance = isChange[offset] ? 0 : (distance == Int.max ? distance : distance + 1)
      if distance <= reach { shown[offset] = true }
    }
    return shown
  }

  private static func lines(
    for step: ChildAlignment.Step, indent: Int, trailers: Trailers
  ) -> [Line] {
    switch step {
    case .unchanged(let entry):
      return diff(entry.node, entry.node, label: entry.label, indent: indent, trailers: trailers)
    case .changed(let old, let new) where old.label == new.label:
      return diff(old.node, new.node, label: new.label, indent: indent, trailers: trailers)
    case .changed(let old, let new):
      return whole(old, .removed, indent: indent, trailer: trailers.old)
        + whole(new, .added, indent: indent, trailer: trailers.new)
    case .removed(let entry):
      return whole(entry, .removed, indent: indent, trailer: trailers.old)
    case .inserted(let entry):
      return whole(entry, .added, indent: indent, trailer: trailers.new)
    }
  }

  private static func whole(
    _ entry: DumpEntry, _ mark: Mark, indent: Int, trailer: String
  ) -> [Line] {
    DumpLayout.lines(entry.node, label: entry.label, indent: indent, trailer: trailer)
      .map { Line(mark: mark, text: $0) }
  }
}
