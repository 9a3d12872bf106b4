import ReducerKit
import ReducerKitTesting
import Testing

/// Alerts as TCA writes them (swift-navigation's `AlertStateTests`, TCA's
/// `PresentationReducerTests` alert cases), presented with `@Presented` (the macros branch adds
/// `@Presents`) and `ifLet` with no child reducer. The case paths are explicit `CasePath(...)`
/// here: `action: \.alert` waits for the casepaths branch.
@MainActor
@Suite("TCA AlertState and presented alerts")
struct AlertStateTests {
  struct Feature: Reducer {
    struct State: Equatable {
      @Presented var alert: AlertState<Action.Alert>?
      var plainAlert: AlertState<Action.Alert>?
      var deleted = false
    }
    enum Action: Equatable {
      case deleteTapped, plainDeleteTapped
      case alert(PresentedAction<Alert>)
      case plainAlert(Alert)
      enum Alert: Equatable, Sendable { case confirmDeletion }
    }

    static let deleteAlert = AlertState<Action.Alert> {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This cannot be undone.")
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .deleteTapped:
          state.alert = Self.deleteAlert
          return .none
        case .plainDeleteTapped:
          state.plainAlert = Self.deleteAlert
          return .none
        case .alert(.presented(.confirmDeletion)), .plainAlert(.confirmDeletion):
          state.deleted = true
          return .none
        case .alert(.dismiss):
          return .none
        }
      }
      .ifLet(\.$alert, action: CasePath(Action.alert))
      .ifLet(\.plainAlert, action: CasePath(Action.plainAlert))
    }
  }

  @Test("AlertState builds from TCA's builders and is equal ignoring its id")
  func alertStateEquality() {
    let other = AlertState<Feature.Action.Alert> {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .send(.confirmDeletion)) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This cannot be undone.")
    }
    #expect(other == Feature.deleteAlert)
    #expect(other.id != Feature.deleteAlert.id)
    #expect(other.buttons.map(\.role) == [.destructive, .cancel])
    #expect(other.buttons.map(\.action.action) == [.confirmDeletion, nil])
    #expect(String(state: other.title) == "Delete?")
    #expect(TextState("a").bold() != TextState("a"))
    #expect(String(state: TextState("a") + TextState("b")) == "ab")
  }

  @Test("ButtonStateBuilder takes if, else and for")
  func buttonStateBuilder() {
    let showCancel = false
    let alert = AlertState<Int> {
      TextState("Pick")
    } actions: {
      for n in 1...2 { ButtonState(action: n) { TextState("\(n)") } }
      if showCancel { ButtonState(role: .cancel) { TextState("Cancel") } }
    }
    #expect(alert.buttons.map(\.action.action) == [1, 2])
    #expect(alert.message == nil)
  }

  @Test("testAlertActionDismisses: an alert's action reaches the parent, then the alert is gone")
  func alertActionDismisses() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.deleteTapped) { $0.alert = Feature.deleteAlert }
    await store.send(.alert(.presented(.confirmDeletion))) {
      $0.alert = nil
      $0.deleted = true
    }
  }

  @Test("testAlertDismiss: .dismiss clears the alert")
  func alertDismiss() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.deleteTapped) { $0.alert = Feature.deleteAlert }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
  }

  @Test("Ephemeral state is cleared by a plain-optional ifLet too")
  func plainOptionalEphemeral() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.plainDeleteTapped) { $0.plainAlert = Feature.deleteAlert }
    await store.send(.plainAlert(.confirmDeletion)) {
      $0.plainAlert = nil
      $0.deleted = true
    }
  }

  @Test("ConfirmationDialogState: builders, title visibility, ephemeral")
  func confirmationDialog() {
    let dialog = ConfirmationDialogState<Int>(titleVisibility: .visible) {
      TextState("Share")
    } actions: {
      ButtonState(action: 1) { TextState("Copy link") }
    }
    #expect(dialog.titleVisibility == .visible)
    #expect(
      dialog
        == ConfirmationDialogState(titleVisibility: .visible) {
          TextState("Share")
        } actions: {
          ButtonState(action: 1) { TextState("Copy link") }
        })
    #expect(dialog != ConfirmationDialogState { TextState("Share") })
    #expect((dialog as Any) is any EphemeralState)
  }
}
