import Foundation
import Testing

@testable import PromptLanguage
@testable import SandboxRuntime
@testable import TutorSupport

/// Small Codable types mirroring the lessons' actions and states.
enum ParsingFixtures {
  enum CounterAction: Codable, Equatable, Sendable {
    case inc, dec
  }

  enum AppAction: Codable, Equatable, Sendable {
    case left(CounterAction)
    case right(CounterAction)
    case clearLog
    case setTo(Int)
    case setBoth(x: Int, y: Int)
    case rename(String)
    case scale(Double)
    case toggle(on: Bool)
    case maybe(Int?)
  }

  enum Row {
    struct State: Codable, Equatable, Sendable {
      var id: Int
      var seconds: Int
    }

    enum Action: Codable, Equatable, Sendable {
      case onAppear
      case tick
      case delegate(Delegate)

      enum Delegate: Codable, Equatable, Sendable {
        case finished(seconds: Int)
        case removeMe
      }
    }
  }

  enum IdentifiedAction<ID: Codable & Equatable & Sendable, Action: Codable & Equatable & Sendable>: Codable,
    Equatable, Sendable
  {
    case element(id: ID, action: Action)
  }

  enum ListAction: Codable, Equatable, Sendable {
    case rows(IdentifiedAction<Int, Row.Action>)
    case addRow
    case insert(Row.State)
    case replaceAll([Row.State])
  }

  struct Child: Codable, Equatable, Sendable {
    var count: Int
  }

  enum Theme: String, Codable, Equatable, Sendable {
    case light, dark
  }

  struct ListState: Codable, Equatable, Sendable {
    var rows: [Row.State] = []
    var count = 0
    var child: Child?
    var configs: [String: Int] = [:]
    var title = ""
    var flag = false
    var ratio = 0.0
    var token = UUID(uuidString: "00000000-0000-0000-0000-000000000000") ?? UUID()
    var theme = Theme.light
    var mode = CounterAction.inc
    var tags: [Int: String] = [:]
  }

  struct Wide: Codable, Equatable, Sendable {
    var small: Int8
    var unsigned: UInt16
    var float: Float
    var maybe: String?
    var nested: [[Int]]
    var byID: [UUID: Int]
  }

  /// The catalogs in the worktree's `locales` folder.
  static func catalog(_ language: String) throws -> Catalog {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return try Catalog.load(language: language, from: root.appendingPathComponent("locales"))
  }

  /// The error `body` throws, as an `InputError`.
  static func inputError(_ body: () throws -> Void) -> InputError? {
    do {
      try body()
      return nil
    } catch let error as InputError {
      return error
    } catch {
      Issue.record("not an InputError: \(error)")
      return nil
    }
  }

  /// Parses and decodes an action as the tutor does.
  static func action<T: Decodable>(
    _ text: String, as type: T.Type = AppAction.self, vocabulary: [String] = []
  )
    throws -> T
  {
    try decode(type, from: ExpressionParser.parseValue(text), vocabulary: vocabulary)
  }

  static let uuidOne = UUID(uuidString: "00000000-0000-0000-0000-000000000001") ?? UUID()

  /// An enum whose key type is a struct: its cases cannot be listed, so suggestions come from the
  /// caller's vocabulary.
  enum OpaqueKeyed: Decodable, Equatable {
    case alpha, beta

    struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init?(stringValue: String) {
        guard ["alpha", "beta"].contains(stringValue) else { return nil }
        self.stringValue = stringValue
      }
      init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      guard let key = container.allKeys.first else {
        throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no case"))
      }
      self = key.stringValue == "alpha" ? .alpha : .beta
    }
  }

  /// A small deterministic generator (SplitMix64) for repeatable fuzzing.
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }
}
