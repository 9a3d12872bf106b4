/// Two windows, one learner: what a save writes when another process saved since this one
/// loaded. Merged per lesson and step, so neither window's work is lost:
///
/// - with `base` (what this process had at its last save, or loaded): what this process changed
///   since is taken from `ours`, everything else from `theirs` (a step or a lesson reset here
///   stays reset; a step finished there stays finished);
/// - without: every step either has, `ours` winning where both have one.
enum ProgressMerge {
  static func merge(ours: LearnerProgress, base: LearnerProgress?, theirs: LearnerProgress) -> LearnerProgress
  {
    var merged = theirs
    merged.version = ours.version
    let base = base ?? theirs
    let lessons = Set(ours.record.steps.keys).union(base.record.steps.keys).union(theirs.record.steps.keys)
    for lesson in lessons {
      let mine = ours.record.steps[lesson] ?? [:]
      let before = base.record.steps[lesson] ?? [:]
      var result = theirs.record.steps[lesson] ?? [:]
      for step in Set(mine.keys).union(before.keys) where mine[step] != before[step] {
        result[step] = mine[step]
      }
      merged.record.steps[lesson] = result.isEmpty ? nil : result
    }
    let finished = ours.record.finished.union(base.record.finished).union(theirs.record.finished)
    for lesson in finished
    where ours.record.finished.contains(lesson) != base.record.finished.contains(lesson) {
      if ours.record.finished.contains(lesson) {
        merged.record.finished.insert(lesson)
      } else {
        merged.record.finished.remove(lesson)
      }
    }
    if ours.current != base.current { merged.current = ours.current }
    if ours.language != base.language { merged.language = ours.language }
    return merged
  }
}
