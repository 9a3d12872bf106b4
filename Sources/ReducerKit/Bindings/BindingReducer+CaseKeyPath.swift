extension BindingReducer where Action: CasePathable {
  /// Applies the binding case of the view action at `toViewAction`: `BindingReducer(action: \.view)`,
  /// as TCA writes it.
  ///
  /// - Complexity: O(1) per action (the case key path is resolved once).
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) {
    let path = AnyCasePath(toViewAction)
    self.init(action: path)
  }
}
