/// Edit distance between names, for "did you mean" suggestions.
package enum EditDistance {
  /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
  /// two neighbouring characters each cost one. Case is ignored.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, previous2[j - 2] + 1)
        }
        current[j] = best
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }

  /// The candidate nearest to `name`, if one is near enough to be a likely slip.
  ///
  /// Near enough: a distance of at most a third of the longer name (at least 1), or a candidate
  /// that starts with what was typed (three characters or more). Ties go to the earlier candidate.
  package static func nearest(to name: String, among candidates: [String]) -> String? {
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
      let distance = distance(name, candidate)
      let longest = max(name.count, candidate.count)
      let limit = max(1, (longest + 1) / 3)
      let isPrefix = name.count >= 3 && candidate.lowercased().hasPrefix(name.lowercased())
      guard distance <= limit || isPrefix else { continue }
      let score = isPrefix ? min(distance, limit) : distance
      if let current = best, current.distance <= score { continue }
      best = (candidate, score)
    }
    return best?.name
  }
}
