import Foundation
import ReducerKit
import Testing

/// `@Shared` and `@SharedReader` on their own: one value behind every copy, changed only with
/// `withLock`, projected, unwrapped, compared by value.
@Suite("Shared values")
struct SharedValueTests {
  struct Parent: Equatable {
    @Shared var count: Int
    var child: Child
  }
  struct Child: Equatable {
    @Shared var count: Int
  }
  struct Profile: Equatable {
    var name: String
    var visits = 0
  }

  @Test("A child made from the parent's projection shares its value")
  func parentAndChildShare() {
    let count = Shared(value: 0)
    let parent = Parent(count: count, child: Child(count: count))
    parent.child.$count.withLock { $0 += 1 }
    #expect(parent.count == 1)
    parent.$count.withLock { $0 = 5 }
    #expect(parent.child.count == 5)
  }

  @Test("Shared(value:) makes a new value each time; equality is by value")
  func equalityByValue() {
    let a = Child(count: Shared(value: 1))
    let b = Child(count: Shared(value: 1))
    #expect(a == b)
    b.$count.withLock { $0 = 2 }
    #expect(a != b)
    #expect(a.count == 1)
  }

  @Test("A key path projection is the same value, and so is a reader")
  func projectionsAndReaders() {
    @Shared(value: Profile(name: "Ada")) var profile: Profile
    let name = $profile.name
    name.withLock { $0 = "Grace" }
    #expect(profile.name == "Grace")
    let reader = SharedReader($profile)
    $profile.withLock { $0.visits += 1 }
    #expect(reader.wrappedValue.visits == 1)
    #expect(reader.wrappedValue == Profile(name: "Grace", visits: 1))
  }

  @Test("An unwrapped optional follows the optional, and keeps its last value once nil")
  func unwrappedOptional() throws {
    @Shared(value: [1: "one"]) var names: [Int: String]
    let one = try #require(Shared($names[1]))
    one.withLock { $0 = "uno" }
    #expect(names[1] == "uno")
    $names.withLock { $0[1] = nil }
    #expect(one.wrappedValue == "uno")
    #expect(Shared($names[2]) == nil)
  }

  @Test("withLock's body may read the value it changes, through another Shared of it")
  func withLockReadsItsOwnValue() throws {
    @Shared(value: [1: "one", 2: "two"]) var names: [Int: String]
    let one = try #require(Shared($names[1]))
    // As SyncUps deletes a sync-up from the list while reading its id through its own Shared.
    $names.withLock { $0[one.wrappedValue == "one" ? 1 : 2] = nil }
    #expect(names == [2: "two"])
  }

  @Test("Equal keys in one scope (a test's) are one value; another scope has its own")
  func inMemoryKeysPerScope() {
    let (a, b) = DependencyValues.$current.withValue(.test) {
      (Shared(wrappedValue: 0, .inMemory("count")), Shared(wrappedValue: 7, .inMemory("count")))
    }
    // Another test's scope (as the `.dependencies` trait enters for each test case).
    let c = SharedTestScope.$entered.withValue(SharedTestScope()) {
      DependencyValues.$current.withValue(.test) { Shared(wrappedValue: 0, .inMemory("count")) }
    }
    a.withLock { $0 = 3 }
    #expect(b.wrappedValue == 3)
    #expect(c.wrappedValue == 0)
  }

  @Test("App storage: the value is saved under its name, and a change made there is seen")
  func appStorage() {
    let values = DependencyValues.test
    let count = DependencyValues.$current.withValue(values) { Shared(wrappedValue: 0, .appStorage("count")) }
    count.withLock { $0 += 2 }
    #expect(values.defaultAppStorage.integer(forKey: "count") == 2)
    values.defaultAppStorage.set(9, forKey: "count")
    #expect(count.wrappedValue == 9)
    let name = DependencyValues.$current.withValue(values) { Shared<String?>(.appStorage("name")) }
    #expect(name.wrappedValue == nil)
    name.withLock { $0 = "Ada" }
    #expect(values.defaultAppStorage.string(forKey: "name") == "Ada")
  }

  @Test("File storage: a file is read first, each change written; a bad file gives the default")
  func fileStorage() throws {
    let values = DependencyValues.test
    let url = URL(fileURLWithPath: "/tmp/reducerkit-shared/profile.json")
    try values.defaultFileStorage.write(Data(#"{"name":"Ada","visits":3}"#.utf8), to: url)
    let profile = DependencyValues.$current.withValue(values) {
      Shared(wrappedValue: Profile(name: "?"), .fileStorage(url))
    }
    #expect(profile.wrappedValue == Profile(name: "Ada", visits: 3))
    profile.withLock { $0.visits += 1 }
    let saved = try JSONDecoder().decode(Profile.self, from: values.defaultFileStorage.data(at: url))
    #expect(saved.visits == 4)

    let broken = URL(fileURLWithPath: "/tmp/reducerkit-shared/broken.json")
    try values.defaultFileStorage.write(Data("not json".utf8), to: broken)
    let fallback = DependencyValues.$current.withValue(values) {
      Shared(wrappedValue: Profile(name: "default"), .fileStorage(broken))
    }
    #expect(fallback.wrappedValue.name == "default")
  }

  @Test("A state holding @Shared is not Codable, as in swift-sharing")
  func notCodable() {
    let child = Child(count: Shared(value: 0))
    #expect(!((child.$count as Any) is any Encodable))
  }
}

extension SharedValueTests.Profile: Codable {}
