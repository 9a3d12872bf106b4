import Foundation
import ReducerKit
import ReducerKitTesting
import Testing

@testable import PromptLanguage
@testable import SandboxRuntime
@testable import TutorTerminal

/// A `@Presented var ticker` is stored as `_ticker`: at the prompt it is read, completed,
/// encoded and linted under the name the learner wrote, `ticker`, as an optional.
@Suite("@Presented fields at the prompt")
struct PresentedFieldTests {
  struct Ticker: Equatable, Sendable, Codable {
    var seconds: Int
  }

  struct Screen: Equatable, Sendable, Codable {
    @Presented var ticker: Ticker?
    var closed: Int = 0
  }

  @Test("state ticker and state ticker.seconds find the presented child by its own name")
  func resolves() {
    let screen = Screen(ticker: Ticker(seconds: 3))
    guard case .found(let value) = StateInspector.resolve(screen, [.field("ticker"), .field("seconds")])
    else {
      Issue.record("ticker.seconds not found")
      return
    }
    #expect(value as? Int == 3)
    guard case .noField(_, _, let suggestion) = StateInspector.resolve(screen, [.field("tickr")]) else {
      Issue.record("a misspelt field must be refused")
      return
    }
    #expect(suggestion == "ticker")
    guard case .isNil(let path) = StateInspector.resolve(Screen(), [.field("ticker"), .field("seconds")])
    else {
      Issue.record("a dismissed child reads as nil")
      return
    }
    #expect(path == "ticker")
  }

  @Test("Completion offers ticker and ticker?.seconds, never _ticker")
  func completes() {
    let screen = Screen(ticker: Ticker(seconds: 0))
    #expect(StatePaths.paths(in: screen, optionalChaining: false) == ["ticker", "ticker.seconds", "closed"])
    #expect(StatePaths.paths(in: screen, optionalChaining: true) == ["ticker", "ticker?.seconds", "closed"])
    #expect(LiveState.optionalPaths(of: screen) == ["ticker"])
  }

  @Test("The state encodes under the learner's name and decodes back, presented or not")
  func codable() throws {
    let screen = Screen(ticker: Ticker(seconds: 2), closed: 1)
    let json = String(decoding: try JSONEncoder().encode(screen), as: UTF8.self)
    #expect(json.contains(#""ticker":{"seconds":2}"#))
    #expect(!json.contains("_ticker"))
    #expect(try JSONDecoder().decode(Screen.self, from: Data(json.utf8)) == screen)
    let empty = try JSONEncoder().encode(Screen())
    #expect(try JSONDecoder().decode(Screen.self, from: empty) == Screen())
  }

  @Test("Dumps and diffs show the learner's name for the presented child")
  func dumps() {
    #expect(actionDump(Screen(ticker: Ticker(seconds: 1))).contains("ticker: "))
    #expect(!actionDump(Screen(ticker: Ticker(seconds: 1))).contains("_ticker"))
    let diff = valueDiff(Screen(ticker: Ticker(seconds: 1)), Screen(ticker: nil, closed: 1)) ?? ""
    #expect(diff.contains("ticker: "), "\(diff)")
    #expect(!diff.contains("_ticker"), "\(diff)")
  }
}
