import Foundation

/// One result: a row of the table, and a record of the JSON output.
struct Record: Encodable {
  /// The scenario number and name, e.g. `1 forEach dispatch`.
  var scenario: String
  /// What was measured.
  var name: String
  /// Sizes, e.g. `["n": 1000]`.
  var parameters: [String: Int] = [:]
  /// The figure; nil when it could not be measured (see `note`).
  var value: Double?
  var unit: String
  /// (max − min) / median over the batches: how noisy the figure is.
  var spread: Double?
  /// `value` divided by the figure named in `ratioTo`.
  var ratio: Double?
  var ratioTo: String?
  /// The target this row is judged by, in words, and whether it was met.
  var target: String?
  var met: Bool?
  var note: String?

  /// `met`, `missed`, `not judged` (a target that cannot be judged yet), `not available`
  /// (nothing measured) or `info` (no target).
  var status: String {
    if let met { return met ? "met" : "missed" }
    if value == nil { return "not available" }
    return target == nil ? "info" : "not judged"
  }

  /// The status as the table shows it.
  var verdict: String { status == "not available" ? "NOT AVAILABLE YET" : status.uppercased() }

  enum CodingKeys: String, CodingKey {
    case scenario, name, parameters, value, unit, spread, ratio, ratioTo, target, met, status, note
  }

  /// Every key is written, absent values as null, so that a reader sees the same shape always.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(scenario, forKey: .scenario)
    try container.encode(name, forKey: .name)
    try container.encode(parameters, forKey: .parameters)
    try container.encode(value, forKey: .value)
    try container.encode(unit, forKey: .unit)
    try container.encode(spread, forKey: .spread)
    try container.encode(ratio, forKey: .ratio)
    try container.encode(ratioTo, forKey: .ratioTo)
    try container.encode(target, forKey: .target)
    try container.encode(met, forKey: .met)
    try container.encode(status, forKey: .status)
    try container.encode(note, forKey: .note)
  }
}

/// Collects records, printing each as a table row as it comes.
final class Report {
  private(set) var records: [Record] = []
  /// Where the table goes: standard output, or standard error when JSON goes to standard output.
  private let table: FileHandle
  private var printedHeader = false

  init(tableToStandardError: Bool) {
    table = tableToStandardError ? .standardError : .standardOutput
  }

  func note(_ text: String) {
    write(text + "\n")
  }

  func section(_ title: String) {
    header()
    write("\n## \(title)\n")
  }

  func add(_ record: Record) {
    header()
    records.append(record)
    let parameters = record.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      .joined(separator: " ")
    var columns = [
      pad(record.name, 44), pad(parameters, 14), pad(record.value.map(format) ?? "—", 12, right: true),
      pad(record.unit, 10),
      pad(record.spread.map { "±\(Int(($0 * 50).rounded()))%" } ?? "", 6),
      pad(record.ratio.map { "\(format($0))×" } ?? "", 10, right: true),
      pad(record.ratioTo.map { "vs \($0)" } ?? "", 26),
    ]
    if let target = record.target {
      let verdict = record.verdict
      columns.append("\(verdict) (\(target))")
    }
    if let note = record.note { columns.append("— \(note)") }
    write(columns.joined(separator: " ").trimmingCharacters(in: .whitespaces) + "\n")
  }

  private func header() {
    guard !printedHeader else { return }
    printedHeader = true
    write(
      [
        pad("case", 44), pad("size", 14), pad("median", 12, right: true), pad("unit", 10), pad("noise", 6),
        pad("ratio", 10, right: true), pad("", 26), "target",
      ].joined(separator: " ") + "\n")
  }

  private func write(_ text: String) {
    table.write(Data(text.utf8))
  }
}

/// A number with a sensible number of digits: 3 significant below 100, whole above.
func format(_ value: Double) -> String {
  guard value.isFinite else { return "\(value)" }
  let magnitude = abs(value)
  if magnitude >= 100 { return String(Int(value.rounded())) }
  if magnitude >= 10 { return String(format: "%.1f", value) }
  if magnitude >= 1 { return String(format: "%.2f", value) }
  return String(format: "%.3f", value)
}

private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
  let count = text.count
  guard count < width else { return text }
  let padding = String(repeating: " ", count: width - count)
  return right ? padding + text : text + padding
}
