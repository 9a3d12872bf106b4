import Foundation
import ReducerKitTesting
import Tagged
import Testing

/// Our `Tagged`, checked against swift-tagged's behaviour: what the raw value is, the tagged
/// value is; ids of different tags are different types.
@Suite("Tagged")
struct TaggedTests {
  struct User: Identifiable, Equatable {
    let id: Tagged<Self, Int>
    var name: String
  }
  struct Team {
    typealias ID = Tagged<Self, Int>
  }
  enum EmailTag {}
  typealias Email = Tagged<EmailTag, String>

  @Test func rawValueAndInitializers() {
    let a = User.ID(rawValue: 1)
    let b = User.ID(1)
    #expect(a.rawValue == 1)
    #expect(a == b)
    var c = a
    c.rawValue = 2
    #expect(c != a)
  }

  @Test func literals() {
    let id: User.ID = 42
    let email: Email = "blob@example.com"
    let interpolated: Email = "blob+\(id)@example.com"
    let ratio: Tagged<User, Double> = 0.5
    let flag: Tagged<User, Bool> = true
    #expect(id.rawValue == 42)
    #expect(email.rawValue == "blob@example.com")
    #expect(interpolated.rawValue == "blob+42@example.com")
    #expect(ratio.rawValue == 0.5)
    #expect(flag.rawValue)
  }

  @Test func hashableAndComparable() {
    let ids: Set<User.ID> = [1, 2, 2, 3]
    #expect(ids.count == 3)
    #expect([User.ID(3), 1, 2].sorted() == [1, 2, 3])
    #expect(User.ID(1) < User.ID(2))
  }

  @Test func descriptionIsTheRawValues() {
    #expect(User.ID(7).description == "7")
    #expect("\(Email("blob@example.com"))" == "blob@example.com")
    let parsed: User.ID? = User.ID(String("12"))
    let unparsable: User.ID? = User.ID(String("twelve"))
    #expect(parsed == 12)
    #expect(unparsable == nil)
  }

  @Test func codableAsTheRawValueAlone() throws {
    let uuid = UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!
    let id = Tagged<User, UUID>(uuid)
    let data = try JSONEncoder().encode([id])
    #expect(String(decoding: data, as: UTF8.self) == #"["DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF"]"#)
    #expect(try JSONDecoder().decode([Tagged<User, UUID>].self, from: data) == [id])
    struct Row: Codable, Equatable { var id: Tagged<Row, Int> }
    let row = try JSONDecoder().decode(Row.self, from: Data(#"{"id":5}"#.utf8))
    #expect(row == Row(id: 5))
  }

  @Test func sendableWhenTheRawValueIs() {
    func needsSendable(_ value: some Sendable) -> Bool { true }
    #expect(needsSendable(User.ID(1)))
  }

  @Test func dynamicMemberReadsTheRawValue() {
    let email: Email = "blob@example.com"
    #expect(email.count == 16)
    #expect(Tagged<User, UUID>(UUID(0)).uuidString == "00000000-0000-0000-0000-000000000000")
  }

  @Test func mapAndCoerced() {
    let id: User.ID = 41
    #expect(id.map { $0 + 1 } == 42)
    let team: Team.ID = id.coerced(to: Team.self)
    #expect(team.rawValue == 41)
  }

  @Test func uuidInitializers() {
    #expect(Tagged<User, UUID>(uuidString: "not a uuid") == nil)
    let parsed = Tagged<User, UUID>(uuidString: "00000000-0000-0000-0000-000000000001")
    #expect(parsed == Tagged(UUID(1)))
    #expect(Tagged<User, UUID>() != Tagged<User, UUID>())
  }

  struct Item: Equatable, Identifiable {
    let id: Tagged<Self, UUID>
  }

  @Reducer
  struct Items {
    struct State: Equatable {
      var items: IdentifiedArrayOf<Item> = []
    }
    enum Action { case addButtonTapped }
    @Dependency(\.uuid) var uuid
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.items.append(Item(id: Item.ID(uuid())))
        return .none
      }
    }
  }

  /// `UUID`-raw ids with `@Dependency(\.uuid)`: a test predicts them with `UUID(n)`.
  @MainActor
  @Test func uuidIDsFromTheUUIDDependency() async {
    let store = TestStore(initialState: Items.State()) {
      Items()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addButtonTapped) {
      $0.items = [Item(id: Item.ID(UUID(0)))]
    }
    await store.send(.addButtonTapped) {
      $0.items.append(Item(id: Item.ID(UUID(1))))
    }
    #expect(store.state.items[id: Item.ID(UUID(1))] != nil)
  }
}
