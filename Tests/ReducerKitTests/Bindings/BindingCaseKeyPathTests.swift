import ReducerKit
import ReducerKitTesting
import Testing

/// `\.binding.text` as TCA's tests write it (needs the case key paths of branch `casepaths`).
struct BindingCaseKeyPathForm: Reducer {
  struct State: Equatable {
    var text = ""
    var count = 0
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case view(View)

    enum View: BindableAction, Equatable {
      case binding(BindingAction<State>)
    }
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
    BindingReducer(action: \.view)
  }
}

// What `@CasePathable` writes.
extension BindingCaseKeyPathForm.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var binding: AnyCasePath<BindingCaseKeyPathForm.Action, BindingAction<BindingCaseKeyPathForm.State>> {
      AnyCasePath(embed: { .binding($0) }, extract: { if case .binding(let a) = $0 { a } else { nil } })
    }
    var view: AnyCasePath<BindingCaseKeyPathForm.Action, BindingCaseKeyPathForm.Action.View> {
      AnyCasePath(embed: { .view($0) }, extract: { if case .view(let a) = $0 { a } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension BindingCaseKeyPathForm.Action.View: CasePathable {
  struct AllCasePaths: Sendable {
    var binding: AnyCasePath<BindingCaseKeyPathForm.Action.View, BindingAction<BindingCaseKeyPathForm.State>>
    {
      AnyCasePath(embed: { .binding($0) }, extract: { if case .binding(let a) = $0 { a } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

@Suite("Bindings with case key paths (TCA's BindingFormTests spelling)")
struct BindingCaseKeyPathTests {
  @Test("store.send(\\.binding.text, \"hello\")")
  func sendThroughBindingCaseKeyPath() {
    let store = TestStore(initialState: BindingCaseKeyPathForm.State(), reducer: BindingCaseKeyPathForm())
    store.send(\.binding.text, "hello") { $0.text = "hello" }
    store.send(\.binding.count, 2) { $0.count = 2 }
    store.send(\.view.binding.text, "again") { $0.text = "again" }
  }

  @Test("action[case: \\.binding.count] reads the value set (TCA's testMatching)")
  func testMatching() {
    let action = BindingCaseKeyPathForm.Action.binding(.set(\.count, 42))
    #expect(action[case: \.binding.count] == 42)
    #expect(action[case: \.binding.text] == nil)
    #expect(action.is(\.binding))
  }
}
