extension StackReducer {
  @usableFromInline
  func warnMissing(_ id: StackElementID, action parentAction: Parent.Action) {
    report(.actionForMissingElement(collection: name, element: "\(name)[id: \(id.generation)]"), parentAction)
  }

  @usableFromInline
  func warnPopMissing(_ id: StackElementID, ids: [StackElementID], action parentAction: Parent.Action) {
    report(.popFromMissingElement(stack: name, id: id.description, ids: ids.description), parentAction)
  }

  @usableFromInline
  func warnPushExisting(_ id: StackElementID, ids: [StackElementID], action parentAction: Parent.Action) {
    report(.pushExistingElement(stack: name, id: id.description, ids: ids.description), parentAction)
  }

  /// In a test, a pushed id must not be past the next one: a push with a made-up id would make
  /// the ids a test expects depend on it. (As in TCA.) The generator is then past it, so that
  /// later pushes never reuse it.
  @usableFromInline
  func checkPushedID(_ id: StackElementID, in state: inout Parent.State, action parentAction: Parent.Action) {
    let values = DependencyValues.current
    guard values.usesStackElementIDGenerator else { return }
    let generator = values.stackElementID
    let expected = Swift.max(generator.peek().generation, read(&state) { $0._nextGeneration })
    if values.context == .test && id.generation > expected {
      report(
        .pushUnexpectedID(stack: name, received: id.description, expected: "#\(expected)"), parentAction)
    }
    generator.use(id)
  }

  private func report(_ kind: RuntimeWarning.Kind, _ parentAction: Parent.Action) {
    DependencyValues.current.warnings.report(
      RuntimeWarning(
        kind: kind, operatorName: "forEach", action: parentAction, fileID: "\(fileID)", line: line))
  }
}
