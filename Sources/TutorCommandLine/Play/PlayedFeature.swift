import Foundation
import Learning
import PromptLanguage
import ReducerKit
import SandboxRuntime

/// The entry point of the private executable that `tutor play FILE` builds: its generated
/// `main.swift` is one call to this, with the learner's feature.
///
///     PlayedFeature.main(initialState: Counter.State(), reducer: { Counter() }, examples: [".increment"])
///
/// It hands the engine a course of one sandbox, named after the feature, and runs the command
/// line it was given (`play Counter --resources … --lang …`). Examples that do not decode as the
/// feature's actions are left out (they were found in the learner's text, not by the compiler).
public enum PlayedFeature {
  public static func main<R: Reducer>(
    initialState: R.State, reducer: @escaping @Sendable () -> R, examples: [String],
    name: String = String(describing: R.self)
  ) -> Never
  where R.State: Codable & Equatable & Sendable, R.Action: Codable & Equatable {
    exit(run(initialState: initialState, reducer: reducer, examples: examples, name: name))
  }

  static func run<R: Reducer>(
    initialState: R.State, reducer: @escaping @Sendable () -> R, examples: [String], name: String,
    arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Int32
  where R.State: Codable & Equatable & Sendable, R.Action: Codable & Equatable {
    let sandbox = SandboxDefinition(
      id: name, initialState: initialState, reducer: reducer,
      examples: actions(R.Action.self, from: examples))
    let course = Course(
      sandboxes: SandboxList([sandbox]), bundleName: "ReducerTutor_BuiltInCourse", checkout: nil)
    return TutorApp(environment: environment, course: course).run(arguments: arguments)
  }

  /// The examples that are actions of the feature.
  static func actions<Action: Decodable>(_ type: Action.Type, from examples: [String]) -> [Action] {
    let vocabulary = examples.compactMap { text -> String? in
      let name = text.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      return name.isEmpty ? nil : String(name)
    }
    let decoder = ValueDecoder(vocabulary: vocabulary)
    return examples.compactMap { text in
      guard let parsed = try? ExpressionParser.parseValue(text) else { return nil }
      return try? decoder.decode(Action.self, from: parsed)
    }
  }
}
