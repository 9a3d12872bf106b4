import TutorSupport

/// The first field a failed test line's diff shows as different, as a path the learner can write
/// in a block (`$0.rows[id: 1].seconds`), with what the learner said and what the reducer made.
///
/// Read from the diff the TestStore printed: lines marked `−` (said, or before) and `+` (actual,
/// or after), unmarked lines opening the groups around them (`rows: [`, `#1: Row.State(`). A
/// changed line's two values are parsed as the prompt parses values and compared field by field,
/// so `− Counters.State(left: 2, right: 0)` / `+ Counters.State(left: 1, right: 0)` gives
/// `$0.left`, 2 and 1.
package struct DiffFirstField: Equatable {
  /// `$0.left`, `$0.rows[id: 1].seconds`.
  package var path: String
  /// The value on the `−` side; nil when the `+` side added the field.
  package var said: String?
  /// The value on the `+` side; nil when it was removed.
  package var actual: String?

  /// The first difference in `diff`, or nil when the diff does not show one the learner can
  /// name (a plain array's element, a change of case).
  package static func read(_ diff: String) -> DiffFirstField? {
    let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let first = lines.firstIndex(where: { $0.hasPrefix("−") || $0.hasPrefix("+") }) else { return nil }
    var groups: [(indent: Int, segment: String?)] = []
    for line in lines[..<first] {
      let (indent, content) = split(line)
      groups.removeAll { $0.indent >= indent }
      guard content.hasSuffix("(") || content.hasSuffix("[") else { continue }
      groups.append((indent, labelled(content).label.map(segment)))
    }
    let (indent, content) = split(lines[first])
    groups.removeAll { $0.indent >= indent }
    // A group whose head is unlabelled (the root, an element of a plain list) cannot be named
    // past the root.
    guard groups.dropFirst().allSatisfy({ $0.segment != nil }) else { return nil }
    let prefix = "$0" + groups.compactMap(\.segment).joined()
    let minus = lines[first].hasPrefix("−") ? labelled(content) : nil
    let plusLine = lines[first...].first { $0.hasPrefix("+") && split($0).indent == indent }
    let plus = plusLine.map { labelled(split($0).content) }
    guard let side = minus ?? plus else { return nil }
    var path = prefix + (side.label.map(segment) ?? "")
    guard side.label != nil || groups.isEmpty else { return nil }
    guard let said = minus?.value, let actual = plus?.value, minus?.label == plus?.label else {
      return DiffFirstField(path: path, said: minus?.value, actual: plus?.value)
    }
    guard let left = try? ExpressionParser.parseValue(said).value,
      let right = try? ExpressionParser.parseValue(actual).value
    else { return DiffFirstField(path: path, said: said, actual: actual) }
    guard let (subpath, saidValue, actualValue) = firstDifference(left, right) else { return nil }
    path += subpath
    return DiffFirstField(path: path, said: saidValue.description, actual: actualValue.description)
  }

  /// A diff line's indentation (after its marker column) and its text, without a trailing comma.
  private static func split(_ line: String) -> (indent: Int, content: String) {
    let body = line.dropFirst()
    let indent = body.prefix { $0 == " " }.count
    var content = String(body.dropFirst(indent))
    if content.hasSuffix(",") { content.removeLast() }
    return (indent, content)
  }

  /// `rows: [` → label `rows`; `#1: Row.State(id: 1)` → label `#1`; `Counters.State(` → none.
  private static func labelled(_ content: String) -> (label: String?, value: String) {
    var index = content.startIndex
    if content.first == "#" {
      // An element's id: a number, a string literal, or a value up to the first top-level ": ".
      var depth = 0
      var inString = false
      var escaped = false
      while index < content.endIndex {
        let character = content[index]
        if inString {
          if escaped {
            escaped = false
          } else if character == "\\" {
            escaped = true
          } else if character == "\"" {
            inString = false
          }
        } else if character == "\"" {
          inString = true
        } else if "([".contains(character) {
          depth += 1
        } else if ")]".contains(character) {
          depth -= 1
        } else if depth == 0, content[index...].hasPrefix(": ") {
          break
        }
        index = content.index(after: index)
      }
    } else {
      while index < content.endIndex,
        content[index].isLetter || content[index].isNumber || content[index] == "_"
      {
        index = content.index(after: index)
      }
      guard index > content.startIndex, content[index...].hasPrefix(": ") else { return (nil, content) }
    }
    guard index < content.endIndex else { return (nil, content) }
    let label = String(content[..<index])
    return (label, String(content[content.index(index, offsetBy: 2)...]))
  }

  /// `rows` → `.rows`; `#1` → `[id: 1]`.
  private static func segment(_ label: String) -> String {
    label.hasPrefix("#") ? "[id: \(label.dropFirst())]" : ".\(label)"
  }

  /// The first labelled field where two parsed values differ: its path below them and both values.
  /// Values of different shapes, enums and lists differ as a whole.
  static func firstDifference(_ left: Value, _ right: Value) -> (String, Value, Value)? {
    guard left != right else { return nil }
    if case .structLiteral(let leftType, let leftArguments) = left,
      case .structLiteral(let rightType, let rightArguments) = right, leftType == rightType,
      leftArguments.map(\.label) == rightArguments.map(\.label)
    {
      for (a, b) in zip(leftArguments, rightArguments) where a.value != b.value {
        guard let label = a.label else { return ("", left, right) }
        guard let (below, said, actual) = firstDifference(a.value, b.value) else { continue }
        return (".\(label)" + below, said, actual)
      }
    }
    return ("", left, right)
  }
}
