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
    _modify {
      let casePath = AnyCasePath(path)
      let element = self[id: id]
      var value = element.flatMap(casePath.extract(from:))
      let found = value != nil
      yield &value
      if found {
        self[id: id] = value.map(casePath.embed)
      } else if let element {
        // As TCA: even a change that did nothing (`?.seconds = 1` on another case) is reported.
        DependencyValues.current.warnings.report(
          RuntimeWarning(
            kind: .unrelatedCase(element: "[id: \(id.generation)]", case: caseDescription(of: element)),
            operatorName: "StackState[id:case:]", action: "modify", fileID: "", line: 0))
      }
    }
  }
}

/// The case an enum value is in, for a warning: `detail`.
private func caseDescription(of value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  if mirror.displayStyle == .enum, let label = mirror.children.first?.label { return label }
  return String(describing: value)
}
