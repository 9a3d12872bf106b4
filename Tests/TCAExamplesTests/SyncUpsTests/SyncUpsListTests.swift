import Foundation
import ReducerKitTesting
import Testing

// TCA's SyncUps example, its SyncUpsListTests: adding a sync-up through the sheet, and the
// blank attendees dropped when it is confirmed.
@MainActor
struct SyncUpsListTests {
  init() { uncheckedUseMainSerialExecutor = true }

  @Test
  func add() async throws {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    var syncUp = SyncUp(
      id: SyncUp.ID(UUID(0)),
      attendees: [
        Attendee(id: Attendee.ID(UUID(1)))
      ]
    )
    await store.send(.addSyncUpButtonTapped) {
      $0.destination = .add(SyncUpForm.State(syncUp: syncUp))
    }

    syncUp.title = "Support rotation"
    await store.send(\.destination.add.binding.syncUp, syncUp) {
      $0.destination?.modify(\.add) { $0.syncUp.title = "Support rotation" }
    }

    await store.send(.confirmAddSyncUpButtonTapped) {
      $0.destination = nil
      $0.$syncUps.withLock { $0 = [syncUp] }
    }
  }

  @Test
  func addAndConfirmValidatesAttendees() async throws {
    // TCA's test reads `@Dependency(\.uuid) var uuid` here: in a test, swift-dependencies hands
    // the test's values (an incrementing generator) to code outside any store. ReducerKit hands
    // the live ones there (random UUIDs), so the test makes the generator itself.
    let uuid = UUIDGenerator.incrementing

    let store = TestStore(
      initialState: SyncUpsList.State(
        destination: .add(
          SyncUpForm.State(
            syncUp: SyncUp(
              id: SyncUp.ID(uuidString: "cafef00d-cafe-f00d-cafe-f00dcafef00d")!,
              attendees: [
                Attendee(id: Attendee.ID(uuid()), name: ""),
                Attendee(id: Attendee.ID(uuid()), name: "   "),
              ],
              title: "Retrospective"
            )
          )
        )
      )
    ) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.confirmAddSyncUpButtonTapped) {
      $0.destination = nil
      $0.$syncUps.withLock {
        $0 = [
          SyncUp(
            id: SyncUp.ID(uuidString: "cafef00d-cafe-f00d-cafe-f00dcafef00d")!,
            attendees: [
              Attendee(id: Attendee.ID(UUID(0)))
            ],
            title: "Retrospective"
          )
        ]
      }
    }
  }
}
