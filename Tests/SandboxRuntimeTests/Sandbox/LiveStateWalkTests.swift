import ReducerKit
import Testing
import TutorSupport

@testable import PromptLanguage
@testable import SandboxRuntime

/// `state PATH` and `scope PATH` follow a path through the sandbox's live state. These are the
/// answers, found or failed, for each kind of step and each way a step can fail, as the learner
/// reads them (the failures' words come from them).
@Suite("Paths through live state")
struct LiveStateWalkTests {
  struct Row: Equatable, Identifiable {
    var id: Int
    var seconds = 0
  }

  struct Detail: Equatable {
    var title = "t"
  }

  enum Path: Equatable {
    case detail(Detail)
  }

  struct Screen: Equatable {
    var rows: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2, seconds: 5)]
    var plain = [10, 20]
    var scores = ["ana": 3]
    var names: [String: String] = ["a\"b": "quoted"]
    var child: Row?
    var full: Row? = Row(id: 9)
    var count = 0
    var path = StackState<Path>([.detail(Detail())])
  }

  static let cases: [(String, String)] = [
    ("rows[id: 2].seconds", "found 5"),
    ("rows[id: 7]", "noElement [id: 7] in rows"),
    ("rows[1].id", "found 2"),
    ("rows[5]", "noElement [5] in rows"),
    ("plain[1]", "found 20"),
    ("plain[id: 1]", "noElement [id: 1] in plain"),
    ("plain[2]", "noElement [2] in plain"),
    (#"scores["ana"]"#, "found 3"),
    (#"scores["bob"]"#, #"noElement ["bob"] in scores"#),
    ("count[0]", "notACollection count"),
    ("count[id: 0]", "notACollection count"),
    (#"count["a"]"#, "notACollection count"),
    ("cont", "noField cont in state suggestion count"),
    ("xyzzy", "noField xyzzy in state suggestion -"),
    ("rows[id: 2].secs", "noField secs in rows[id: 2] suggestion -"),
    ("child", "isNil child"),
    ("child.seconds", "isNil child"),
    ("full.seconds", "found 0"),
    ("path[id: 0]", #"found detail(SandboxRuntimeTests.LiveStateWalkTests.Detail(title: "t"))"#),
    ("path[0]", #"found detail(SandboxRuntimeTests.LiveStateWalkTests.Detail(title: "t"))"#),
    ("path[id: 4]", "noElement [id: 4] in path"),
    ("path[3]", "noElement [3] in path"),
    ("count", "found 0"),
    (#"names["a\"b"].x"#, #"noField x in names["a\"b"] suggestion -"#),
  ]

  static func answer(_ text: String) throws -> String {
    let path = try ValuePath.parse(text)
    switch StateInspector.resolve(Screen(), path.components) {
    case .found(let value): return "found \(value)"
    case .isNil(let at): return "isNil \(at)"
    case .noField(let name, let parent, let suggestion):
      return "noField \(name) in \(parent) suggestion \(suggestion ?? "-")"
    case .noElement(let element, let parent): return "noElement \(element) in \(parent)"
    case .notACollection(let at): return "notACollection \(at)"
    }
  }

  @Test("Each path finds its part, or says where and why it stopped")
  func answers() throws {
    for (path, expected) in Self.cases {
      let answer = try Self.answer(path)
      #expect(answer == expected, "\(path): \(answer)")
    }
  }

  struct Plain: Codable, Equatable {
    struct Row: Codable, Equatable, Identifiable {
      var id: Int
      var seconds = 0
    }
    var rows = [Row(id: 1), Row(id: 2, seconds: 5)]
    var scores = ["ana": 3]
    var child: Row?
    var count = 0
  }

  /// Where a walk ended, in terms both forms of state share.
  static func ending<Node: StateNode>(_ walk: StateWalk<Node>) -> String {
    switch walk {
    case .found: "found"
    case .isNil(let index): "isNil at \(index)"
    case .failed(let failure, let index): "\(failure) at \(index)"
    }
  }

  @Test(
    "The live state and its encoded tree stop at the same component, for the same reason",
    arguments: [
      ("rows[id: 2].seconds", "found"), ("rows[id: 7].seconds", "noElement at 1"), ("rows[1]", "found"),
      ("rows[4]", "indexOutOfRange(count: 2) at 1"), (#"scores["ana"]"#, "found"),
      (#"scores["bob"]"#, #"noKey("bob") at 1"#), ("child.seconds", "isNil at 1"),
      ("count.x", "noField(among: []) at 1"), ("count[0]", "notAList at 1"),
      ("cont", #"noField(among: ["rows", "scores", "child", "count"]) at 0"#),
    ])
  func sameWalk(_ text: String, _ expected: String) throws {
    let components = try ValuePath.parse(text).components
    #expect(Self.ending(LiveState(Plain()).following(components)) == expected)
    #expect(Self.ending(try encodeToValue(Plain()).following(components)) == expected)
  }
}
