import Testing

/// Half-typed declarations (as an editor sends them while the user types) get an answer, never
/// a crash or a hang: every prefix of a real reducer, to every macro in every role.
@Suite struct PluginRobustnessTests {
  @Test func everyPrefixOfADeclarationIsAnswered() throws {
    let source = """
      @Reducer public enum Destination<T> {
        case detail(Detail = Detail(title: "a } \\(1)"), label: [String: (Int) -> Void])
        #if DEBUG
        @ReducerCaseIgnored indirect case note(String), other
        #endif
        /* { */ case alert(AlertState<Alert>) // }
        var x: @Sendable () async throws -> Int = { 42 }
      }
      """
    let utf8 = Array(source.utf8)
    let prefixes = stride(from: 0, through: utf8.count, by: 3).map {
      String(decoding: utf8[..<$0], as: UTF8.self)
    }
    let macros = [
      "CasePathableMacro", "ReducerMacro", "PresentsMacro", "DependencyClientMacro",
      "DependencyEndpointMacro",
      "ObservableStateMacro",
    ]
    var messages: [[String: Any]] = [["getCapability": ["capability": ["protocolVersion": 7]]]]
    for prefix in prefixes {
      for macro in macros {
        for role in ["member", "extension", "peer", "accessor"] {
          let syntax: [String: Any] = [
            "kind": "declaration", "source": prefix,
            "location": ["fileID": "T/t.swift", "fileName": "t.swift", "offset": 0, "line": 1, "column": 1],
          ]
          messages.append([
            "expandAttachedMacro": [
              "macro": ["moduleName": "ReducerKitMacros", "typeName": macro, "name": macro],
              "macroRole": role,
              "discriminator": "d", "attributeSyntax": syntax, "declSyntax": syntax,
            ] as [String: Any]
          ])
        }
      }
    }
    let replies = try PluginHarness.exchange(messages)
    #expect(replies.count == messages.count)
    #expect(replies.dropFirst().allSatisfy { $0.hasPrefix(#"{"expandMacroResult":"#) })
  }
}
