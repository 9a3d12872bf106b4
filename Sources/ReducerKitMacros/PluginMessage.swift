/// What the compiler asks of an attached macro, read from its `expandAttachedMacro` message
/// (shapes as in swift-syntax's `SwiftCompilerPluginMessageHandling`, protocol version 7).
struct ExpansionRequest {
  /// The macro's implementation type, as named in `#externalMacro(module:type:)`.
  let macroType: String
  /// `member`, `extension`, `memberAttribute`, `accessor`, `peer`.
  let role: String
  /// The declaration the macro is attached to, as written.
  let decl: SourceText
  /// For `memberAttribute`: the member the attributes would go on (`decl` is then the type).
  let member: SourceText?
  /// For `extension`: the protocols the type does not conform to yet, as written
  /// (`ReducerKit.Reducer`), `nil` when the compiler did not say.
  let missingConformances: String?
  /// For `extension`: the type to extend, qualified as the compiler wrote it (`Parent.State`).
  let extendedType: String?

  init?(_ message: JSON) {
    guard let macro = message["macro"], let macroType = macro["typeName"]?.string,
      let role = message["macroRole"]?.string
    else { return nil }
    self.macroType = macroType
    self.role = role
    guard let declSyntax = message["declSyntax"], let decl = SourceText(declSyntax) else { return nil }
    // For a member attribute the compiler sends the member as `declSyntax` and the type as
    // `parentDeclSyntax`; the macro reads the type first, so swap them.
    if role == "memberAttribute", let parent = message["parentDeclSyntax"].flatMap(SourceText.init) {
      self.decl = parent
      self.member = decl
    } else {
      self.decl = decl
      self.member = nil
    }
    self.missingConformances = message["conformanceListSyntax"].flatMap(SourceText.init)?.text
    self.extendedType = message["extendedTypeSyntax"].flatMap(SourceText.init)?.text.trimmingSpaces
  }
}

/// A piece of the user's source, with where it starts in its file (for diagnostics).
struct SourceText {
  let text: String
  let fileName: String
  /// The UTF-8 offset in the file of the first byte of `text`.
  let offset: Int

  init(text: String, fileName: String, offset: Int) {
    self.text = text
    self.fileName = fileName
    self.offset = offset
  }

  init?(_ syntax: JSON) {
    guard let text = syntax["source"]?.string, let location = syntax["location"],
      let fileName = location["fileName"]?.string, let offset = location["offset"]?.int
    else { return nil }
    self.init(text: text, fileName: fileName, offset: offset)
  }
}

/// An error the macro reports at a place in the user's source.
struct MacroDiagnostic: Error {
  let message: String
  /// The UTF-8 offset in the file.
  let offset: Int
  let fileName: String

  init(_ message: String, at offset: Int, in source: SourceText) {
    self.message = message
    self.offset = source.offset + offset
    self.fileName = source.fileName
  }

  var json: JSON {
    let position = JSON.object([("fileName", .string(fileName)), ("offset", .number(Double(offset)))])
    return .object([
      ("message", .string(message)), ("severity", .string("error")), ("position", position),
      ("highlights", .array([])), ("notes", .array([])), ("fixIts", .array([])),
    ])
  }
}

enum PluginReply {
  static func capability() -> String {
    JSON.object([
      ("getCapabilityResult", .object([("capability", .object([("protocolVersion", .number(7))]))]))
    ]).text
  }

  static func expansion(_ source: String?, diagnostics: [MacroDiagnostic]) -> String {
    JSON.object([
      (
        "expandMacroResult",
        .object([
          ("expandedSource", source.map(JSON.string) ?? .null),
          ("diagnostics", .array(diagnostics.map(\.json))),
        ])
      )
    ]).text
  }
}
