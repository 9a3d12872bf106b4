import ReducerKit
import ReducerKitTestingCore
import TutorSupport

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
            "ids": cancelIDList(effect.cancelIDs.map { "\($0)" }),
            "action": actionDump(effect.action),
          ], count: effect.cancelIDs.count))
    }
    if effects.count > WorkBounds.effectsShown {
      outputs.append(
        .message(key: "effects.more", count: effects.count - WorkBounds.effectsShown, role: .dim))
    }
    return outputs
  }
}

/// Cancel ids as a message shows them: quoted, or "—" for none. The messages that show them take
/// their number as `count` ("cancel id" for one).
package func cancelIDList(_ ids: [String]) -> String {
  ids.isEmpty ? "—" : ids.map { "\"\($0)\"" }.joined(separator: ", ")
}
