import Foundation
import Testing

@testable import ExerciseRunner

/// Which reducer `tutor play FILE` opens, its examples, and the compiler's words about the
/// generated `main` turned into the learner's.
@Suite("Playing a learner's own feature: choosing it and reading the compiler")
struct PlayFeatureTests {
  static let counter = """
    import ReducerKit

    /// A counter. // @Reducer struct NotThis {}
    @Reducer
    struct Counter {
      struct State: Codable, Equatable { var count = 0 }
      enum Action: Codable, Equatable {
        case increment, decrement
        case setCount(Int)
        case rename(to: String, loud: Bool)
        case child(Child.Action)
        case optional(Int?)
        /* case hidden */
      }
      var body: some ReducerOf<Self> { EmptyReducer() }
    }
    """

  static let parent = """
    @Reducer struct AppFeature {
      struct State: Codable, Equatable { var counter = Counter.State() }
      enum Action: Codable, Equatable { case counter(Counter.Action) }
    }
    """

  @Test("The one @Reducer type, its cases as typed, plain payloads filled, others left out")
  func oneFeature() throws {
    let feature = try PlayFeature.find(in: [Self.counter], named: nil).get()
    #expect(feature.name == "Counter")
    #expect(
      feature.examples == [
        ".increment", ".decrement", ".setCount(0)", ".rename(to: \"\", loud: false)", ".optional(nil)",
      ])
  }

  @Test("Several: the one no other names is the root; --feature picks any; else a clear problem")
  func severalFeatures() throws {
    #expect(try PlayFeature.find(in: [Self.counter, Self.parent], named: nil).get().name == "AppFeature")
    #expect(try PlayFeature.find(in: [Self.counter, Self.parent], named: "Counter").get().name == "Counter")
    let siblings = Self.counter + "\n@Reducer struct Other { enum Action { case go } }\n"
    #expect(throws: PlayFeature.Problem.ambiguous(["Counter", "Other"])) {
      try PlayFeature.find(in: [siblings], named: nil).get()
    }
    #expect(throws: PlayFeature.Problem.notFound("Countr", known: ["Counter"])) {
      try PlayFeature.find(in: [Self.counter], named: "Countr").get()
    }
    #expect(throws: PlayFeature.Problem.none) {
      try PlayFeature.find(in: ["struct Plain {}"], named: nil).get()
    }
  }

  @Test("A missing conformance in the generated main names the type and the protocol")
  func missingConformance() {
    let main = URL(fileURLWithPath: "/tmp/play/main.swift")
    let file = URL(fileURLWithPath: "/tmp/play/Counter.swift")
    let output = """
      /tmp/play/main.swift:3:1: error: global function 'main(initialState:reducer:examples:name:)' requires that 'Counter.State' conform to 'Decodable'
      PlayedFeature.main(
      ^
      """
    #expect(
      PlayProblem.compileFailure(output, feature: "Counter", files: [file], main: main)
        == .lacks(type: "Counter.State", protocol: "Codable"))
    let learner = """
      /tmp/play/Counter.swift:12:9: error: cannot find 'stat' in scope
              stat.count += 1
              ^~~~
      /tmp/play/main.swift:4:3: error: something that follows from it
      """
    guard
      case .doesNotCompile(let diagnostics) = PlayProblem.compileFailure(
        learner, feature: "Counter", files: [file], main: main)
    else {
      Issue.record("the learner's error comes first")
      return
    }
    #expect(diagnostics.map(\.line) == [12])
  }

  @Test("The generated main escapes what it quotes: the learner's text never becomes code")
  func escaping() {
    let main = PlayBuild.mainSource(
      of: PlayFeature(name: "Counter", examples: [#".say("\(boom)")"#, ".a\nexit(1)"]))
    #expect(main.contains(#"".say(\"\\(boom)\")","#))
    #expect(main.contains(#"".a\u{a}exit(1)","#))
  }
}
