import TutorSupport

/// One change the learner expects of the state, as written in a step's block:
/// `$0.left = 2`, `$0.count += 1`, `$0.rows.remove(id: 2)`, `$0.rows.append(Row.State(id: 4, seconds: 0))`.
///
/// Two statements are equal when their paths and operations are; positions do not count.
public struct Statement: Equatable, Sendable, CustomStringConvertible {
  public enum Operation: Equatable, Sendable {
    /// `path = value`
    case assign(Value)
    /// `path += value`
    case add(Value)
    /// `path -= value`
    case subtract(Value)
    /// `path.append(value)`
    case append(Value)
    /// `path.insert(value, at: index)`
    case insert(Value, at: Int)
    /// `path.remove(id: id)`
    case remove(id: Value)
    /// `path.remove(at: index)`
    case removeAt(Int)
    /// `path.removeAll()`
    case removeAll
    /// `path.removeFirst()`
    case removeFirst
    /// `path.removeLast()`
    case removeLast
    /// `path.toggle()`
    case toggle
    /// `path.pop(from: id)`: a stack's element `id` and everything above it leave.
    case popFrom(id: Value)
    /// `path.pop(to: id)`: everything above the stack's element `id` leaves.
    case popTo(id: Value)
  }

  public var path: ValuePath
  public var operation: Operation
  /// The statement as typed.
  public var source: String
  /// The 1-based column the statement starts at, when parsed.
  public var column: Int?
  /// Where the parts of the operation's value were typed.
  var valueColumns = SourceColumns()

  public init(path: ValuePath, operation: Operation) {
    self.path = path
    self.operation = operation
    self.source = ""
    self.column = nil
    self.source = description
  }

  init(path: ValuePath, operation: Operation, source: String, column: Int, valueColumns: SourceColumns) {
    self.path = path
    self.operation = operation
    self.source = source
    self.column = column
    self.valueColumns = valueColumns
  }

  /// The statement in the learner's spelling: `$0.rows[id: 2].seconds = 1`.
  public var description: String {
    let target = path.isRoot ? "$0" : "$0." + path.description
    switch operation {
    case .assign(let value): return "\(target) = \(value)"
    case .add(let value): return "\(target) += \(value)"
    case .subtract(let value): return "\(target) -= \(value)"
    case .append(let value): return "\(target).append(\(value))"
    case .insert(let value, let index): return "\(target).insert(\(value), at: \(index))"
    case .remove(let id): return "\(target).remove(id: \(id))"
    case .removeAt(let index): return "\(target).remove(at: \(index))"
    case .removeAll: return "\(target).removeAll()"
    case .removeFirst: return "\(target).removeFirst()"
    case .removeLast: return "\(target).removeLast()"
    case .toggle: return "\(target).toggle()"
    case .popFrom(let id): return "\(target).pop(from: \(id))"
    case .popTo(let id): return "\(target).pop(to: \(id))"
    }
  }

  public static func == (lhs: Statement, rhs: Statement) -> Bool {
    lhs.path == rhs.path && lhs.operation == rhs.operation
  }

  /// Parses statements separated by `;`, such as `$0.left = 2; $0.log = []`.
  /// - Parameter startColumn: the column of the text's first character on the learner's line.
  public static func parseList(_ text: String, startColumn: Int = 1) throws(InputError) -> [Statement] {
    var parser = try ExpressionParser(text, startColumn: startColumn)
    let statements = try parser.statements()
    try parser.expectEnd()
    return statements
  }
}
