// TCA's TicTacToe example, its board's building block: exactly three elements, a mutable
// random-access collection.
public struct Three<Element> {
  public var first: Element
  public var second: Element
  public var third: Element

  public init(_ first: Element, _ second: Element, _ third: Element) {
    self.first = first
    self.second = second
    self.third = third
  }

  public func map<T>(_ transform: (Element) -> T) -> Three<T> {
    Three<T>(transform(first), transform(second), transform(third))
  }
}

extension Three: MutableCollection, RandomAccessCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { 3 }
  public func index(after i: Int) -> Int { i + 1 }

  public subscript(offset: Int) -> Element {
    get {
      switch offset {
      case 0: first
      case 1: second
      case 2: third
      default: preconditionFailure("Three has no element at \(offset)")
      }
    }
    set {
      switch offset {
      case 0: first = newValue
      case 1: second = newValue
      case 2: third = newValue
      default: preconditionFailure("Three has no element at \(offset)")
      }
    }
  }
}

extension Three: Equatable where Element: Equatable {}
extension Three: Hashable where Element: Hashable {}
extension Three: Sendable where Element: Sendable {}
