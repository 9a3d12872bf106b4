import ReducerKit
import ReducerKitTestingCore

/// The running effects, one line each: what runs, under which scope, cancellable by which id,
/// and which action started it; the oldest ``WorkBounds/effectsShown``, then how many more.
enum EffectListing {
  static func outputs(for effects: [EffectInfo]) -> [Output] {
    guard !effects.isEmpty else { return [.say("effects.none")] }
    var outputs: [Output] = [.message(key: "effects.header", count: effects.count, role: .heading)]
    for effect in effects.prefix(WorkBounds.effectsShown) {
      let scope = effect.scope.map(\.description).joined(separator: ".")
      outputs.append(
        .say(
          "effects.line",
          [
            "number": String(effect.id),
            "name": effect.name ?? "run",
            "scope": scope.isEmpty ? "—" : scope,
            "ids": effect.cancelIDs.isEmpty
              ? "—" : effect.cancelIDs.map { "\"\($0)\"" }.joined(separator: ", "),
            "action": actionDump(effect.action),
          ]))
    }
    if effects.count > WorkBounds.effectsShown {
      outputs.append(
        .message(key: "effects.more", count: effects.count - WorkBounds.effectsShown, role: .dim))
    }
    return outputs
  }
}
