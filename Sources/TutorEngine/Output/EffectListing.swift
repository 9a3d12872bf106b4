import ReducerKit
import ReducerKitTestingCore

/// The running effects, one line each: what runs, under which scope, cancellable by which id,
/// and which action started it.
enum EffectListing {
  static func outputs(for effects: [EffectInfo]) -> [Output] {
    guard !effects.isEmpty else { return [.say("effects.none")] }
    var outputs: [Output] = [.message(key: "effects.header", count: effects.count, role: .heading)]
    for effect in effects {
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
    return outputs
  }
}

/// Cancel ids as a message shows them: quoted, or "—" for none. The messages that show them take
/// their number as `count` ("cancel id" for one).
func cancelIDList(_ ids: [String]) -> String {
  ids.isEmpty ? "—" : ids.map { "\"\($0)\"" }.joined(separator: ", ")
}
