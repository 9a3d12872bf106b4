/// A mistake in how reducers are put together, caught while the app runs: the action is
/// ignored, nothing crashes, and the warning says what happened and where the lift was written.
public struct RuntimeWarning: Sendable, CustomStringConvertible {
  public enum Kind: Sendable, Equatable {
    /// A `forEach` received an action for an element that is not in the collection.
    case actionForMissingElement(collection: String, element: String)
    /// An `ifLet` received a child action while the child state was `nil`.
    case actionForNilChild(child: String)
    /// A `Scope` on an enum case received an action while the state was in another case.
    case actionForOtherCase(expected: String)
    /// `dismiss()` was called outside an effect of a presented child, so nothing was dismissed.
    case dismissOutsidePresentation
    /// An `Effect.run` threw an error (not a cancellation) and had no `catch:` handler.
    case unhandledEffectError(error: String)
    /// An endpoint of a `@DependencyClient` was called before it was given an implementation.
    case unimplementedEndpoint(String)
    /// A lift's case key path argument, read once and remembered, evaluated to another key path
    /// later (it reads changing global state): it is evaluated on every action from then on.
    case caseKeyPathChanged
    /// A stack's `forEach` received `.popFrom(id:)` for an id the stack does not hold.
    case popFromMissingElement(stack: String, id: String, ids: String)
    /// A stack's `forEach` received `.push(id:state:)` for an id the stack already holds.
    case pushExistingElement(stack: String, id: String, ids: String)
    /// In a test, a stack's `forEach` received `.push(id:state:)` with an id past the next one.
    case pushUnexpectedID(stack: String, received: String, expected: String)
    /// `stack[id:case:]` was changed while the element was in another case.
    case unrelatedCase(element: String, case: String)
  }

  public let kind: Kind
  /// The operator that raised it: `forEach`, `ifLet`, `Scope`.
  public let operatorName: String
  /// The action that was ignored.
  public let action: any Sendable
  /// Where the lift was written.
  public let fileID: String
  public let line: UInt

  public init(kind: Kind, operatorName: String, action: any Sendable, fileID: String, line: UInt) {
    self.kind = kind
    self.operatorName = operatorName
    self.action = action
    self.fileID = fileID
    self.line = line
  }

  public var description: String {
    let place = "\(fileID):\(line)"
    switch kind {
    case .actionForMissingElement(let collection, let element):
      return """
        A '\(operatorName)' at \(place) received an action for an element that is not in \
        '\(collection)' (\(element)): \(action). It was ignored. Was the element removed while \
        one of its effects was still sending, or was the action sent to the wrong id?
        """
    case .actionForNilChild(let child):
      return """
        An '\(operatorName)' at \(place) received a child action while '\(child)' was nil: \
        \(action). It was ignored. Was the child dismissed before its effect finished, or is \
        the parent setting it to nil before the child runs?
        """
    case .actionForOtherCase(let expected):
      return """
        A '\(operatorName)' at \(place) received an action for the case '\(expected)' while the \
        state was in another case: \(action). It was ignored.
        """
    case .dismissOutsidePresentation:
      return """
        'dismiss()' was called at \(place) outside an effect of a presented child, so nothing \
        was dismissed. Only a child presented with 'ifLet(\\.$child, action:)', or a screen of a \
        navigation stack ('forEach(\\.path, action:)'), can dismiss itself.
        """
    case .unhandledEffectError(let error):
      return """
        The 'Effect.run' at \(place) threw \(error), and nothing caught it: the effect ended. \
        Give the run a 'catch:' handler (or a 'do'/'catch' inside it) to turn the error into an \
        action.
        """
    case .unimplementedEndpoint(let endpoint):
      return """
        Unimplemented: '\(endpoint)' was called. Give the client an implementation for it, \
        e.g. with 'withDependencies' or the test store's dependencies.
        """
    case .caseKeyPathChanged:
      return """
        The case key path given to '\(operatorName)' at \(place) changed between evaluations \
        (now \(action)) although it captures nothing: it reads changing global state. It is \
        evaluated on every action from now on. Pass the key path as a literal, or a value \
        captured from a local or parameter.
        """
    case .popFromMissingElement(let stack, let id, let ids):
      return """
        A '\(operatorName)' at \(place) received a 'popFrom' action for an element that is not in \
        '\(stack)': id \(id), ids in the stack \(ids). Nothing was popped.
        """
    case .pushExistingElement(let stack, let id, let ids):
      return """
        A '\(operatorName)' at \(place) received a 'push' action for an element '\(stack)' already \
        holds: id \(id), ids in the stack \(ids). Nothing was pushed.
        """
    case .pushUnexpectedID(let stack, let received, let expected):
      return """
        A '\(operatorName)' at \(place) received a 'push' action onto '\(stack)' with an unexpected \
        id: received \(received), expected \(expected). Push with the next id \
        ('stackElementID.peek()'), or let 'append' choose it.
        """
    case .unrelatedCase(let element, let caseName):
      return """
        Can't modify unrelated case "\(caseName)": the element \(element) of the stack is in that \
        case, not the one the subscript named. Nothing was changed.
        """
    }
  }
}

/// Where runtime warnings go.
public struct WarningHandler: Sendable {
  private let handle: @Sendable (RuntimeWarning) -> Void

  public init(_ handle: @escaping @Sendable (RuntimeWarning) -> Void) { self.handle = handle }

  public func report(_ warning: RuntimeWarning) { handle(warning) }

  /// Prints each warning to standard error.
  public static var standardError: WarningHandler {
    WarningHandler { warning in
      var stream = StandardError()
      print("warning: \(warning)", to: &stream)
    }
  }

  /// Drops warnings.
  public static var ignore: WarningHandler { WarningHandler { _ in } }
}

struct StandardError: TextOutputStream {
  mutating func write(_ string: String) {
    FileHandleWriter.writeToStandardError(string)
  }
}
