import ReducerKit

// TCA's case study "Bindings basics": one action per control, each setting its field.
@Reducer
struct BindingBasics {
  @ObservableState
  struct State: Equatable {
    var sliderValue = 5.0
    var stepCount = 10
    var text = ""
    var toggleIsOn = false
  }

  enum Action {
    case sliderValueChanged(Double)
    case stepCountChanged(Int)
    case textChanged(String)
    case toggleChanged(isOn: Bool)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .sliderValueChanged(let value):
        state.sliderValue = value
      case .stepCountChanged(let count):
        // The slider's range is the step count: shrink it and the value follows.
        state.sliderValue = .minimum(state.sliderValue, Double(count))
        state.stepCount = count
      case .textChanged(let text):
        state.text = text
      case .toggleChanged(let isOn):
        state.toggleIsOn = isOn
      }
      return .none
    }
  }
}
