import ReducerKitTesting
import Testing

// TCA's BindingFormTests (its file is named after "BindingBasics"), and the basic case study's
// one-action-per-control spelling beside it.
@MainActor
struct BindingFormTests {
  @Test
  func basics() async {
    let store = TestStore(initialState: BindingForm.State()) {
      BindingForm()
    }
    await store.send(\.binding.sliderValue, 3) {
      $0.sliderValue = 3
    }
    await store.send(\.binding.stepCount, 2) {
      $0.sliderValue = 2
      $0.stepCount = 2
    }
    await store.send(\.binding.text, "Hola") {
      $0.text = "Hola"
    }
    await store.send(\.binding.toggleIsOn, true) {
      $0.toggleIsOn = true
    }
    await store.send(.resetButtonTapped) {
      $0 = BindingForm.State(sliderValue: 5, stepCount: 10, text: "", toggleIsOn: false)
    }
  }

  @Test
  func bindingBasics() async {
    let store = TestStore(initialState: BindingBasics.State()) {
      BindingBasics()
    }
    await store.send(.stepCountChanged(4)) {
      $0.sliderValue = 4
      $0.stepCount = 4
    }
    await store.send(.textChanged("Blob")) {
      $0.text = "Blob"
    }
    await store.send(.toggleChanged(isOn: true)) {
      $0.toggleIsOn = true
    }
    await store.send(\.sliderValueChanged, 1.5) {
      $0.sliderValue = 1.5
    }
  }
}
