import Testing

/// The plugin fed protocol messages as the compiler sends them, its expansions checked exactly.
@Suite struct PluginGoldenTests {
  @Test func capability() throws {
    let replies = try PluginHarness.exchange([["getCapability": ["capability": ["protocolVersion": 7]]]])
    #expect(replies == [#"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#])
  }

  // swift-case-paths: CasePathableMacroTests.testCasePathable
  @Test func casePathableMembers() throws {
    let reply = try PluginHarness.expand(
      "CasePathableMacro", role: "member",
      source: "@CasePathable enum E { case inc; case left(Counter.Action); case set(x: Int, y: Int) }")
    #expect(
      reply.expandedSource == """
        struct AllCasePaths: Sendable {
          var inc: ReducerKit.AnyCasePath<E, Void> {
            ReducerKit.AnyCasePath<E, Void>(
              embed: { .inc },
              extract: { if case .inc = $0 { return () } else { return nil } }
            )
          }
          var left: ReducerKit.AnyCasePath<E, Counter.Action> {
            ReducerKit.AnyCasePath<E, Counter.Action>(
              embed: { .left($0) },
              extract: { if case .left(let v0) = $0 { return v0 } else { return nil } }
            )
          }
          var set: ReducerKit.AnyCasePath<E, (x: Int, y: Int)> {
            ReducerKit.AnyCasePath<E, (x: Int, y: Int)>(
              embed: { .set(x: $0.0, y: $0.1) },
              extract: { if case .set(let v0, let v1) = $0 { return (x: v0, y: v1) } else { return nil } }
            )
          }
        }
        static var allCasePaths: AllCasePaths { AllCasePaths() }
        """)
    #expect(reply.diagnostics.isEmpty)
  }

  // swift-case-paths: testCasePathable_Access (public), #if kept around the members
  @Test func casePathablePublicWithConditionalCase() throws {
    let reply = try PluginHarness.expand(
      "CasePathableMacro", role: "member",
      source: """
        public enum E<T> {
          /* case fake { */ case value(T) // "}"
          #if DEBUG
          case debug(String = "{")
          #endif
        }
        """)
    let source = try #require(reply.expandedSource)
    #expect(
      source.hasPrefix(
        "public struct AllCasePaths: Sendable {\n  public var value: ReducerKit.AnyCasePath<E, T> {"))
    #expect(source.contains("#if DEBUG\n  public var debug: ReducerKit.AnyCasePath<E, String> {"))
    #expect(source.contains("}\n#endif\n}\npublic static var allCasePaths: AllCasePaths { AllCasePaths() }"))
    #expect(!source.contains("fake"))
  }

  @Test func casePathableExtensionUsesTheQualifiedName() throws {
    let reply = try PluginHarness.expand(
      "CasePathableMacro", role: "extension", source: "enum Action { case inc }",
      extendedType: "Feature.Action",
      conformances: "ReducerKit.CasePathable")
    #expect(reply.expandedSource == "extension Feature.Action: ReducerKit.CasePathable {}")
  }

  // TCA: ReducerMacroTests.testBasics
  @Test func reducerMemberAttributes() throws {
    let feature =
      "@Reducer struct Feature { struct State {}; enum Action {}; var body: some ReducerOf<Self> { EmptyReducer() } }"
    func attributes(_ member: String) throws -> String? {
      try PluginHarness.expand("ReducerMacro", role: "memberAttribute", source: feature, member: member)
        .expandedSource
    }
    #expect(try attributes("enum Action {}") == "@ReducerKit.CasePathable @ReducerKit.ReducerAction")
    #expect(try attributes("enum State {}") == "@ReducerKit.CasePathable")
    #expect(try attributes("struct State {}") == "")
    #expect(
      try attributes("var body: some ReducerOf<Self> { EmptyReducer() }")
        == "@ReducerKit.ReducerBuilder<Self.State, Self.Action>")
    // TCA: ReducerMacroTests.testAlreadyApplied
    #expect(try attributes("@CasePathable enum Action {}") == "@ReducerKit.ReducerAction")
    #expect(try attributes("@CasePathable @ReducerAction enum Action {}") == "")
    #expect(
      try attributes("@ReducerBuilder<State, Action> var body: some ReducerOf<Self> { EmptyReducer() }") == ""
    )
    let conformance = try PluginHarness.expand(
      "ReducerMacro", role: "extension", source: feature, extendedType: "Feature",
      conformances: "ReducerKit.Reducer")
    #expect(conformance.expandedSource == "extension Feature: ReducerKit.Reducer {}")
    let already = try PluginHarness.expand(
      "ReducerMacro", role: "extension", source: "@Reducer struct Feature: Reducer {}",
      extendedType: "Feature")
    #expect(already.expandedSource == "")
  }

  // Not TCA's: the `Sendable` of a `@Reducer`'s action, stated, so that a recursive action
  // (TCA's Recursion case study) compiles; nothing when it is stated already or present.
  @Test func reducerActionStatesSendable() throws {
    let stated = try PluginHarness.expand(
      "ReducerActionMacro", role: "extension", source: "enum Action { indirect case rows(Rows) }",
      extendedType: "Nested.Action", conformances: "Swift.Sendable")
    #expect(stated.expandedSource == "extension Nested.Action: Swift.Sendable {}")
    let written = try PluginHarness.expand(
      "ReducerActionMacro", role: "extension", source: "enum Action: BindableAction, Sendable { case a }",
      extendedType: "Feature.Action", conformances: "Swift.Sendable")
    #expect(written.expandedSource == "")
    let present = try PluginHarness.expand(
      "ReducerActionMacro", role: "extension", source: "enum Action { case a }",
      extendedType: "Feature.Action", conformances: "")
    #expect(present.expandedSource == "")
  }

  // TCA: ReducerMacroTests.testEnum
  @Test func reducerEnum() throws {
    let reply = try PluginHarness.expand(
      "ReducerMacro", role: "member",
      source: """
        @Reducer enum Destination {
          case activity(Activity)
          case alert(AlertState<Alert>)
          enum Alert { case ok }
        }
        """)
    #expect(
      reply.expandedSource == """
        @ReducerKit.CasePathable
        @ReducerKit.ObservableState
        enum State: ReducerKit.CaseReducerState {
          typealias StateReducer = Destination
          case activity(Activity.State)
          case alert(AlertState<Alert>)
        }
        @ReducerKit.CasePathable
        enum Action: Sendable {
          case activity(Activity.Action)
          case alert(Alert)
        }
        @ReducerKit.ReducerBuilder<Self.State, Self.Action>
        static var body: some ReducerKit.Reducer<Self.State, Self.Action> {
          ReducerKit.Scope(state: ReducerKit.CasePath(State.activity), named: "activity", action: ReducerKit.CasePath(Action.activity)) {
            Activity()
          }
        }
        """)
  }

  // TCA's TicTacToe: an enum of features with a `static var body` of its own keeps it.
  @Test func reducerEnumWithItsOwnBody() throws {
    let reply = try PluginHarness.expand(
      "ReducerMacro", role: "member",
      source: """
        @Reducer public enum App {
          case login(Login)
          case game(Game)

          public static var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }
              .ifCaseLet(\\.login, action: \\.login) { Login() }
          }
        }
        """)
    let source = try #require(reply.expandedSource)
    #expect(
      source.contains(
        "public enum Action: Sendable {\n  case login(Login.Action)\n  case game(Game.Action)\n}"))
    #expect(!source.contains("static var body"))
  }

  // TCA: PresentsMacroTests.testBasics
  @Test func presents() throws {
    let source = "@Presents var destination: Destination.State?"
    let accessors = try PluginHarness.expand("PresentsMacro", role: "accessor", source: source)
    #expect(
      accessors.expandedSource == """
        @storageRestrictions(initializes: _destination)
        init(initialValue) {
          _destination = ReducerKit.Presented(wrappedValue: initialValue)
        }
        get {
          _destination.wrappedValue
        }
        set {
          _destination.wrappedValue = newValue
        }
        """)
    let peers = try PluginHarness.expand("PresentsMacro", role: "peer", source: "public " + source)
    #expect(
      peers.expandedSource?.hasPrefix("public var $destination: ReducerKit.Presented<Destination.State> {")
        == true)
    #expect(
      peers.expandedSource?.hasSuffix(
        "private var _destination = ReducerKit.Presented<Destination.State>(wrappedValue: nil)") == true)
  }

  // Diagnostics are placed at the offset of the offending token, counted from the file's start.
  @Test func diagnosticOffsets() throws {
    let casePathable = try PluginHarness.expand(
      "CasePathableMacro", role: "member", source: "@CasePathable\nstruct S {}", offset: 100)
    #expect(casePathable.expandedSource == nil)
    #expect(casePathable.diagnostics.map(\.0) == ["'@CasePathable' cannot be applied to struct type 'S'"])
    #expect(casePathable.diagnostics.map(\.1) == [114])
    let presents = try PluginHarness.expand(
      "PresentsMacro", role: "peer", source: "@Presents var alert: Int", offset: 10)
    #expect(presents.diagnostics.map(\.1) == [10 + 21])
    let accessorRole = try PluginHarness.expand(
      "PresentsMacro", role: "accessor", source: "@Presents var alert: Int")
    #expect(accessorRole.diagnostics.isEmpty)  // reported once, by the peer role
  }
}
