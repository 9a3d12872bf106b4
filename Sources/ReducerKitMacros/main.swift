// The macro plugin the compiler runs for ReducerKit's macros: it reads requests on standard
// input and answers on standard output until the compiler closes the pipe
// (PluginIO for the framing, PluginMessage for the shapes).

while let bytes = PluginIO.readMessage() {
  guard let message = try? JSON.parse(bytes), let (kind, body) = message.singleKey else {
    PluginIO.writeMessage(PluginReply.expansion(nil, diagnostics: []))
    continue
  }
  switch kind {
  case "getCapability":
    PluginIO.writeMessage(PluginReply.capability())
  case "expandAttachedMacro":
    guard let request = ExpansionRequest(body) else {
      PluginIO.writeMessage(PluginReply.expansion(nil, diagnostics: []))
      continue
    }
    do {
      let source = try MacroDispatch.expand(
        request, attribute: body["attributeSyntax"]?["source"]?.string ?? "")
      PluginIO.writeMessage(PluginReply.expansion(source, diagnostics: []))
    } catch {
      PluginIO.writeMessage(PluginReply.expansion(nil, diagnostics: [error]))
    }
  case "loadPluginLibrary":
    PluginIO.writeMessage(
      JSON.object([
        ("loadPluginLibraryResult", .object([("loaded", .bool(false)), ("diagnostics", .array([]))]))
      ]).text)
  default:
    PluginIO.writeMessage(PluginReply.expansion(nil, diagnostics: []))
  }
}
