/// Pairs the children of two groups of the same shape for a diff.
///
/// `.list` groups pair children by position; `.fields` and `.keyed` groups pair them by key
/// (label, `#id`, dictionary key or set element) along a longest common subsequence, so a child
/// that moved relative to the others is reported as removed where it was and inserted where it is.
/// Between two paired children, removals come before insertions.
enum ChildAlignment {
  enum Step: Equatable {
    case unchanged(DumpEntry)
    case changed(old: DumpEntry, new: DumpEntry)
    case removed(DumpEntry)
    case inserted(DumpEntry)

    var old: DumpEntry? {
      switch self {
      case .unchanged(let entry), .removed(let entry): return entry
      case .changed(let old, _): return old
      case .inserted: return nil
      }
    }

    var new: DumpEntry? {
      switch self {
      case .unchanged(let entry), .inserted(let entry): return entry
      case .changed(_, let new): return new
      case .removed: return nil
      }
    }
  }

  static func steps(old: [DumpEntry], new: [DumpEntry], kind: DumpGroup.Kind) -> [Step] {
    kind == .list ? byPosition(old, new) : byKey(old, new)
  }

  private static func pair(_ old: DumpEntry, _ new: DumpEntry) -> Step {
    old == new ? .unchanged(new) : .changed(old: old, new: new)
  }

  private static func byPosition(_ old: [DumpEntry], _ new: [DumpEntry]) -> [Step] {
    var steps = zip(old, new).map { pair($0, $1) }
    steps += old.dropFirst(new.count).map { .removed($0) }
    steps += new.dropFirst(old.count).map { .inserted($0) }
    return steps
  }

  private static func byKey(_ old: [DumpEntry], _ new: [DumpEntry]) -> [Step] {
    // Trim the common prefix and suffix of keys so the quadratic part stays small.
    var prefix = 0
    while prefix < min(old.count, new.count), old[prefix].key == new[prefix].key { prefix += 1 }
    var suffix = 0
    while suffix < min(old.count, new.count) - prefix,
      old[old.count - 1 - suffix].key == new[new.count - 1 - suffix].key
    {
      suffix += 1
    }
    let oldMiddle = Array(old[prefix..<(old.count - suffix)])
    let newMiddle = Array(new[prefix..<(new.count - suffix)])

    var steps = (0..<prefix).map { pair(old[$0], new[$0]) }
    steps += middleSteps(oldMiddle, newMiddle)
    steps += (0..<suffix).reversed().map { pair(old[old.count - 1 - $0], new[new.count - 1 - $0]) }
    return steps
  }

  private static func middleSteps(_ old: [DumpEntry], _ new: [DumpEntry]) -> [Step] {
    // lengths[i][j]: length of the longest common key subsequence of old[i...] and new[j...].
    var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i][j] =
          old[i].key == new[j].key
          ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var steps: [Step] = []
    var removed: [Step] = []
    var inserted: [Step] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i].key == new[j].key {
        steps += removed + inserted
        removed = []
        inserted = []
        steps.append(pair(old[i], new[j]))
        i += 1
        j += 1
      } else if j == new.count || (i < old.count && lengths[i + 1][j] >= lengths[i][j + 1]) {
        removed.append(.removed(old[i]))
        i += 1
      } else {
        inserted.append(.inserted(new[j]))
        j += 1
      }
    }
    return steps + removed + inserted
  }
}
