import ReducerKit

extension Shared: CustomDumpRepresentable {
  /// A shared value dumps as the value it shares (read as the comparison in force sees it),
  /// after its identity: see ``SharedNumbers``.
  public var dumpValue: Any { wrappedValue }
}

extension SharedReader: CustomDumpRepresentable {
  public var dumpValue: Any { wrappedValue }
}

/// The numbers a dump gives shared values, as custom-dump does: `#1` for the first shared value
/// met, `#2` for the next other one, and so on, in the order they are printed. Two properties
/// sharing one value show one number (`_count: #1 0`); the second time a value is met its dump
/// is not repeated (`#1 Int(↩︎)`). Each dump, and each side of a diff, numbers on its own.
struct SharedNumbers: Equatable {
  private var numbers: [ObjectIdentifier: Int] = [:]

  /// The number of the shared value `identity`, and whether it was met for the first time.
  mutating func number(for identity: ObjectIdentifier) -> (number: Int, isFirst: Bool) {
    if let number = numbers[identity] { return (number, false) }
    let number = numbers.count + 1
    numbers[identity] = number
    return (number, true)
  }
}

extension DumpNodeBuilder {
  /// A shared value: `#1 0` the first time, `#1 Int(↩︎)` after that.
  mutating func sharedNode(_ shared: any SharedPropertyWrapper) -> DumpNode {
    let (number, isFirst) = sharedNumbers.number(for: shared.sharedIdentity)
    guard isFirst else {
      return .leaf("#\(number) \(TypeName.of(shared.sharedValueType))(\(Self.cycleMarker))")
    }
    switch node(for: shared.sharedValue) {
    case .leaf(let text):
      return .leaf("#\(number) " + text)
    case .group(var group):
      group.head = "#\(number) " + group.head
      group.empty = "#\(number) " + group.empty
      return .group(group)
    case .elided(let count):
      return .elided(count)
    }
  }
}
