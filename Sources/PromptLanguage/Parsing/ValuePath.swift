import TutorSupport

/// Where a part of a state lives: `rows[id: 2].seconds`, `configs["a"]`, `rows[0]`.
///
/// Two paths are equal when their components are; the columns they were typed at do not count.
public struct ValuePath: Equatable, Sendable, CustomStringConvertible {
  public enum Component: Equatable, Sendable {
    /// A stored property: `.seconds`.
    case field(String)
    /// The element of an array whose `id` field is the value: `[id: 2]`.
    case element(id: Value)
    /// The element at a position: `[0]`.
    case index(Int)
    /// The entry of a dictionary: `["a"]`.
    case key(Value)
  }

  public var components: [Component]
  /// The column each component was typed at (parallel to `components`), when parsed.
  var columns: [Int?]

  public init(_ components: [Component]) {
    self.components = components
    self.columns = Array(repeating: nil, count: components.count)
  }

  init(components: [Component], columns: [Int?]) {
    self.components = components
    self.columns = columns
  }

  /// The root: the whole state.
  public static let root = ValuePath([])

  public var isRoot: Bool { components.isEmpty }

  /// The path as the learner writes it, without `$0.`: `rows[id: 2].seconds`.
  public var description: String {
    Self.describe(components[...])
  }

  package static func describe(_ components: ArraySlice<Component>) -> String {
    var text = ""
    for component in components {
      switch component {
      case .field(let name): text += text.isEmpty ? name : "." + name
      case .element(let id): text += "[id: \(id)]"
      case .index(let index): text += "[\(index)]"
      case .key(let key): text += "[\(key)]"
      }
    }
    return text
  }

  public static func == (lhs: ValuePath, rhs: ValuePath) -> Bool {
    lhs.components == rhs.components
  }

  /// Parses a path such as `rows[id: 2].seconds` or `$0.rows[id: 2]` (`$0` and `?`/`!` are
  /// accepted and ignored). The empty text and `$0` are the root.
  /// - Parameter startColumn: the column of the text's first character on the learner's line.
  public static func parse(_ text: String, startColumn: Int = 1) throws(InputError) -> ValuePath {
    var parser = try ExpressionParser(text, startColumn: startColumn)
    let path = try parser.path(allowsMethod: false).path
    try parser.expectEnd()
    return path
  }
}
