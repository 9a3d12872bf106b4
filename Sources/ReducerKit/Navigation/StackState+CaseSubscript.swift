extension StackState where Element: CasePathable {
  /// The element `id` in one case of an enum of screens, for reading and changing in place:
  ///
  ///     state.path[id: 0, case: \.detail]?.seconds = 1
  ///     $0.path[id: 0, case: \.detail]?.seconds = 1      // in a test's assertion
  ///
  /// `nil` when the stack does not hold `id`, or holds it in another case. Changing it then
  /// changes nothing, and an element in another case raises a runtime warning ("Can't modify
  /// unrelated case", as TCA reports). Setting `nil` removes the element.
  ///
  /// - Complexity: O(1) on average.
  public subscript<Case>(id id: StackElementID, case path: CaseKeyPath<Element, Case>) -> Case? {
    get { self[id: id].flatMap { $0[case: path] } }
    set {
      guard let element = self[id: id] else { return }
      let casePath = AnyCasePath(path)
      guard casePath.extract(from: element) != nil else {
        DependencyValues.current.warnings.report(
          RuntimeWarning(
            kind: .unrelatedCase(element: "[id: \(id.generation)]", case: caseDescription(of: element)),
            operatorName: "StackState[id:case:]", action: "modify", fileID: "", line: 0))
        return
      }
      self[id: id] = newValue.map(casePath.embed)
    }
  }
}

/// The case an enum value is in, for a warning: `detail`.
private func caseDescription(of value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  if mirror.displayStyle == .enum, let label = mirror.children.first?.label { return label }
  return String(describing: value)
}
