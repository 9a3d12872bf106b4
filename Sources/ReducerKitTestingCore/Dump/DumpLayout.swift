/// Lays a `DumpNode` out as text.
///
/// One line: `Name(label: value, …)`, `.case(payload)`, `[a, b]`, `[#id: element]`,
/// `[key: value]`; empty groups print `Name()`, `[]`, `[:]`.
///
/// Several lines: a group goes on one line when that whole line (indentation, label and trailing
/// comma included) is at most `width` (80) characters and nothing inside it must break; otherwise
/// its opening line ends with the bracket, each child follows on its own line indented by 2 more
/// spaces with a comma after every child but the last, and the closing bracket gets its own line
/// at the group's indentation. A collection whose elements are non-empty groups (structs, enum
/// payloads, nested collections, …) always breaks, one element per line.
enum DumpLayout {
  static let width = 80
  static let indentStep = 2

  /// The lines of `node` at `indent`, prefixed with `label: ` and followed by `trailer`.
  static func lines(
    _ node: DumpNode, label: String?, indent: Int, trailer: String
  ) -> [String] {
    let start = String(repeating: " ", count: indent) + labelPrefix(label)
    let single = start + node.singleLine + trailer
    guard case .group(let group) = node, !group.children.isEmpty,
      !node.fitsOnOneLine || single.count > width
    else { return [single] }
    var result = [start + group.head + group.open]
    for (offset, child) in group.children.enumerated() {
      let comma = offset < group.children.count - 1 ? "," : ""
      result += lines(child.node, label: child.label, indent: indent + indentStep, trailer: comma)
    }
    result.append(String(repeating: " ", count: indent) + group.close + trailer)
    return result
  }

  static func labelPrefix(_ label: String?) -> String {
    label.map { $0 + ": " } ?? ""
  }
}

extension DumpNode {
  /// The whole value on one line.
  var singleLine: String {
    switch self {
    case .leaf(let text):
      return text
    case .elided(let count):
      return "\u{2026} (\(count) unchanged)"
    case .group(let group):
      guard !group.children.isEmpty else { return group.empty }
      let children = group.children.map { DumpLayout.labelPrefix($0.label) + $0.node.singleLine }
      return group.head + group.open + children.joined(separator: ", ") + group.close
    }
  }

  /// The value shortened to one line for a diff's context: itself when short, else `Name(…)`.
  var collapsed: String {
    guard case .group(let group) = self, !group.children.isEmpty else { return singleLine }
    return group.head + group.open + "\u{2026}" + group.close
  }

  /// False when something inside must break onto several lines, whatever the width.
  var fitsOnOneLine: Bool {
    if case .elided = self { return false }
    guard case .group(let group) = self else { return true }
    if group.isCollection {
      let structured = group.children.contains {
        if case .group(let element) = $0.node { return !element.children.isEmpty }
        return false
      }
      if structured { return false }
    }
    return group.children.allSatisfy { $0.node.fitsOnOneLine }
  }
}
