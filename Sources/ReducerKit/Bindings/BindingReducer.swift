/// Applies binding actions to state: list it first in a feature's `body`, so that the reducers
/// after it see the new value. TCA's `BindingReducer`.
///
/// ```swift
/// var body: some Reducer<State, Action> {
///   BindingReducer()
///   Reduce { state, action in
///     switch action {
///     case .binding(\.stepCount):
///       state.sliderValue = min(state.sliderValue, Double(state.stepCount))
///       return .none
///     case .binding:
///       return .none
///     }
///   }
/// }
/// ```
///
/// When the binding case sits in a nested view action, say where it is:
/// `BindingReducer(action: \.view)` (with case key paths), or `BindingReducer(action: CasePath(Action.view))`.
public struct BindingReducer<State, Action: Sendable, ViewAction: BindableAction>: Reducer
where State == ViewAction.State {
  @usableFromInline let toViewAction: (Action) -> ViewAction?

  /// Applies the action's own binding case.
  ///
  /// - Complexity: O(1) per action, plus the field's write.
  @inlinable
  public init() where Action == ViewAction {
    self.toViewAction = { $0 }
  }

  /// Applies the binding case of the view action that `toViewAction` extracts.
  ///
  /// ```swift
  /// BindingReducer(action: CasePath(Action.view))
  /// ```
  public init(action toViewAction: CasePath<Action, ViewAction>) {
    self.toViewAction = toViewAction.extract
  }

  /// Applies the binding case of the view action that `toViewAction` extracts.
  ///
  /// ```swift
  /// BindingReducer(action: Action.allCasePaths.view)
  /// ```
  public init(action toViewAction: AnyCasePath<Action, ViewAction>) {
    self.toViewAction = { toViewAction.extract(from: $0) }
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let binding = toViewAction(action)?.binding else { return .none }
    binding.apply(to: &state)
    return .none
  }
}
