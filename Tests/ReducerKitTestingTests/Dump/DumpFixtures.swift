// Small sample types shared by the dump and diff tests.

import ReducerKitTesting

enum Row {
  struct State: Equatable, Identifiable {
    var id: Int
    var seconds: Int
  }

  enum Action: Equatable {
    case tick
    case reset
  }
}

enum Counter {
  enum Action: Equatable {
    case inc
    case dec
    case setTo(Int)
    case setBoth(x: Int, y: Int)
    case rename(String)
  }
}

enum AppAction: Equatable {
  case left(Counter.Action)
  case right(Counter.Action)
  case rows(RowsAction)
  case select(id: Int?)
  case load(Row.State)
  case pair(Int, String)
}

enum RowsAction: Equatable {
  case element(id: Int, action: Row.Action)
  case add
  case remove(id: Int)
}

struct Child: Equatable {
  var name: String
  var count: Int
  var tags: [String]
}

struct AppState: Equatable {
  var left: Int
  var right: Int
  var seen: Int
  var rows: [Row.State]
  var child: Child?
}

/// Stands in for an identified array: a `.collection`-style mirror over identifiable elements.
struct RowList: Equatable {
  var elements: [Row.State]
}

extension RowList: CustomReflectable {
  var customMirror: Mirror {
    Mirror(self, unlabeledChildren: elements, displayStyle: .collection)
  }
}

struct Board: Equatable {
  var title: String
  var rows: RowList
}

/// A reference type that can point back at itself.
final class Node {
  var name: String
  var next: Node?

  init(name: String, next: Node? = nil) {
    self.name = name
    self.next = next
  }
}

/// Equal only when `version` matches, but `version` is hidden from dumps.
struct Versioned: Equatable, CustomDumpRepresentable {
  var value: Int
  var version: Int

  var dumpValue: Any { value }
}

/// A type whose == looks at identity, so two copies print the same but are not equal.
final class Box: Equatable {
  var value: Int

  init(value: Int) { self.value = value }

  static func == (lhs: Box, rhs: Box) -> Bool { lhs === rhs }
}

struct Token: CustomDumpRepresentable {
  var raw: String

  var dumpValue: Any { "token:" + raw }
}

struct Empty {}

struct Pair<First, Second> {
  var first: First
  var second: Second
}

extension Pair: Equatable where First: Equatable, Second: Equatable {}
extension Pair: Sendable where First: Sendable, Second: Sendable {}
