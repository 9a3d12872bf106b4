import Foundation
import TutorSupport

/// `tutor help` and `tutor help <command>`, written from ``CommandTable``.
public enum CommandHelp {
  /// Every command and every option, a line each.
  public static func overview() -> [Output] {
    var outputs: [Output] = [.message(key: "surface.help.usage", role: .heading)]
    let commands = CommandTable.commands
    outputs += rows(commands.map { ($0.shortUsage, $0.summaryKey, nil) })
    outputs += [.blank, .message(key: "surface.help.options", role: .heading)]
    outputs += rows(
      CommandTable.options.map { option in
        let users = CommandTable.commands.filter { $0.options.contains(option.name) }.map {
          $0.name.isEmpty ? "tutor" : $0.name
        }
        return (option.listed, option.summaryKey, users.isEmpty ? nil : users.joined(separator: ", "))
      })
    outputs += [.blank, .message(key: "surface.help.more", role: .dim)]
    return outputs
  }

  /// One command: its usage, what it does, its options, an example.
  public static func command(_ name: String) -> [Output] {
    guard let spec = CommandTable.spec(named: name) else { return overview() }
    var outputs: [Output] = [
      .message(key: "surface.help.commandUsage", arguments: ["usage": spec.usage], role: .heading),
      .message(key: spec.summaryKey),
    ]
    if spec.hasDetails { outputs.append(.message(key: spec.summaryKey + ".details")) }
    outputs += [.blank, .message(key: "surface.help.options", role: .heading)]
    let options = spec.allOptions.compactMap(CommandTable.option(named:))
    outputs += rows(options.map { ($0.listed, $0.summaryKey, nil) })
    outputs += [
      .blank, .message(key: "surface.help.example", role: .heading), .code("  " + spec.example),
    ]
    return outputs
  }

  /// Two columns: the left padded to the widest, the right a catalog key, after the commands
  /// it is for when given.
  private static func rows(_ rows: [(String, String, String?)]) -> [Output] {
    let width = rows.map(\.0.count).max() ?? 0
    return rows.map { left, key, commands in
      var arguments = [
        "left": left.padding(toLength: width, withPad: " ", startingAt: 0), "right": Output.localized(key),
      ]
      arguments["commands"] = commands
      return .message(
        key: commands == nil ? "surface.help.row" : "surface.help.optionRow", arguments: arguments)
    }
  }
}
