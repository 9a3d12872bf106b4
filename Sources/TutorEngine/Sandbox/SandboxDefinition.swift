import LessonFeatures
import ReducerKit
import ReducerKitTesting

/// A lesson's feature, ready to be played with at the prompt: any reducer whose state and action
/// are `Codable` and `Equatable`. A new lesson needs one of these, and no engine code.
public struct SandboxDefinition: Sendable {
  /// The lesson id this sandbox belongs to (`pullback`).
  public let id: String
  /// An action to suggest first, as typed (`.left(.inc)`).
  public let firstExample: String
  /// The state's optional properties, as dotted paths, for the lint of Swift spelling.
  let optionalPaths: Set<String>
  /// Every example action, as typed: the prompt's `help` draws on them.
  public let exampleLines: [String]
  /// Makes a fresh sandbox; `true` runs its effects on the real clock.
  let make: @Sendable (_ realtime: Bool) -> any Sandbox

  public init<R: Reducer>(
    id: String,
    initialState: R.State,
    reducer: @escaping @Sendable () -> R,
    examples: [R.Action]
  )
  where R.State: Codable & Equatable & Sendable, R.Action: Codable & Equatable {
    self.id = id
    self.firstExample = examples.first.map { actionDump($0) } ?? ".action"
    self.optionalPaths = SwiftSpelling.optionalPaths(of: initialState)
    self.exampleLines = examples.map { actionDump($0) }
    self.make = { realtime in
      TypedSandbox(initialState: initialState, makeReducer: reducer, examples: examples, realtime: realtime)
    }
  }
}

extension SandboxDefinition {
  /// The sandboxes of the lessons, by lesson id.
  public static let all: [SandboxDefinition] = [
    SandboxDefinition(
      id: "pullback", initialState: Counters.State(), reducer: { Counters.App() },
      examples: [.left(.inc), .left(.dec), .right(.inc), .right(.dec), .clearLog]),
    SandboxDefinition(
      id: "foreach", initialState: RowList.State(), reducer: { RowList() },
      examples: [
        .addRow, .rows(.element(id: 0, action: .onAppear)), .rows(.element(id: 0, action: .tick)),
        .rows(.element(id: 0, action: .delegate(.deleteRequested))),
      ]),
    identifiedAction,
    foreachBoard, foreachForgetful, foreachAddressing, foreachIDs,
    basics,
    optional,
    transpose,
    effects, effectsStale, effectsPair, effectsThrottle,
    presentation,
  ]

  /// The sandbox for a lesson id.
  public static func named(_ id: String) -> SandboxDefinition? {
    all.first { $0.id == id }
  }
}
