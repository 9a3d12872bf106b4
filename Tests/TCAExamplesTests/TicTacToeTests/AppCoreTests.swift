import ReducerKitTesting
import Testing

// TCA's AppCoreTests: the app's enum reducer driven through its `body`, the state changed in
// place with `modify(\.login) { … }`.
@MainActor
struct AppCoreTests {
  static func logIn(_ store: TestStore<TicTacToe.State, TicTacToe.Action>) async {
    await store.send(\.login.view.binding.email, "ana@example.com") {
      $0.modify(\.login) { $0.email = "ana@example.com" }
    }
    await store.send(\.login.view.binding.password, "secreto") {
      $0.modify(\.login) {
        $0.password = "secreto"
        $0.isFormValid = true
      }
    }
    await store.send(\.login.view.loginButtonTapped) {
      $0.modify(\.login) { $0.isLoginRequestInFlight = true }
    }
  }

  @Test
  func integration() async {
    let store = TestStore(initialState: TicTacToe.State.login(Login.State())) {
      TicTacToe.body
    } withDependencies: {
      $0.authenticationClient.login = { @Sendable _, _ in
        AuthenticationResponse(token: "cafebabe", twoFactorRequired: false)
      }
    }
    await Self.logIn(store)
    await store.receive(\.login.loginResponse.success) {
      $0 = .newGame(NewGame.State())
    }
    await store.send(\.newGame.binding.oPlayerName, "Olga") {
      $0.modify(\.newGame) { $0.oPlayerName = "Olga" }
    }
    await store.send(\.newGame.logoutButtonTapped) {
      $0 = .login(Login.State())
    }
  }

  @Test
  func twoFactor() async {
    let store = TestStore(initialState: TicTacToe.State.login(Login.State())) {
      TicTacToe.body
    } withDependencies: {
      $0.authenticationClient.login = { @Sendable _, _ in
        AuthenticationResponse(token: "cafebabe", twoFactorRequired: true)
      }
      $0.authenticationClient.twoFactor = { @Sendable _, _ in
        AuthenticationResponse(token: "cafebabe", twoFactorRequired: false)
      }
    }
    await Self.logIn(store)
    await store.receive(\.login.loginResponse.success) {
      $0.modify(\.login) {
        $0.isLoginRequestInFlight = false
        $0.twoFactor = TwoFactor.State(token: "cafebabe")
      }
    }
    await store.send(\.login.twoFactor.view.binding.code, "1234") {
      $0.modify(\.login) {
        $0.twoFactor?.code = "1234"
        $0.twoFactor?.isFormValid = true
      }
    }
    await store.send(\.login.twoFactor.view.submitButtonTapped) {
      $0.modify(\.login) {
        $0.twoFactor?.isTwoFactorRequestInFlight = true
      }
    }
    .finish()
    await store.receive(\.login.twoFactor.twoFactorResponse.success) {
      $0 = .newGame(NewGame.State())
    }
  }
}
