import Testing

/// `@DependencyClient` and `@DependencyEndpoint` expansions, exactly.
@Suite struct DependencyClientGoldenTests {
  // swift-dependencies: DependencyClientMacroTests.testBasics, testDefaultValue, testOptional
  @Test func initializers() throws {
    let reply = try PluginHarness.expand(
      "DependencyClientMacro", role: "member",
      source: """
        @DependencyClient
        public struct Client: Sendable {
          public var fetch: @Sendable (_ id: Int) async throws -> String
          public var count: @Sendable () -> Int = { 42 }
          var name: String?
          static let shared = 1
          var computed: Int { 1 }
        }
        """)
    #expect(
      reply.expandedSource == """
        init(
          fetch: @Sendable @escaping (_ id: Int) async throws -> String,
          count: @Sendable @escaping () -> Int,
          name: String? = nil
        ) {
          self.fetch = fetch
          self.count = count
          self.name = name
        }

        init(
          name: String? = nil
        ) {
          self.name = name
          self.count = { [implementation = self.count] in
            ReducerKit.reportUnimplemented("Client.count")
            return implementation()
          }
        }
        """)
  }

  @Test func endpointAttributeNamesTheClient() throws {
    let reply = try PluginHarness.expand(
      "DependencyClientMacro", role: "memberAttribute", source: "@DependencyClient struct Client {}",
      member: "var fetch: (Int) throws -> String")
    #expect(reply.expandedSource == #"@ReducerKit.DependencyEndpoint(client: "Client")"#)
    let notAnEndpoint = try PluginHarness.expand(
      "DependencyClientMacro", role: "memberAttribute", source: "@DependencyClient struct Client {}",
      member: "var name: String")
    #expect(notAnEndpoint.expandedSource == "")
  }

  // swift-dependencies: DependencyEndpointMacroTests (throwing endpoint)
  @Test func throwingEndpointStorage() throws {
    let peers = try PluginHarness.expand(
      "DependencyEndpointMacro", role: "peer",
      source: "var fetch: @Sendable (Int, String) async throws -> Int")
    #expect(
      peers.expandedSource == """
        private var _fetch: @Sendable (Int, String) async throws -> Int = { _, _ in
          ReducerKit.reportUnimplemented("fetch")
          throw ReducerKit.Unimplemented("fetch")
        }
        """)
  }
}

extension DependencyClientGoldenTests {
  // swift-dependencies: DependencyEndpointMacroTests.testArgumentLabels (TCA's Search example
  // calls `weatherClient.search(query:)`)
  @Test func labelledEndpointGetsAMethodWithItsLabels() throws {
    let peers = try PluginHarness.expand(
      "DependencyEndpointMacro", role: "peer",
      source: "public var forecast: @Sendable (_ place: Place, Int) async throws -> [Day]")
    #expect(
      peers.expandedSource == """
        private var _forecast: @Sendable (_ place: Place, Int) async throws -> [Day] = { _, _ in
          ReducerKit.reportUnimplemented("forecast")
          throw ReducerKit.Unimplemented("forecast")
        }

        public func forecast(place p0: Place, _ p1: Int) async throws -> [Day] {
          try await self.forecast(p0, p1)
        }
        """)
    // TCA's TicTacToe writes the type on the line after the name: still one endpoint.
    let client = try PluginHarness.expand(
      "DependencyClientMacro", role: "member",
      source: """
        @DependencyClient
        struct AuthenticationClient {
          var login:
            @Sendable (_ email: String, _ password: String) async throws -> Token
        }
        """)
    #expect(
      try #require(client.expandedSource).hasPrefix(
        "init(\n  login: @Sendable @escaping (_ email: String, _ password: String) async throws -> Token\n)"))
    // Without a label the property is called as it is: no method.
    let plain = try PluginHarness.expand(
      "DependencyEndpointMacro", role: "peer", source: "var count: (Int) -> Int = { $0 }")
    #expect(try #require(plain.expandedSource).contains("func ") == false)
  }
}

/// What the hand parser has to get through in real reducers.
@Suite struct PluginParserTests {
  @Test func reducerEnumKeepsConditionalCasesAndDefaults() throws {
    let reply = try PluginHarness.expand(
      "ReducerMacro", role: "member",
      source: """
        @Reducer public enum Path {
          case meeting(Meeting = Meeting(title: "a } b"))
          #if os(Linux)
          case linux(Linux)
          #endif
          @ReducerCaseIgnored case note(String)
        }
        """)
    let source = try #require(reply.expandedSource)
    #expect(
      source.contains(
        "public enum State: ReducerKit.CaseReducerState {\n  public typealias StateReducer = Path\n"))
    #expect(
      source.contains(
        "  case meeting(Meeting.State)\n#if os(Linux)\n  case linux(Linux.State)\n#endif\n  case note(String)\n}"
      ))
    #expect(
      source.contains("  case meeting(Meeting.Action)\n#if os(Linux)\n  case linux(Linux.Action)\n#endif\n}"))
    #expect(source.contains("{\n    Meeting(title: \"a } b\")\n  }\n#if os(Linux)"))
  }

  @Test func payloadsWithGenericsClosuresAndLabels() throws {
    let reply = try PluginHarness.expand(
      "CasePathableMacro", role: "member",
      source: """
        enum Action {
          case rows(IdentifiedActionOf<Row>), response(Result<[String], any Error>)
          case callback((@Sendable () -> Void))
          case map(Dictionary<String, (Int) -> Bool>)
          case labelled(_ value: Int, other: String = "\\(1 + 1) }")
        }
        """)
    let source = try #require(reply.expandedSource)
    #expect(source.contains("var rows: ReducerKit.AnyCasePath<Action, IdentifiedActionOf<Row>>"))
    #expect(source.contains("var response: ReducerKit.AnyCasePath<Action, Result<[String], any Error>>"))
    #expect(source.contains("var callback: ReducerKit.AnyCasePath<Action, (@Sendable () -> Void)>"))
    #expect(source.contains("var map: ReducerKit.AnyCasePath<Action, Dictionary<String, (Int) -> Bool>>"))
    #expect(source.contains("var labelled: ReducerKit.AnyCasePath<Action, (Int, other: String)>"))
    #expect(source.contains("embed: { .labelled($0.0, other: $0.1) }"))
  }
}
