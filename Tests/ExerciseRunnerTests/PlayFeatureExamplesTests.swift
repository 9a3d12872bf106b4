import Foundation
import Testing

@testable import ExerciseRunner

/// The example actions `help` and TAB start from, found in the learner's own code: a case whose
/// payload is another action enum of the code gets that enum's first example.
@Suite("Playing a learner's own feature: examples of nested actions")
struct PlayFeatureExamplesTests {
  static let parent = """
    @Reducer
    struct Row {
      struct State: Codable, Equatable, Identifiable { var id = 0 }
      enum Action: Codable, Equatable { case tick, rename(String) }
    }

    @Reducer
    struct Sheet {
      struct State: Codable, Equatable {}
      enum Action: Codable, Equatable {
        case close
      }
    }

    @Reducer
    struct Board {
      struct State: Codable, Equatable {}
      enum Action: Codable, Equatable {
        case add
        case row(Row.Action)
        case rows(IdentifiedActionOf<Row>)
        case pairs(IdentifiedAction<Int, Row.Action>)
        case sheet(PresentationAction<Sheet.Action>)
        case path(StackActionOf<Row>)
        case moved(from: Int, to: Int)
        case note(Note)
        case again(Action)
      }
    }
    """

  @Test(
    "Children's actions, identified and presented actions, and stacks get examples; a struct payload does not"
  )
  func nested() throws {
    let feature = try PlayFeature.find(in: [Self.parent], named: "Board").get()
    #expect(
      feature.examples == [
        ".add", ".row(.tick)", ".rows(.element(id: 0, action: .tick))",
        ".pairs(.element(id: 0, action: .tick))", ".sheet(.presented(.close))", ".path(.popFrom(id: 0))",
        ".moved(from: 0, to: 0)", ".again(.add)",
      ])
  }
}
