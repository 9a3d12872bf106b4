/// Lets a presented child dismiss itself from one of its effects:
///
///     struct Editor: Reducer {
///       @Dependency(\.dismiss) var dismiss
///       …
///       case .saveTapped:
///         return .run { _ in await dismiss() }
///
/// The store sends the presentation's `.dismiss` action (see ``PresentedAction``), so the parent
/// sees it, the child is set to `nil`, and every effect of the child is cancelled — this one
/// included. Called from anything but an effect of a child presented through
/// ``Reducer/ifLet(_:action:fileID:line:then:)-(WritableKeyPath<State,Presented<ChildState>>&Sendable,_,_,_,_)``
/// or of a screen of a navigation stack (``StackReducer``, where it sends `.popFrom(id:)`), it
/// does nothing and raises a runtime warning.
public struct DismissEffect: Sendable {
  private let dismiss: (@Sendable () async -> Void)?

  /// A dismiss that only warns: the value outside a presented child.
  public init() { self.dismiss = nil }

  /// A dismiss that runs `dismiss`: what a test sets to see that a feature dismissed itself
  /// (`$0.dismiss = DismissEffect { … }`), as in TCA.
  public init(_ dismiss: @escaping @Sendable () async -> Void) { self.dismiss = dismiss }

  /// Whether this dismiss does something (it was made with a closure), unlike the default one.
  public var isSet: Bool { dismiss != nil }

  /// Dismisses the presented child this effect belongs to; returns once the dismissal settled.
  ///
  /// The effect's own dismiss is used wherever this value was read (in the reducer, or inside
  /// the effect): the store gives each effect of a presented child the dismiss of that child.
  public func callAsFunction(fileID: StaticString = #fileID, line: UInt = #line) async {
    guard let dismiss = DependencyValues.current.dismiss.dismiss ?? dismiss else {
      DependencyValues.current.warnings.report(
        RuntimeWarning(
          kind: .dismissOutsidePresentation, operatorName: "dismiss", action: "dismiss()",
          fileID: "\(fileID)", line: line))
      return
    }
    await dismiss()
  }
}
