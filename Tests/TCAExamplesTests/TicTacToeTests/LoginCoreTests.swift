import ReducerKitTesting
import Testing

@MainActor
struct LoginCoreTests {
  static func fillIn(_ store: TestStoreOf<Login>) async {
    await store.send(\.view.binding.email, "ana@example.com") {
      $0.email = "ana@example.com"
    }
    await store.send(\.view.binding.password, "secreto") {
      $0.password = "secreto"
      $0.isFormValid = true
    }
  }

  @Test
  func twoFactorSuccess() async {
    let store = TestStore(initialState: Login.State()) {
      Login()
    } withDependencies: {
      $0.authenticationClient.login = { @Sendable _, _ in
        AuthenticationResponse(token: "cafebabe", twoFactorRequired: true)
      }
      $0.authenticationClient.twoFactor = { @Sendable _, _ in
        AuthenticationResponse(token: "cafebabe", twoFactorRequired: false)
      }
    }
    await Self.fillIn(store)
    let twoFactorPresentation = await store.send(\.view.loginButtonTapped) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(\.loginResponse.success) {
      $0.isLoginRequestInFlight = false
      $0.twoFactor = TwoFactor.State(token: "cafebabe")
    }
    await store.send(\.twoFactor.view.binding.code, "1234") {
      $0.twoFactor?.code = "1234"
      $0.twoFactor?.isFormValid = true
    }
    await store.send(\.twoFactor.view.submitButtonTapped) {
      $0.twoFactor?.isTwoFactorRequestInFlight = true
    }
    await store.receive(\.twoFactor.twoFactorResponse.success) {
      $0.twoFactor?.isTwoFactorRequestInFlight = false
    }
    await twoFactorPresentation.cancel()
  }

  // TCA's test lets the second factor sleep a second (`Task.sleep`); here it waits on a test
  // clock that never moves: dismissing the sheet must cancel it either way.
  @Test
  func twoFactorDismissInFlight() async {
    let clock = TestClock()
    let store = TestStore(initialState: Login.State()) {
      Login()
    } withDependencies: {
      $0.authenticationClient.login = { @Sendable _, _ in
        AuthenticationResponse(token: "cafebabe", twoFactorRequired: true)
      }
      $0.authenticationClient.twoFactor = { @Sendable _, _ in
        try await clock.sleep(for: .seconds(1))
        return AuthenticationResponse(token: "cafebabe", twoFactorRequired: false)
      }
    }
    await Self.fillIn(store)
    await store.send(\.view.loginButtonTapped) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(\.loginResponse.success) {
      $0.isLoginRequestInFlight = false
      $0.twoFactor = TwoFactor.State(token: "cafebabe")
    }
    await store.send(\.twoFactor.view.binding.code, "1234") {
      $0.twoFactor?.code = "1234"
      $0.twoFactor?.isFormValid = true
    }
    await store.send(\.twoFactor.view.submitButtonTapped) {
      $0.twoFactor?.isTwoFactorRequestInFlight = true
    }
    await store.send(\.twoFactor.dismiss) {
      $0.twoFactor = nil
    }
    await store.finish()
  }

  @Test
  func wrongPassword() async {
    let store = TestStore(initialState: Login.State()) {
      Login()
    } withDependencies: {
      $0.authenticationClient.login = { @Sendable _, _ in throw AuthenticationError.invalidUserPassword }
    }
    await Self.fillIn(store)
    await store.send(\.view.loginButtonTapped) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(\.loginResponse.failure) {
      $0.alert = AlertState { TextState(AuthenticationError.invalidUserPassword.localizedDescription) }
      $0.isLoginRequestInFlight = false
    }
  }
}
