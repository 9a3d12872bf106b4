/// Dumps print a stack element's id as TCA does, `#0`; the prompt takes it as a number,
/// `id: 0`. Examples offered to be typed are respelt so.
package enum StackIDSpelling {
  /// `.path(.element(id: #0, action: .tick))` → `.path(.element(id: 0, action: .tick))`.
  package static func typable(_ dump: String) -> String {
    guard dump.contains("id: #") else { return dump }
    var result = ""
    var rest = Substring(dump)
    while let range = rest.range(of: "id: #") {
      result += rest[..<range.lowerBound]
      result += "id: "
      rest = rest[range.upperBound...]
      if rest.first?.isNumber != true { result += "#" }
    }
    return result + rest
  }
}
