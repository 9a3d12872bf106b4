import Foundation

/// The machine the numbers come from.
struct Machine: Encodable {
  let processors: Int
  let cpu: String
  let swift: String
  let system: String

  var summary: String { "\(processors) × \(cpu), \(swift), \(system)" }

  static func current() -> Machine {
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    func field(_ name: String) -> String? {
      cpuinfo.split(separator: "\n").first {
        $0.hasPrefix(name) && $0.dropFirst(name.count).first { $0 != " " && $0 != "\t" } == ":"
      }
      .flatMap { $0.split(separator: ":", maxSplits: 1).last }
      .map { $0.trimmingCharacters(in: .whitespaces) }
    }
    var model = field("model name") ?? "unknown CPU"
    let details = [
      field("cpu family").map { "family \($0)" }, field("model").map { "model \($0)" },
      field("cpu MHz").flatMap { Double($0) }.map { "\(Int($0.rounded())) MHz" },
      cpuinfo.contains(" hypervisor") ? "virtual machine" : nil,
    ].compactMap { $0 }
    if !details.isEmpty { model += " (" + details.joined(separator: ", ") + ")" }
    var swift = "Swift (unknown version)"
    if let path = findOnPath("swift"), let run = try? runProcess(path, ["--version"]) {
      swift =
        run.output.split(separator: "\n").first { $0.contains("Swift version") }.map(String.init) ?? swift
    }
    let release = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)) ?? ""
    let system =
      release.split(separator: "\n").first { $0.hasPrefix("PRETTY_NAME=") }
      .map { $0.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
      ?? "Linux"
    return Machine(
      processors: ProcessInfo.processInfo.activeProcessorCount, cpu: model, swift: swift, system: system)
  }
}
