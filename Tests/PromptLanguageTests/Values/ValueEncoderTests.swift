import Foundation
import Testing

@testable import PromptLanguage
@testable import SandboxRuntime

private typealias F = ParsingFixtures

@Suite struct ValueEncoderTests {
  @Test func enumsEncodeAsCases() throws {
    #expect(try encodeToValue(F.CounterAction.inc) == .case("inc"))
    #expect(try encodeToValue(F.AppAction.setTo(5)) == .case("setTo", .init(nil, .int(5))))
    #expect(
      try encodeToValue(F.AppAction.setBoth(x: 1, y: 2))
        == .case("setBoth", .init("x", .int(1)), .init("y", .int(2))))
    #expect(try encodeToValue(F.AppAction.left(.inc)) == .case("left", .init(nil, .case("inc"))))
    #expect(
      try encodeToValue(F.ListAction.rows(.element(id: 2, action: .tick)))
        == .case("rows", .init(nil, .case("element", .init("id", .int(2)), .init("action", .case("tick"))))))
    #expect(try encodeToValue(F.AppAction.maybe(nil)) == .case("maybe", .init(nil, .nil)))
  }

  @Test func encodedActionsReadBackAsTyped() throws {
    let value = try encodeToValue(
      F.ListAction.rows(.element(id: 2, action: .delegate(.finished(seconds: 3)))))
    #expect(value.description == ".rows(.element(id: 2, action: .delegate(.finished(seconds: 3))))")
    #expect(try ExpressionParser.parseValue(value.description).value == value)
  }

  @Test func structsEncodeAsKeyedInFieldOrder() throws {
    let state = F.ListState(rows: [.init(id: 1, seconds: 2)], count: 3, title: "señal")
    let value = try encodeToValue(state)
    guard case .keyed(let fields) = value else {
      Issue.record("not keyed: \(value)")
      return
    }
    #expect(
      fields.map(\.name) == [
        "rows", "count", "child", "configs", "title", "flag", "ratio", "token", "theme", "mode", "tags",
      ])
    #expect(value[field: "rows"] == .array([.keyed([.init("id", .int(1)), .init("seconds", .int(2))])]))
    #expect(value[field: "child"] == .nil)
    #expect(value[field: "title"] == .string("señal"))
    #expect(
      value[field: "token"] == .uuid(UUID(uuidString: "00000000-0000-0000-0000-000000000000") ?? UUID()))
    #expect(value[field: "theme"] == .string("light"))
    #expect(value[field: "mode"] == .case("inc"))
  }

  @Test func dictionaryShapes() throws {
    #expect(try encodeToValue(["a": 1]) == .keyed([.init("a", .int(1))]))
    #expect(try encodeToValue([7: "x"]) == .keyed([.init("7", .string("x"))]))
    #expect(
      try encodeToValue([ParsingFixtures.uuidOne: 2]) == .array([.uuid(ParsingFixtures.uuidOne), .int(2)]))
  }

  @Test func leaves() throws {
    #expect(try encodeToValue(5) == .int(5))
    #expect(try encodeToValue(2.5) == .double(2.5))
    #expect(try encodeToValue(Float(1.5)) == .double(1.5))
    #expect(try encodeToValue(true) == .bool(true))
    #expect(try encodeToValue(Int?.none) == .nil)
    #expect(try encodeToValue(UInt8(200)) == .int(200))
    #expect(throws: EncodingError.self) { try encodeToValue(UInt64.max) }
  }

  struct RoundTrip: Sendable, CustomTestStringConvertible {
    var name: String
    var check: @Sendable () throws -> Bool
    var testDescription: String { name }
  }

  static func roundTrips<T: Codable & Equatable>(_ value: T) throws -> Bool {
    try decode(T.self, from: encodeToValue(value)) == value
  }

  @Test(arguments: [
    RoundTrip(name: "counter") { try roundTrips(F.CounterAction.dec) },
    RoundTrip(name: "app actions") {
      try [
        F.AppAction.left(.inc), .right(.dec), .clearLog, .setTo(-4), .setBoth(x: 1, y: 2), .rename("señal ñ"),
        .scale(0.5), .toggle(on: false), .maybe(nil), .maybe(3),
      ].allSatisfy { try roundTrips($0) }
    },
    RoundTrip(name: "list actions") {
      try [
        F.ListAction.rows(.element(id: 2, action: .tick)),
        .rows(.element(id: 1, action: .delegate(.removeMe))),
        .addRow, .insert(.init(id: 1, seconds: 2)), .replaceAll([.init(id: 1, seconds: 2)]),
      ].allSatisfy { try roundTrips($0) }
    },
    RoundTrip(name: "state") {
      try roundTrips(
        F.ListState(
          rows: [.init(id: 1, seconds: 2), .init(id: 2, seconds: 0)], count: 3, child: .init(count: 1),
          configs: ["a": 1, "b": 2], title: "t\"q", flag: true, ratio: 0.25, token: ParsingFixtures.uuidOne,
          theme: .dark,
          mode: .dec, tags: [1: "one", 2: "two"]))
    },
    RoundTrip(name: "empty state") { try roundTrips(F.ListState()) },
    RoundTrip(name: "wide") {
      try roundTrips(
        F.Wide(
          small: -8, unsigned: 65535, float: 2.5, maybe: nil, nested: [[], [1, 2]],
          byID: [ParsingFixtures.uuidOne: 9]
        ))
    },
    RoundTrip(name: "optionals and arrays") {
      try roundTrips([F.Row.State?.none, .some(.init(id: 1, seconds: 1))])
        && roundTrips([[F.CounterAction.inc], []]) && roundTrips(Optional(F.AppAction.clearLog))
    },
  ])
  func encodeThenDecodeRoundTrips(_ example: RoundTrip) throws {
    #expect(try example.check())
  }
}
