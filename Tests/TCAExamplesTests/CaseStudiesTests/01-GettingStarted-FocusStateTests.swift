import ReducerKitTesting
import Testing

// TCA's FocusState case study has no test of its own.
@MainActor
struct FocusStateTests {
  @Test
  func signInFocusesTheFirstEmptyField() async {
    let store = TestStore(initialState: FocusDemo.State()) {
      FocusDemo()
    }
    await store.send(.signInButtonTapped) {
      $0.focusedField = .username
    }
    await store.send(\.binding.username, "ana") {
      $0.username = "ana"
    }
    await store.send(.signInButtonTapped) {
      $0.focusedField = .password
    }
    // The view moves the focus too: a binding like any other.
    await store.send(\.binding.focusedField, nil) {
      $0.focusedField = nil
    }
    await store.send(\.binding.password, "secreto") {
      $0.password = "secreto"
    }
    await store.send(.signInButtonTapped)
  }
}
