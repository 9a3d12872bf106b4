import ReducerKit

/// A parent whose state is an enum (the enum-case `Scope` scenarios): a login form, then home.
enum Screen: Equatable {
  case login(String)
  case home(Int)
}

enum LoginAction: Equatable, Sendable {
  case type(String)
}

enum ScreenAction: Equatable, Sendable {
  case login(LoginAction)
  case home(CounterAction)
  case logIn
}

struct Screens: Reducer {
  var body: some Reducer<Screen, ScreenAction> {
    Scope(state: CasePath(Screen.login), named: "login", action: CasePath(ScreenAction.login)) {
      Reduce { name, action in
        switch action {
        case .type(let text): name += text
        }
        return .none
      }
    }
    Scope(state: CasePath(Screen.home), named: "home", action: CasePath(ScreenAction.home)) { Counter() }
    Reduce { state, action in
      if case .logIn = action, case .login = state { state = .home(0) }
      return .none
    }
  }
}
