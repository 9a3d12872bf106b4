import Foundation
import Testing

/// Runs the built macro plugin as the compiler does: a process fed length-prefixed JSON
/// messages on standard input, answering on standard output.
enum PluginHarness {
  /// The package's build folder for this configuration (`.build/<triple>/debug`).
  static var buildFolder: URL? {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let build = root.appendingPathComponent(".build")
    let candidates =
      ((try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? [])
      .map { build.appendingPathComponent($0).appendingPathComponent("debug") }
    return candidates.first {
      FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("ReducerKitMacros-tool").path)
    }
  }

  static var pluginPath: String? { buildFolder?.appendingPathComponent("ReducerKitMacros-tool").path }

  struct Reply {
    let expandedSource: String?
    /// `(message, offset)` of each diagnostic.
    let diagnostics: [(String, Int)]
  }

  /// Expands `macro` (its implementation type) in `role` on `source`, which starts at `offset`
  /// in a file `test.swift`. `member` is the member, for `memberAttribute`.
  static func expand(
    _ macroType: String, role: String, source: String, offset: Int = 0, member: String? = nil,
    extendedType: String? = nil, conformances: String? = nil
  ) throws -> Reply {
    func syntax(_ text: String, _ offset: Int) -> [String: Any] {
      [
        "kind": "declaration", "source": text,
        "location": [
          "fileID": "Test/test.swift", "fileName": "test.swift", "offset": offset, "line": 1, "column": 1,
        ],
      ]
    }
    var message: [String: Any] = [
      "macro": ["moduleName": "ReducerKitMacros", "typeName": macroType, "name": macroType],
      "macroRole": role, "discriminator": "$s4Test1_",
      "attributeSyntax": syntax("@X", offset),
    ]
    if let member {
      message["declSyntax"] = syntax(member, offset)
      message["parentDeclSyntax"] = syntax(source, offset)
    } else {
      message["declSyntax"] = syntax(source, offset)
    }
    if let extendedType { message["extendedTypeSyntax"] = syntax(extendedType, 0) }
    if let conformances { message["conformanceListSyntax"] = syntax(conformances, 0) }
    let replies = try exchange([
      ["getCapability": ["capability": ["protocolVersion": 7]]], ["expandAttachedMacro": message],
    ])
    #expect(replies.first == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
    let last = try #require(replies.last?.data(using: .utf8))
    let json = try #require(try JSONSerialization.jsonObject(with: last) as? [String: Any])
    let result = try #require(json["expandMacroResult"] as? [String: Any])
    let diagnostics = (result["diagnostics"] as? [[String: Any]] ?? []).map { diagnostic in
      (
        diagnostic["message"] as? String ?? "",
        (diagnostic["position"] as? [String: Any])?["offset"] as? Int ?? -1
      )
    }
    return Reply(expandedSource: result["expandedSource"] as? String, diagnostics: diagnostics)
  }

  /// Sends each message framed, closes the pipe, and returns the plugin's replies as text.
  static func exchange(_ messages: [[String: Any]]) throws -> [String] {
    let path = try #require(pluginPath, "the macro plugin is not built under .build")
    var input = Data()
    for message in messages {
      let body = try JSONSerialization.data(withJSONObject: message)
      input.append(contentsOf: (0..<8).map { UInt8(truncatingIfNeeded: body.count >> (8 * $0)) })
      input.append(body)
    }
    let output = try run(path, arguments: [], input: input).stdout
    var replies: [String] = []
    var index = output.startIndex
    while index + 8 <= output.endIndex {
      let length = (0..<8).reduce(0) { $0 | Int(output[index + $1]) << (8 * $1) }
      let start = index + 8
      guard start + length <= output.endIndex else { break }
      replies.append(String(decoding: output[start..<start + length], as: UTF8.self))
      index = start + length
    }
    return replies
  }

  static func run(_ path: String, arguments: [String], input: Data = Data()) throws -> (
    stdout: Data, stderr: String, status: Int32
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    // Write on another thread: a plugin answering while it still reads would otherwise fill
    // its output pipe and wait for us while we wait for it.
    let writer = stdin.fileHandleForWriting
    let written = DispatchSemaphore(value: 0)
    // A plugin that crashes closes the pipe: that must fail the test, not kill the test process.
    signal(SIGPIPE, SIG_IGN)
    DispatchQueue.global().async {
      try? writer.write(contentsOf: input)
      try? writer.close()
      written.signal()
    }
    let errorData = LockedData()
    let errorRead = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      errorData.set(stderr.fileHandleForReading.readDataToEndOfFile())
      errorRead.signal()
    }
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    errorRead.wait()
    written.wait()
    return (out, String(decoding: errorData.value, as: UTF8.self), process.terminationStatus)
  }

  /// Type-checks a Swift file that uses the macros against the built ReducerKit module, and
  /// returns the compiler's `line:column: error: message` lines for that file.
  static func compileErrors(_ source: String) throws -> [String] {
    let folder = try #require(buildFolder, "the package is not built under .build")
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "macros-\(UUID().uuidString).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "/usr/bin/env"
    let arguments =
      (swiftc == "/usr/bin/env" ? ["swiftc"] : []) + [
        "-typecheck", "-swift-version", "6", "-I", folder.appendingPathComponent("Modules").path,
        "-load-plugin-executable",
        folder.appendingPathComponent("ReducerKitMacros-tool").path + "#ReducerKitMacros",
        file.path,
      ]
    let result = try run(swiftc, arguments: arguments)
    let prefix = file.path + ":"
    return result.stderr.split(separator: "\n").filter { $0.hasPrefix(prefix) && $0.contains(": error: ") }
      .map { String($0.dropFirst(prefix.count)) }
  }
}

/// Standard error as read by another thread.
private final class LockedData: @unchecked Sendable {
  private let lock = NSLock()
  private var data: Data?
  func set(_ value: Data) { lock.withLock { data = value } }
  var value: Data { lock.withLock { data ?? Data() } }
}
