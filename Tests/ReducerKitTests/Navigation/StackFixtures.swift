import ReducerKit

/// A list → detail → edit stack as a TCA 1.x user writes it: `@Reducer enum Path`, a
/// `StackState` of its states, `.forEach(\.path, action: \.path)` with no trailing closure.
@Reducer
struct StackDetail {
  struct State: Equatable, Codable {
    var seconds = 0
  }
  enum Action: Equatable {
    case tapped
    case startTimer
    case tick
    case closeTapped
    case delegate(Delegate)
    @CasePathable
    enum Delegate: Equatable { case done }
  }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tapped:
        state.seconds += 1
        return .none
      case .startTimer:
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
      case .tick:
        state.seconds += 1
        return .none
      case .closeTapped:
        return .run { _ in await dismiss() }
      case .delegate:
        return .none
      }
    }
  }
}

@Reducer
struct StackEdit {
  struct State: Equatable, Codable {
    var text = ""
  }
  enum Action: Equatable {
    case setText(String)
    case saveTapped
  }
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .setText(let text):
        state.text = text
        return .none
      case .saveTapped:
        return .run { _ in await dismiss() }
      }
    }
  }
}

@Reducer
struct StackRoot {
  @Reducer
  enum Path {
    case detail(StackDetail)
    case edit(StackEdit)
  }

  struct State: Equatable {
    var path = StackState<Path.State>()
  }
  enum Action: Equatable {
    case path(StackActionOf<Path>)
    case showDetail
    case popToRoot
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showDetail:
        state.path.append(.detail(StackDetail.State()))
        return .none
      case .popToRoot:
        state.path.removeAll()
        return .none
      case .path(.element(id: _, action: .detail(.delegate(.done)))):
        state.path.removeAll()
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension StackRoot.Path.State: Equatable, Codable {}
extension StackRoot.Path.Action: Equatable {}
