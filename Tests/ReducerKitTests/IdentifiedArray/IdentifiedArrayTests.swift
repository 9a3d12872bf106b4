import Foundation
import Testing

@testable import ReducerKit

private struct Todo: Identifiable, Codable, Hashable, Sendable {
  var id: Int
  var title: String
  var tags: [String] = []
}

private struct Lesson: Hashable, Sendable {
  var slug: String
  var title: String
}

private struct Ranked: Equatable, Sendable {
  var id: Int
  var rank: Int
}

private struct Failure: Error {}

private let milk = Todo(id: 1, title: "Milk")
private let eggs = Todo(id: 2, title: "Eggs")
private let bread = Todo(id: 3, title: "Bread")

private func bufferAddress<T>(_ array: [T]) -> UInt {
  array.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
}

@Suite("IdentifiedArray")
struct IdentifiedArrayTests {
  // MARK: Construction and order

  @Test func preservesInsertionOrder() {
    var todos = IdentifiedArrayOf<Todo>(uniqueElements: [eggs, milk])
    todos.append(bread)
    #expect(todos.ids == [2, 1, 3])
    #expect(todos.elements == [eggs, milk, bread])
    #expect(Array(todos) == [eggs, milk, bread])
  }

  @Test func emptyInitialisers() {
    let identifiable = IdentifiedArrayOf<Todo>()
    let keyed = IdentifiedArray(id: \Lesson.slug)
    let literal: IdentifiedArrayOf<Todo> = []
    #expect(identifiable.isEmpty && keyed.isEmpty && literal.isEmpty)
    #expect(identifiable.ids.isEmpty)
  }

  @Test func arrayLiteral() {
    let todos: IdentifiedArrayOf<Todo> = [milk, eggs]
    #expect(todos.ids == [1, 2])
    #expect(todos[id: 2] == eggs)
  }

  @Test func customIDKeyPath() {
    let intro = Lesson(slug: "intro", title: "Introduction")
    let forEach = Lesson(slug: "for-each", title: "forEach")
    var lessons = IdentifiedArray(id: \Lesson.slug, uniqueElements: [intro, forEach])
    #expect(lessons.ids == ["intro", "for-each"])
    #expect(lessons[id: "for-each"] == forEach)
    #expect(lessons.index(id: "intro") == 0)
    lessons[id: "intro"]?.title = "Hello"
    #expect(lessons[id: "intro"]?.title == "Hello")
    #expect(lessons.append(Lesson(slug: "intro", title: "Again")) == (inserted: false, index: 0))
    #expect(lessons.remove(id: "intro")?.title == "Hello")
    #expect(lessons.ids == ["for-each"])
  }

  // MARK: By id

  @Test func getByID() {
    let todos: IdentifiedArrayOf<Todo> = [milk, eggs]
    #expect(todos[id: 1] == milk)
    #expect(todos[id: 99] == nil)
    #expect(todos.contains(id: 2))
    #expect(!todos.contains(id: 99))
    #expect(todos.index(id: 2) == 1)
    #expect(todos.index(id: 99) == nil)
  }

  @Test func setByIDReplacesInPlace() {
    var todos: IdentifiedArrayOf<Todo> = [milk, eggs, bread]
    todos[id: 2] = Todo(id: 2, title: "Free-range eggs")
    #expect(todos.ids == [1, 2, 3])
    #expect(todos[1].title == "Free-range eggs")
  }

  @Test func mutateByIDThroughOptionalChaining() {
    var todos: IdentifiedArrayOf<Todo> = [milk, eggs, bread]
    todos[id: 1]?.title = "Oat milk"
    todos[id: 3]?.tags.append("bakery")
    todos[id: 99]?.title = "ignored"
    #expect(todos.elements.map(\.title) == ["Oat milk", "Eggs", "Bread"])
    #expect(todos[id: 3]?.tags == ["bakery"])
    #expect(todos.ids == [1, 2, 3])
    #expect(todos.count == 3)
  }

  @Test func setNilRemoves() {
    var todos: IdentifiedArrayOf<Todo> = [milk, eggs, bread]
    todos[id: 2] = nil
    #expect(todos.ids == [1, 3])
    #expect(todos.elements == [milk, bread])
    #expect(todos.index(id: 3) == 1)
    todos[id: 99] = nil
    #expect(todos.ids == [1, 3])
  }

  @Test func setOnAbsentIDAppends() {
    var todos: IdentifiedArrayOf<Todo> = [milk]
    todos[id: 2] = eggs
    #expect(todos.ids == [1, 2])
    #expect(todos.index(id: 2) == 1)
  }

  @Test(arguments: 0..<3)
  func inoutAccessByIDCanRemoveEachPosition(position: Int) {
    var todos: IdentifiedArrayOf<Todo> = [milk, eggs, bread]
    let id = todos.ids[position]
    func clear(_ slot: inout Todo?) { slot = nil }
    clear(&todos[id: id])
    var expected = [milk, eggs, bread]
    expected.remove(at: position)
    #expect(todos.elements == expected)
    #expect(todos.ids == expected.map(\.id))
    for (index, todo) in expected.enumerated() {
      #expect(todos.index(id: todo.id) == index)
    }
  }

  @Test func inoutAccessByIDCanInsertAbsent() {
    var todos: IdentifiedArrayOf<Todo> = [milk]
    func fill(_ slot: inout Todo?) {
      #expect(slot == nil)
      slot = bread
    }
    fill(&todos[id: 3])
    #expect(todos.ids == [1, 3])
    func leaveEmpty(_ slot: inout Todo?) {}
    leaveEmpty(&todos[id: 4])
    #expect(todos.ids == [1, 3])
  }

  @Test func throwingInoutAccessByIDPutsElementBack() {
    var todos: IdentifiedArrayOf<Todo> = [milk, eggs, bread]
    func fail(_ slot: inout Todo?) throws {
      slot?.title = "changed"
      throw Failure()
    }
    #expect(throws: Failure.self) { try fail(&todos[id: 1]) }
    #expect(todos.ids == [1, 2, 3])
    #expect(todos[id: 1]?.title == "changed")
    #expect(todos.elements.map(\.id) == [1, 2, 3])
  }

  @Test func updateByIDIsInPlace() {
    var todos: IdentifiedArrayOf<Todo> = [milk, eggs, bread]
    todos[id: 2]?.tags.reserveCapacity(8)
    let elementsBefore = bufferAddress(todos._elements)
    let tagsBefore = todos[id: 2].map { bufferAddress($0.tags) }
    todos[id: 2]?.tags.append("dairy")
    #expect(bufferAddress(todos._elements) == elementsBefore)
    #expect(todos[id: 2].map { bufferAddress($0.tags) } == tagsBefore)
    #expect(todos[id: 2]?.tags == ["dairy"])
  }

  @Test func idsAreUntouchedByElementUpdates() {
    var todos: IdentifiedArrayOf<Todo> = [milk, eggs]
    let before = todos.ids
    todos[id: 1]?.title = "Oat milk"
    todos[id: 2] = Todo(id: 2, title: "Eggs ×12")
    todos[0].tags = ["dairy"]
    todos[1] = Todo(id: 2, title: "Eggs ×6")
    let after = todos.ids
    #expect(before == after)
    #expect(bufferAddress(before) == bufferAddress(after))
  }

  @Test func idsChangeWhenStructureChanges() {
    var todos: IdentifiedArrayOf<Todo> = [milk, eggs]
    let before = todos.ids
    todos.append(bread)
    #expect(todos.ids != before)
  }

  // MARK: Structural operations

  @Test func appendOfDuplicateIDIsNoOp() {
    var todos: IdentifiedArrayOf<Todo> = [milk, eggs]
    let result = todos.append(Todo(id: 1, title: "Other milk"))
    #expect(result == (inserted: false, index: 0))
    #expect(todos.elements == [milk, eggs])
    #expect(todos.append(bread) == (inserted: true, index: 2))
  }

  @Test func insertAtIndex() {
    var todos: IdentifiedArrayOf<Todo> = [milk, bread]
    todos.insert(eggs, at: 1)
    #expect(todos.ids == [1, 2, 3])
    #expect(todos.index(id: 3) == 2)
    todos.insert(Todo(id: 0, title: "Coffee"), at: 0)
    todos.insert(Todo(id: 4, title: "Jam"), at: 4)
    #expect(todos.ids == [0, 1, 2, 3, 4])
    #expect(todos.ids.allSatisfy { todos.index(id: $0) == todos.ids.firstIndex(of: $0) })
  }

  @Test func removeByIDAndAtIndex() {
    var todos: IdentifiedArrayOf<Todo> = [milk, eggs, bread]
    #expect(todos.remove(id: 2) == eggs)
    #expect(todos.remove(id: 2) == nil)
    #expect(todos.index(id: 3) == 1)
    #expect(todos.remove(at: 0) == milk)
    #expect(todos.ids == [3])
    #expect(todos.index(id: 3) == 0)
    #expect(!todos.contains(id: 1))
  }

  @Test func removeAllWhere() throws {
    var todos: IdentifiedArrayOf<Todo> = [milk, eggs, bread]
    todos.removeAll { $0.title.hasPrefix("E") }
    #expect(todos.ids == [1, 3])
    #expect(todos.index(id: 3) == 1)
    #expect(throws: Failure.self) {
      try todos.removeAll { _ in throw Failure() }
    }
    #expect(todos.ids == [1, 3])
    todos.removeAll()
    #expect(todos.isEmpty)
    #expect(todos[id: 1] == nil)
    todos.append(eggs)
    #expect(todos.index(id: 2) == 0)
  }

  @Test func reorderingKeepsIDsInStep() {
    var todos: IdentifiedArrayOf<Todo> = [milk, eggs, bread]
    todos.swapAt(0, 2)
    #expect(todos.ids == [3, 2, 1])
    #expect(todos.index(id: 3) == 0)
    todos.sort { $0.title < $1.title }
    #expect(todos.ids == [3, 2, 1])
    todos.sort { $0.id < $1.id }
    #expect(todos.ids == [1, 2, 3])
    todos.reverse()
    #expect(todos.ids == [3, 2, 1])
    todos.shuffle()
    #expect(todos.ids == todos.elements.map(\.id))
    #expect(todos.ids.allSatisfy { todos[id: $0]?.id == $0 })
    #expect(throws: Failure.self) { try todos.sort { _, _ in throw Failure() } }
  }

  // MARK: Collection

  @Test func randomAccessCollection() {
    var todos: IdentifiedArrayOf<Todo> = [milk, eggs, bread]
    #expect(todos.indices == 0..<3)
    #expect(todos.map(\.title) == ["Milk", "Eggs", "Bread"])
    #expect(todos.first == milk && todos.last == bread)
    #expect(todos[1] == eggs)
    #expect(Array(todos[1...]) == [eggs, bread])
    #expect(todos.reversed().map(\.id) == [3, 2, 1])
    #expect(todos.distance(from: 0, to: 3) == 3)
    #expect(todos.firstIndex { $0.id == 3 } == 2)
    #expect(todos.withContiguousStorageIfAvailable { $0.count } == 3)
    for index in todos.indices { todos[index].tags.append("shop") }
    #expect(todos.allSatisfy { $0.tags == ["shop"] })
  }

  // MARK: Equatable, Hashable

  @Test func equalityIsSameElementsInSameOrder() {
    let a: IdentifiedArrayOf<Todo> = [milk, eggs]
    let b: IdentifiedArrayOf<Todo> = [milk, eggs]
    let reordered: IdentifiedArrayOf<Todo> = [eggs, milk]
    let changed: IdentifiedArrayOf<Todo> = [milk, Todo(id: 2, title: "Duck eggs")]
    #expect(a == b)
    #expect(a != reordered)
    #expect(a != changed)
    #expect(a != [milk])
  }

  @Test func equalityIgnoresKeyPath() {
    let items = [Ranked(id: 1, rank: 10), Ranked(id: 2, rank: 20)]
    let byID = IdentifiedArray(id: \Ranked.id, uniqueElements: items)
    let byRank = IdentifiedArray(id: \Ranked.rank, uniqueElements: items)
    #expect(byID == byRank)
  }

  @Test func hashable() {
    let a: IdentifiedArrayOf<Todo> = [milk, eggs]
    let b: IdentifiedArrayOf<Todo> = [milk, eggs]
    let c: IdentifiedArrayOf<Todo> = [eggs, milk]
    #expect(a.hashValue == b.hashValue)
    let set: Set = [a, b, c]
    #expect(set.count == 2)
    let lessons = IdentifiedArray(id: \Lesson.slug, uniqueElements: [Lesson(slug: "a", title: "A")])
    #expect(Set([lessons, lessons]).count == 1)
  }

  // MARK: Codable

  @Test func codableRoundTrip() throws {
    let todos: IdentifiedArrayOf<Todo> = [milk, eggs, Todo(id: 3, title: "Bread", tags: ["bakery"])]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(todos)
    #expect(data == (try encoder.encode(todos.elements)))
    #expect(try JSONDecoder().decode([Todo].self, from: data) == todos.elements)
    let decoded = try JSONDecoder().decode(IdentifiedArrayOf<Todo>.self, from: data)
    #expect(decoded == todos)
    #expect(decoded.ids == [1, 2, 3])
    #expect(decoded[id: 3]?.tags == ["bakery"])
  }

  @Test func encodesAsPlainJSONArray() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode([milk] as IdentifiedArrayOf<Todo>)
    #expect(String(decoding: data, as: UTF8.self) == #"[{"id":1,"tags":[],"title":"Milk"}]"#)
    let empty = try encoder.encode(IdentifiedArrayOf<Todo>())
    #expect(String(decoding: empty, as: UTF8.self) == "[]")
  }

  @Test func decodingDuplicateIDsThrows() throws {
    let json = Data(
      #"[{"id":1,"title":"Milk","tags":[]},{"id":2,"title":"Eggs","tags":[]},{"id":1,"title":"Again","tags":[]}]"#
        .utf8)
    let error = #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(IdentifiedArrayOf<Todo>.self, from: json)
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(String(describing: error))")
      return
    }
    #expect(context.debugDescription.contains("Duplicate id 1 at index 2"))
  }

  @Test func decodingNonArrayThrows() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(IdentifiedArrayOf<Todo>.self, from: Data(#"{"id":1}"#.utf8))
    }
  }

  // MARK: Description and reflection

  @Test func describesLikeAnArray() {
    let lessons = IdentifiedArray(id: \Lesson.slug, uniqueElements: [Lesson(slug: "a", title: "A")])
    #expect(lessons.description == [Lesson(slug: "a", title: "A")].description)
    #expect("\(IdentifiedArray(id: \String.self, uniqueElements: ["x", "y"]))" == #"["x", "y"]"#)
    #expect(String(reflecting: IdentifiedArrayOf<Todo>()) == "[]")
  }

  @Test func mirrorIsACollectionOfElements() {
    let todos: IdentifiedArrayOf<Todo> = [milk, eggs]
    let mirror = Mirror(reflecting: todos)
    #expect(mirror.displayStyle == .collection)
    #expect(mirror.children.map { $0.value as? Todo } == [milk, eggs])
    #expect(mirror.children.allSatisfy { $0.label == nil })
    var dumped = ""
    dump(todos, to: &dumped)
    var dumpedArray = ""
    dump([milk, eggs], to: &dumpedArray)
    #expect(dumped.contains("2 elements"))
    #expect(dumped.split(separator: "\n").dropFirst() == dumpedArray.split(separator: "\n").dropFirst())
  }

  @Test func sendable() async {
    let todos: IdentifiedArrayOf<Todo> = [milk, eggs]
    let count = await Task.detached { todos.count }.value
    #expect(count == 2)
  }

  // MARK: Programmer errors

  @Test func changingIDThroughIDSubscriptTraps() async {
    await #expect(processExitsWith: .failure) {
      var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk")]
      todos[id: 1] = Todo(id: 2, title: "Eggs")
    }
    await #expect(processExitsWith: .failure) {
      var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk")]
      todos[id: 1]?.id = 2
    }
  }

  @Test func changingIDThroughIndexSubscriptTraps() async {
    await #expect(processExitsWith: .failure) {
      var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk")]
      todos[0].id = 2
    }
  }

  // (Inserting a present id no longer traps: it changes nothing, as in swift-identified-collections;
  // IdentifiedArrayParityTests.testInsert.)
  @Test func duplicateIDsInLiteralTrap() async {
    await #expect(processExitsWith: .failure) {
      let _: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk"), Todo(id: 1, title: "Eggs")]
    }
  }
}
