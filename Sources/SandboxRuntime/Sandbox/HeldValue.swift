import TutorSupport

/// The last value a scoped store showed, so that it can be shown once the state is gone: the
/// prompt's `scope` is a transposed store, and a transposed store keeps its last value when its
/// element is removed or its child dismissed (a view draws it while it animates away).
enum HeldValue {
  /// What the store in `scope` shows now, or nil at the root or when there is nothing there.
  static func capture(_ sandbox: any Sandbox, scope: SandboxScope) -> String? {
    guard !scope.isRoot else { return nil }
    let result = sandbox.showState(at: .root, scope: scope)
    guard !result.failed, case .code(let text, _)? = result.outputs.first else { return nil }
    return text
  }

  /// The lines that show a held value, after the prompt stepped out of a scope that vanished.
  static func outputs(_ held: String?) -> [Output] {
    guard let held else { return [] }
    return [
      .message(key: "lessons.heldValue", role: .hint),
      .code("  " + held.replacingOccurrences(of: "\n", with: "\n  ")),
    ]
  }
}
