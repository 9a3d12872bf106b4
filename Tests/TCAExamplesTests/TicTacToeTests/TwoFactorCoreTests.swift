import ReducerKitTesting
import Testing

@MainActor
struct TwoFactorCoreTests {
  @Test
  func happyPath() async {
    let store = TestStore(initialState: TwoFactor.State(token: "cafebabe")) {
      TwoFactor()
    } withDependencies: {
      $0.authenticationClient.twoFactor = { @Sendable _, _ in
        AuthenticationResponse(token: "cafebabe", twoFactorRequired: false)
      }
    }
    for code in ["1", "12", "123"] {
      await store.send(\.view.binding.code, code) {
        $0.code = code
      }
    }
    await store.send(\.view.binding.code, "1234") {
      $0.code = "1234"
      $0.isFormValid = true
    }
    await store.send(\.view.submitButtonTapped) {
      $0.isTwoFactorRequestInFlight = true
    }
    await store.receive(\.twoFactorResponse.success) {
      $0.isTwoFactorRequestInFlight = false
    }
  }

  @Test
  func unhappyPath() async {
    let store = TestStore(initialState: TwoFactor.State(token: "cafebabe")) {
      TwoFactor()
    } withDependencies: {
      $0.authenticationClient.twoFactor = { @Sendable _, _ in
        throw AuthenticationError.invalidTwoFactor
      }
    }
    await store.send(\.view.binding.code, "9999") {
      $0.code = "9999"
      $0.isFormValid = true
    }
    await store.send(\.view.submitButtonTapped) {
      $0.isTwoFactorRequestInFlight = true
    }
    await store.receive(\.twoFactorResponse.failure) {
      $0.alert = AlertState {
        TextState(AuthenticationError.invalidTwoFactor.localizedDescription)
      }
      $0.isTwoFactorRequestInFlight = false
    }
    await store.send(\.alert.dismiss) {
      $0.alert = nil
    }
    await store.finish()
  }
}
