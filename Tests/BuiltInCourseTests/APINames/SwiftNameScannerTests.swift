import Testing

/// How the API name check reads code and Markdown (``SwiftNameScanner``, ``MarkdownCode``,
/// ``APINameCheck/checkedCode(_:)``): no compiler needed.
@Suite("API names: reading code and Markdown")
struct SwiftNameScannerTests {
  static func mention(_ kind: APIMention.Kind, _ name: String, _ labels: [String]? = nil) -> APIMention {
    APIMention(kind: kind, name: name, labels: labels)
  }

  @Test("Members with their labels, types, initializers, attributes and dependency keys")
  func mentions() {
    let code = """
      @Dependency(\\.continuousClock) var clock   // a comment: .notAMention
      var body: some ReducerOf<Self> {
        Scope(state: \\.left, action: \\.left) { Counter() }
        Reduce { state, action in .none }
          .ifLet(\\.$destination, action: \\.destination)
          .cancellable(id:cancelInFlight:)
          .setName(…)
      }
      let s = "a .quoted(name)"
      """
    let result = SwiftNameScanner.scan(code)
    #expect(
      result.mentions == [
        Self.mention(.attribute, "Dependency"), Self.mention(.dependencyKey, "continuousClock"),
        Self.mention(.type, "ReducerOf"), Self.mention(.initializer, "Scope", ["state", "action"]),
        Self.mention(.initializer, "Counter", []), Self.mention(.type, "Reduce"),
        Self.mention(.member, "none"),
        Self.mention(.member, "ifLet", ["_", "action"]),
        Self.mention(.member, "cancellable", ["id", "cancelInFlight"]), Self.mention(.member, "setName"),
      ])
    #expect(result.declared == ["clock", "body", "s"])
  }

  @Test("Declared names: types, cases listed after one case, variables listed after one var")
  func declarations() {
    let code = """
      struct App { var left = 0, right = 0 }
      enum Action { case inc, dec(by: Int), clearLog }
      switch action { case .inc, .dec: break }
      """
    #expect(
      SwiftNameScanner.scan(code).declared == ["App", "left", "right", "Action", "inc", "dec", "clearLog"])
  }

  @Test("Inline code: commands, paths and options are not read; one camel-cased name is a member")
  func inlineCode() {
    func checked(_ code: String) -> String? {
      APINameCheck.checkedCode(MarkdownCode(fence: nil, code: code, line: 1, context: ""))
    }
    #expect(checked("tutor lint") == nil)
    #expect(checked("advance 1s") == nil)
    #expect(checked(":next") == nil)
    #expect(checked("--lang") == nil)
    #expect(checked("docs/benchmarks.md") == nil)
    #expect(checked("Package.swift") == nil)
    #expect(checked("send .left(.inc) { $0.left = 1 }") == ".left(.inc) { $0.left = 1 }")
    #expect(checked("ifLet") == ".ifLet")
    #expect(checked("dismissing(last:)") == ".dismissing(last:)")
    #expect(checked("count") == "count")
  }

  @Test("Markdown: spans with their line and paragraph; Swift blocks with the paragraph before")
  func markdown() {
    let text = """
      # Title

      A paragraph with `Scope` and,
      on its second line, `.ifLet`.

      - an item with `@Presents`
      - another with `liftEach`

          .left(.inc)

      SwiftUI shows it:

      ```swift sketch
      NavigationStack {}
      ```

      ```sh
      swift build
      ```
      """
    let pieces = MarkdownCode.pieces(in: text)
    #expect(pieces.map(\.code) == ["Scope", ".ifLet", "@Presents", "liftEach", "NavigationStack {}"])
    #expect(pieces.map(\.line) == [3, 4, 6, 7, 14])
    #expect(
      pieces[3].context
        == "A paragraph with `Scope` and,\non its second line, `.ifLet`.\n- another with `liftEach`")
    #expect(pieces[4].isSketch)
    #expect(pieces[4].context.contains("SwiftUI shows it:"))
  }

  @Test("Labels: written labels in order, declared ones with defaults or closures left out")
  func labels() {
    #expect(DeclaredAPI.compatible(["_", "action"], ["_", "action", "then"]))
    #expect(DeclaredAPI.compatible([], ["id", "cancelInFlight"]))
    #expect(!DeclaredAPI.compatible(["action", "_"], ["_", "action"]))
    #expect(!DeclaredAPI.compatible(["id", "cancelInFlights"], ["id", "cancelInFlight"]))
    #expect(
      DeclaredAPI.split("cancellable(id:cancelInFlight:)") == ("cancellable", ["id", "cancelInFlight"]))
  }
}
