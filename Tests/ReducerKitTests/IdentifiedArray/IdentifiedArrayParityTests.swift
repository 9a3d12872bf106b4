import Foundation
import ReducerKit
import Testing

/// An `Identifiable` number, for swift-identified-collections' `[1, 2, 3]` arrays (it makes `Int`
/// itself `Identifiable`, which a test target shared with others should not).
private struct N: Identifiable, Equatable, Comparable, ExpressibleByIntegerLiteral, Sendable {
  let id: Int
  init(_ id: Int) { self.id = id }
  init(integerLiteral id: Int) { self.id = id }
  static func < (lhs: N, rhs: N) -> Bool { lhs.id < rhs.id }
}

private struct User: Equatable, Identifiable, Sendable {
  let id: Int
  var name: String
}

private struct Model: Equatable, Sendable {
  let id: Int
  let data: String
}

private struct IdentifiableModel: Equatable, Identifiable, Sendable {
  let id: Int
  let data: String
}

/// The id of every element sits where the table says: the invariant every operation keeps.
private func isConsistent<ID, Element>(_ array: IdentifiedArray<ID, Element>) -> Bool {
  array.ids.indices.allSatisfy {
    array.index(id: array.ids[$0]) == $0 && array[$0][keyPath: array.id] == array.ids[$0]
  }
}

/// swift-identified-collections' `IdentifiedArrayTests`, test by test (same names), against ours.
@Suite("IdentifiedArrayTests (swift-identified-collections)")
struct IdentifiedArrayParityTests {
  @Test func testIds() {
    let array: IdentifiedArrayOf<N> = [1, 2, 3]
    #expect(array.ids == [1, 2, 3])
  }

  @Test func testElements() {
    let array: IdentifiedArrayOf<User> = [
      User(id: 1, name: "Blob"), User(id: 2, name: "Blob, Jr."), User(id: 3, name: "Blob, Sr."),
    ]
    #expect(array.elements == array.map { $0 })
  }

  @Test func testSubscriptId() {
    var array: IdentifiedArrayOf<User> = [
      User(id: 1, name: "Blob"), User(id: 2, name: "Blob, Jr."), User(id: 3, name: "Blob, Sr."),
    ]
    array[id: 1]?.name += ", Esq."
    #expect(array[id: 1] == User(id: 1, name: "Blob, Esq."))
    array[id: 2]?.name.removeLast(5)
    #expect(array[id: 2] == User(id: 2, name: "Blob"))
    array[id: 3] = nil
    #expect(array[id: 3] == nil)
    array[id: 4] = User(id: 4, name: "Blob, Sr.")
    #expect(
      array == [User(id: 1, name: "Blob, Esq."), User(id: 2, name: "Blob"), User(id: 4, name: "Blob, Sr.")])
  }

  @Test func testContainsElement() {
    let array: IdentifiedArrayOf<User> = [User(id: 1, name: "Blob")]
    // By id, not by equality.
    #expect(array.contains(User(id: 1, name: "Someone else")))
    #expect(!array.contains(User(id: 2, name: "Blob")))
  }

  @Test func testIndexId() {
    let array: IdentifiedArrayOf<N> = [1, 2, 3]
    #expect(array.index(id: 2) == 1)
  }

  @Test func testRemoveElement() {
    var array: IdentifiedArrayOf<N> = [1, 2, 3]
    #expect(array.remove(2) == 2)
    #expect(array == [1, 3])
    #expect(array.remove(9) == nil)
  }

  @Test func testRemoveId() {
    var array: IdentifiedArrayOf<N> = [1, 2, 3]
    #expect(array.remove(id: 2) == 2)
  }

  @Test func testInitUncheckedUniqueElements() {
    let array = IdentifiedArrayOf<N>(uncheckedUniqueElements: [1, 2, 3])
    #expect(array == [1, 2, 3])
    #expect(isConsistent(array))
  }

  @Test func testInitUniqueElementsSelf() {
    let array: IdentifiedArrayOf<N> = [1, 2, 3]
    #expect(IdentifiedArray(uniqueElements: array) == [1, 2, 3])
  }

  @Test func testInitUniqueElementsSubSequence() {
    let array: IdentifiedArrayOf<N> = [1, 2, 3]
    #expect(IdentifiedArray(uniqueElements: array[...]) == [1, 2, 3])
  }

  @Test func testSelfInit() {
    let array: IdentifiedArrayOf<N> = [1, 2, 3]
    #expect(IdentifiedArray(array) == [1, 2, 3])
  }

  @Test func testSubsequenceInit() {
    let array: IdentifiedArrayOf<N> = [1, 2, 3]
    let tail = IdentifiedArray(array[1...])
    #expect(tail == [2, 3])
    #expect(isConsistent(tail))
  }

  @Test func testInitIDUniquingElements() {
    let models = [Model(id: 1, data: "A"), Model(id: 2, data: "B"), Model(id: 1, data: "AAAA")]
    let first = IdentifiedArray(models, id: \.id) { lhs, _ in lhs }
    #expect(first == IdentifiedArray(uniqueElements: [models[0], models[1]], id: \.id))
    let later = IdentifiedArray(models, id: \.id) { _, rhs in rhs }
    #expect(later == IdentifiedArray(uniqueElements: [models[2], models[1]], id: \.id))
  }

  @Test func testInitUniquingElements() {
    let models = [
      IdentifiableModel(id: 1, data: "A"), IdentifiableModel(id: 2, data: "B"),
      IdentifiableModel(id: 1, data: "AAAA"),
    ]
    let first = IdentifiedArray(models) { lhs, _ in lhs }
    #expect(first == IdentifiedArray(uniqueElements: [models[0], models[1]]))
    let later = IdentifiedArray(models) { _, rhs in rhs }
    #expect(later == IdentifiedArray(uniqueElements: [models[2], models[1]]))
  }

  @Test func testAppend() {
    var array: IdentifiedArrayOf<N> = [1, 2, 3]
    #expect(array.append(4) == (inserted: true, index: 3))
    #expect(array == [1, 2, 3, 4])
    #expect(array.append(2) == (inserted: false, index: 1))
    #expect(array == [1, 2, 3, 4])
  }

  @Test func testAppendContentsOf() {
    var array: IdentifiedArrayOf<N> = [1, 2, 3]
    array.append(contentsOf: [1, 4, 3, 5])
    #expect(array == [1, 2, 3, 4, 5])
    #expect(isConsistent(array))
  }

  @Test func testInsert() {
    var array: IdentifiedArrayOf<N> = [1, 2, 3]
    #expect(array.insert(0, at: 0) == (inserted: true, index: 0))
    #expect(array == [0, 1, 2, 3])
    #expect(array.insert(2, at: 0) == (inserted: false, index: 2))
    #expect(array == [0, 1, 2, 3])
  }

  @Test func testUpdateAt() {
    var array: IdentifiedArrayOf<User> = [User(id: 1, name: "A"), User(id: 2, name: "B")]
    #expect(array.update(User(id: 2, name: "C"), at: 1) == User(id: 2, name: "B"))
    #expect(array[id: 2]?.name == "C")
  }

  @Test func testUpdateOrAppend() {
    var array: IdentifiedArrayOf<User> = [User(id: 1, name: "A"), User(id: 2, name: "B")]
    #expect(array.updateOrAppend(User(id: 4, name: "D")) == nil)
    #expect(array.ids == [1, 2, 4])
    #expect(array.updateOrAppend(User(id: 2, name: "C")) == User(id: 2, name: "B"))
    #expect(array.ids == [1, 2, 4] && array[1].name == "C")
  }

  @Test func testUpdateOrInsert() {
    var array: IdentifiedArrayOf<User> = [
      User(id: 1, name: "A"), User(id: 2, name: "B"), User(id: 3, name: "C"),
    ]
    var (original, index) = array.updateOrInsert(User(id: 0, name: "Z"), at: 0)
    #expect(original == nil && index == 0)
    #expect(array.ids == [0, 1, 2, 3])
    (original, index) = array.updateOrInsert(User(id: 2, name: "Y"), at: 0)
    #expect(original == User(id: 2, name: "B") && index == 2)
    #expect(array.ids == [0, 1, 2, 3] && array[2].name == "Y")
  }

  @Test func testPartition() {
    var array: IdentifiedArrayOf<N> = [1, 2]
    let index = array.partition { $0.id == 1 }
    #expect(index == 1)
    #expect(array == [2, 1])
    #expect(isConsistent(array))
  }

  @Test func testMoveFromOffsetsToOffset() {
    var array: IdentifiedArrayOf<N> = [1, 2, 3]
    array.move(fromOffsets: [0, 2], toOffset: 0)
    #expect(array == [1, 3, 2])
    array = [1, 2, 3]
    array.move(fromOffsets: [0, 2], toOffset: 1)
    #expect(array == [1, 3, 2])
    array = [1, 2, 3]
    array.move(fromOffsets: [0, 2], toOffset: 2)
    #expect(array == [2, 1, 3])
    array = [1, 2, 3]
    array.move(fromOffsets: [0], toOffset: 3)
    #expect(array == [2, 3, 1])
    #expect(isConsistent(array))
  }

  @Test func testRemoveAtOffsets() {
    var array: IdentifiedArrayOf<N> = [1, 2, 3]
    array.remove(atOffsets: [0, 2])
    #expect(array == [2])
    #expect(isConsistent(array))
    #expect(array[id: 1] == nil && array[id: 3] == nil)
  }

  @Test func testEquatable() {
    struct Foo: Identifiable, Equatable {
      var id = "id"
      var value = "value"
    }
    var arrays: [IdentifiedArray<String, Foo>] = [
      IdentifiedArray<String, Foo>(),
      IdentifiedArray<String, Foo>(uncheckedUniqueElements: [], id: \.id),
      IdentifiedArray<String, Foo>(uniqueElements: [], id: \.id),
      IdentifiedArray<String, Foo>(uncheckedUniqueElements: []),
      IdentifiedArray<String, Foo>(uniqueElements: []),
    ]
    for index in arrays.indices { arrays[index].append(Foo()) }
    #expect(arrays.allSatisfy { $0 == arrays[0] })
    for index in arrays.indices { arrays[index].append(Foo(id: "id2", value: "\(index)")) }
    for (left, lhs) in arrays.enumerated() {
      for (right, rhs) in arrays.enumerated() where left != right { #expect(lhs != rhs) }
    }
  }

  @Test func testIdentifiedArraySubscript() {
    var items: IdentifiedArrayOf<N> = [1, 2, 3]
    items[1] = N(4)
    #expect(items.count == 3)
    #expect(items.map(\.id) == [1, 4, 3])
    #expect(items[id: 2] == nil && items.index(id: 4) == 1)
    // An id already elsewhere: the two change places, as there.
    items[0] = N(3)
    #expect(items.map(\.id) == [3, 4, 1])
    #expect(isConsistent(items))
  }
}

/// What TCA's examples and swift-identified-collections' `IdentifiedArrayCollectionOperationTests`
/// use besides: `filter` keeping the type, removals by position, reordering, `sort()`.
@Suite("IdentifiedArray: collection operations TCA code uses")
struct IdentifiedArrayCollectionOperationTests {
  @Test("filter returns an identified array (Todos' filteredTodos)")
  func filterKeepsTheType() {
    let array: IdentifiedArrayOf<N> = [1, 2, 3, 4]
    let even: IdentifiedArrayOf<N> = array.filter { $0.id.isMultiple(of: 2) }
    #expect(even == [2, 4])
    #expect(even[id: 4] == 4 && even.index(id: 4) == 1 && even[id: 1] == nil)
    let plain: [N] = array.filter { $0.id > 2 }
    #expect(plain == [3, 4])
  }

  @Test("filter keeps history: a lift lists the filtered-out ids without comparing all")
  func filterRecordsRemovals() {
    let array: IdentifiedArrayOf<N> = [1, 2, 3, 4]
    let snapshot = array.addressSnapshot
    let odd = array.filter { !$0.id.isMultiple(of: 2) }
    #expect(odd.addressesRemoved(since: snapshot) == [2, 4])
  }

  @Test func removeFirstLastAndSubrange() {
    var array: IdentifiedArrayOf<N> = [1, 2, 3, 4, 5, 6, 7]
    #expect(array.removeFirst() == 1)
    #expect(array.removeLast() == 7)
    array.removeSubrange(1..<3)
    #expect(array == [2, 5, 6])
    array.removeSubrange(2...)
    #expect(array == [2, 5])
    array.removeFirst(1)
    array.removeLast(1)
    #expect(array.isEmpty)
    array = [1, 2, 3]
    array.removeAll(keepingCapacity: true)
    #expect(array.isEmpty && array[id: 1] == nil)
  }

  @Test func removalsByPositionAreRemembered() {
    var array: IdentifiedArrayOf<N> = [1, 2, 3, 4, 5]
    let snapshot = array.addressSnapshot
    array.remove(atOffsets: [1, 3])
    array.removeLast()
    #expect(array.addressesRemoved(since: snapshot) == [2, 4, 5])
  }

  @Test func insertContentsOf() {
    var array: IdentifiedArrayOf<User> = [User(id: 1, name: "A"), User(id: 2, name: "B")]
    array.insert(contentsOf: [User(id: 8, name: "H"), User(id: 2, name: "b"), User(id: 9, name: "I")], at: 1)
    #expect(array.ids == [1, 8, 9, 2])
    #expect(array[id: 2]?.name == "b")
    #expect(isConsistent(array))
  }

  @Test func reverseShuffleSort() {
    var array: IdentifiedArrayOf<N> = [3, 1, 2]
    array.sort()
    #expect(array == [1, 2, 3])
    array.reverse()
    #expect(array == [3, 2, 1])
    #expect(array.sorted() == [1, 2, 3] && array == [3, 2, 1])
    #expect(array.sorted(by: >) == [3, 2, 1])
    var generator = SeededShuffle(seed: 7)
    array.shuffle(using: &generator)
    #expect(Set(array.ids) == [1, 2, 3])
    #expect(isConsistent(array))
  }

  @Test("A custom id key path survives every operation")
  func customKeyPath() {
    var array = IdentifiedArray(
      uniqueElements: [Model(id: 1, data: "a"), Model(id: 2, data: "b")], id: \.data)
    array.append(contentsOf: [Model(id: 3, data: "c")])
    let filtered = array.filter { $0.id != 2 }
    #expect(filtered.ids == ["a", "c"])
    #expect(filtered.id == \Model.data)
    array.move(fromOffsets: [2], toOffset: 0)
    #expect(array.ids == ["c", "a", "b"] && isConsistent(array))
  }
}

/// A seeded generator, so that the shuffle is the same on every run.
private struct SeededShuffle: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
