import Foundation
import Testing

@testable import PromptLanguage
@testable import SandboxRuntime
@testable import TutorSupport

private typealias F = ParsingFixtures

/// Random values decoded into the fixtures and applied to a state: always a value or an
/// `InputError`, never a crash.
@Suite struct ValueFuzzTests {
  static let names = [
    "inc", "dec", "left", "right", "setTo", "setBoth", "rows", "element", "tick", "id", "x", "y",
    "seconds", "count", "action", "some", "none", "_0", "delegate", "finished", "Row.State", "State", "Wide",
  ]

  static func randomValue(depth: Int, using generator: inout ParsingFixtures.SeededGenerator) -> Value {
    let pick = Int.random(in: 0..<(depth > 3 ? 7 : 12), using: &generator)
    func name() -> String { names.randomElement(using: &generator) ?? "x" }
    func arguments() -> [Value.Argument] {
      (0..<Int.random(in: 0...3, using: &generator)).map { _ in
        Value.Argument(
          Bool.random(using: &generator) ? name() : nil, randomValue(depth: depth + 1, using: &generator))
      }
    }
    switch pick {
    case 0: return .int(Int.random(in: -1000...1000, using: &generator))
    case 1: return .double(Double.random(in: -10...10, using: &generator))
    case 2: return .string(name())
    case 3: return .bool(Bool.random(using: &generator))
    case 4: return .nil
    case 5: return .uuid(ParsingFixtures.uuidOne)
    case 6: return .int(Int.max)
    case 7: return .caseValue(name: name().lowercased(), arguments: arguments())
    case 8:
      let typeName = ["Row.State", "State", "Wide", "Child"].randomElement(using: &generator) ?? "State"
      return .structLiteral(typeName: typeName, arguments: arguments())
    case 9:
      return .array(
        (0..<Int.random(in: 0...3, using: &generator)).map { _ in
          randomValue(depth: depth + 1, using: &generator)
        })
    case 10:
      return .keyed(arguments().map { Value.Field($0.label ?? name(), $0.value) })
    default:
      return .dictionary(arguments().map { Value.Entry(.string($0.label ?? name()), $0.value) })
    }
  }

  @Test func randomValuesDecodeOrFailCleanly() {
    var generator = ParsingFixtures.SeededGenerator(seed: 42)
    var reparsed = 0
    for _ in 0..<3_000 {
      let value = Self.randomValue(depth: 0, using: &generator)
      _ = try? decode(F.AppAction.self, from: value)
      _ = try? decode(F.ListAction.self, from: value)
      _ = try? decode(F.ListState.self, from: value)
      _ = try? decode(F.Wide.self, from: value)
      _ = try? decode([String: Int].self, from: value)
      _ = try? decode(ParsingFixtures.OpaqueKeyed.self, from: value, vocabulary: Self.names)
      // Re-parsing what a value prints gives the same value back.
      if case .keyed = value {
      } else if let parsed = try? ExpressionParser.parseValue(value.description) {
        #expect(parsed.value == value, "\(value) → \(parsed.value)")
        reparsed += 1
      }
    }
    #expect(reparsed > 1_000)
  }

  @Test func randomStatementsApplyOrFailCleanly() throws {
    var generator = ParsingFixtures.SeededGenerator(seed: 7)
    let tree = try encodeToValue(ValueEditTests.state)
    let paths = [
      "count", "rows", "rows[id: 1]", "rows[id: 9]", "rows[0].seconds", "rows[5]", "child", "child.count",
      "configs[\"a\"]", "tags[4]", "title", "flag", "ratio", "mode", "token", "nope", "",
    ]
    let operations = ["= ", "+= ", "-= ", ".append(", ".remove(id: ", ".toggle(", ".removeLast(", ".insert("]
    for _ in 0..<3_000 {
      let path = paths.randomElement(using: &generator) ?? ""
      let operation = operations.randomElement(using: &generator) ?? "= "
      let value = Self.randomValue(depth: 1, using: &generator)
      var text = "$0" + (path.isEmpty ? "" : "." + path)
      switch operation {
      case "= ", "+= ", "-= ": text += " " + operation + value.description
      case ".toggle(", ".removeLast(": text += operation + ")"
      case ".insert(":
        text += operation + value.description + ", at: \(Int.random(in: -1...3, using: &generator)))"
      default: text += operation + value.description + ")"
      }
      guard let statements = try? Statement.parseList(text) else { continue }
      if let result = try? tree.applying(statements) {
        _ = try? decode(F.ListState.self, from: result)
      }
    }
  }
}
