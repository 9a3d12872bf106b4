import ReducerKit
import TutorSupport

/// The warnings one line raised, each said once: an effect that keeps sending to a screen or
/// row that is gone raises the same warning at every tick, and a long `advance` would print
/// it a thousand times. Repeats are counted under the first; past a few kinds, the rest are
/// counted together.
enum WarningSummary {
  static func outputs(for warnings: [RuntimeWarning]) -> [Output] {
    var order: [[Output]] = []
    var repeats: [Int] = []
    var others = 0
    for warning in warnings {
      let said = WarningOutput.outputs(for: warning)
      if let index = order.firstIndex(of: said) {
        repeats[index] += 1
      } else if order.count < WorkBounds.summaryKinds {
        order.append(said)
        repeats.append(0)
      } else {
        others += 1
      }
    }
    var outputs: [Output] = []
    for (said, count) in zip(order, repeats) {
      outputs += said
      if count > 0 { outputs.append(.message(key: "perf.warningRepeated", count: count, role: .dim)) }
    }
    if others > 0 { outputs.append(.message(key: "perf.warningOthers", count: others, role: .dim)) }
    return outputs
  }
}
