/// The order dumps use for dictionary keys and set elements, which have no order of their own.
///
/// Entries are sorted by their one-line dump; two dumps that both read as numbers compare
/// numerically (`2` before `10`), anything else compares as strings.
enum DumpKeyOrder {
  static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
    if let left = Double(lhs), let right = Double(rhs), left != right {
      return left < right
    }
    return lhs < rhs
  }
}
