import Foundation
import ReducerKit
import ReducerKitTesting
import Testing

/// `StackState` as a collection: ids in order, never reused, popping, equality and coding.
@Suite("StackState")
struct StackStateTests {
  @Test("Ids count up and are never reused by a stack (TCA's doc example)")
  func generationalIDs() {
    var path = StackState<Int>()
    path.append(42)
    #expect(path[id: 0] == 42)
    path.append(1729)
    #expect(path[id: 1] == 1729)
    path.removeAll()
    path.append(-1)
    #expect(path[id: 2] == -1)
    #expect(path.ids == [2])
  }

  @Test("pop(from:) removes the element and everything above it; pop(to:) what is above it")
  func popping() {
    var path = StackState<String>(["a", "b", "c", "d"])
    path.pop(to: 1)
    #expect(Array(path) == ["a", "b"])
    path.pop(from: 1)
    #expect(Array(path) == ["a"])
    path.pop(from: 7)
    path.pop(to: 7)
    #expect(path.ids == [0])
  }

  @Test("The collection's own operations keep ids with their elements")
  func collectionOperations() {
    var path = StackState<String>(["a", "b", "c"])
    path.remove(at: 1)
    #expect(path.ids == [0, 2])
    #expect(path[id: 2] == "c")
    path.insert("x", at: 0)
    #expect(path.ids == [3, 0, 2])
    #expect(Array(path) == ["x", "a", "c"])
    #expect(path.removeLast() == "c")
    path.removeLast(1)
    #expect(path.ids == [3])
    path.append(contentsOf: ["y", "z"])
    #expect(path.ids == [3, 4, 5])
    path[id: 4] = nil
    #expect(path.ids == [3, 5])
    #expect(path[id: 5] == "z")
    path[id: 5]?.append("!")
    #expect(path.last == "z!")
    #expect(path.first == "x")
  }

  @Test("Assigning to an id the stack does not hold pushes the element with that id")
  func assignPushes() {
    var path = StackState<Int>()
    path[id: 4] = 10
    #expect(path.ids == [4])
    path.append(11)
    #expect(path.ids == [4, 5])
  }

  @Test("Two stacks are equal when their ids and elements are, however they got there")
  func equality() {
    var a = StackState<Int>([1, 2, 3])
    a.removeLast()
    let b = StackState<Int>([1, 2])
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    var c = StackState<Int>()
    c[id: 1] = 2
    c[id: 0] = 1
    #expect(c != b)
  }

  @Test("Encoded with the ids; decodes that, or a plain list of elements as TCA writes it")
  func codable() throws {
    var path = StackState<String>(["a", "b", "c"])
    path.pop(from: 1)
    path.append("d")
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(path)
    #expect(String(decoding: data, as: UTF8.self) == #"[{"element":"a","id":0},{"element":"d","id":3}]"#)
    let decoded = try JSONDecoder().decode(StackState<String>.self, from: data)
    #expect(decoded == path)
    var more = decoded
    more.append("e")
    #expect(more.ids == [0, 3, 4])

    let plain = try JSONDecoder().decode(StackState<String>.self, from: Data(#"["x","y"]"#.utf8))
    #expect(plain.ids == [0, 1])
    #expect(Array(plain) == ["x", "y"])

    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(
        StackState<String>.self, from: Data(#"[{"id":0,"element":"a"},{"id":0,"element":"b"}]"#.utf8))
    }
  }

  @Test("Entries and plain elements mixed: each plain one gets the next id, from the generator under a test")
  func mixedDecoding() throws {
    let mixed = Data(#"[{"id":0,"element":"a"},{"id":3,"element":"b"},"c"]"#.utf8)
    let alone = try JSONDecoder().decode(StackState<String>.self, from: mixed)
    #expect(alone.ids == [0, 3, 4])
    #expect(Array(alone) == ["a", "b", "c"])
    try withDependencies {
      $0 = .test
      $0.stackElementID = .incrementing(from: 7)
    } operation: {
      let underTest = try JSONDecoder().decode(StackState<String>.self, from: mixed)
      #expect(underTest.ids == [0, 3, 7])
    }
  }

  @Test("Under a store's dependencies, ids come from its generator, past any the stack held")
  func generator() {
    withDependencies {
      $0 = .test
      $0.stackElementID = .incrementing(from: 10)
    } operation: {
      var path = StackState<Int>()
      path.append(1)
      #expect(path.ids == [10])
      var other = StackState<Int>()
      other[id: 20] = 0
      other.append(1)
      #expect(other.ids == [20, 21])
      @Dependency(\.stackElementID) var stackElementID
      #expect(stackElementID.peek() == 22)
    }
  }
}
