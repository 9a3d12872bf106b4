/// An action that sets one field of `Root` to a value: what a view's binding sends, and what
/// ``BindingReducer`` applies. TCA's `BindingAction`.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
/// }
/// store.send(.binding(.set(\.text, "hello")))
/// ```
///
/// Two binding actions are equal when they set the same key path to equal values. A reducer
/// reacts to one field with a key path pattern:
///
/// ```swift
/// case .binding(\.stepCount):   // any value set at \.stepCount
/// case .binding(.set(\.text, "")):  // exactly this value
/// ```
public struct BindingAction<Root>: Equatable, Sendable {
  /// The field the action sets.
  public let keyPath: PartialKeyPath<Root> & Sendable

  /// Writes the value into a state.
  @usableFromInline let set: @Sendable (inout Root) -> Void
  /// The value written, type-erased (read back by case paths and for printing).
  let value: any Sendable
  /// Whether another action's value equals this one's.
  let valueIsEqualTo: @Sendable (Any) -> Bool

  init<Value: Equatable & Sendable>(keyPath: WritableKeyPath<Root, Value> & Sendable, value: Value) {
    self.keyPath = keyPath
    self.set = { $0[keyPath: keyPath] = value }
    self.value = value
    self.valueIsEqualTo = { ($0 as? Value) == value }
  }

  /// An action setting the field at `keyPath` to `value`.
  ///
  /// ```swift
  /// BindingAction<State>.set(\.text, "hello")
  /// ```
  ///
  /// - Complexity: O(1).
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value> & Sendable, _ value: Value
  ) -> Self {
    Self(keyPath: keyPath, value: value)
  }

  /// Whether `bindingAction` sets the field at `keyPath`, whatever the value: what
  /// `case .binding(\.text):` calls.
  ///
  /// ```swift
  /// if \State.text ~= action { … }
  /// ```
  ///
  /// - Complexity: O(1) for a key path of one property; O(components) otherwise.
  @_disfavoredOverload
  public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, bindingAction: Self) -> Bool {
    (keyPath as AnyKeyPath) == (bindingAction.keyPath as AnyKeyPath)
  }

  /// The same key path and equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    (lhs.keyPath as AnyKeyPath) == (rhs.keyPath as AnyKeyPath) && lhs.valueIsEqualTo(rhs.value)
  }

  /// Writes the action's value into `state`: what ``BindingReducer`` does.
  ///
  /// ```swift
  /// action.apply(to: &state)
  /// ```
  ///
  /// - Complexity: O(1), plus the key path's write.
  @inlinable
  public func apply(to state: inout Root) {
    set(&state)
  }
}

/// Prints as it is written, `.set(\State.text, "hello")`, in dumps, diffs and failure messages.
extension BindingAction: CustomStringConvertible, CustomReflectable {
  public var description: String {
    let written = value as? String
    let shown = written.map { "\"\($0)\"" } ?? String(describing: value)
    return ".set(\(keyPath), \(shown))"
  }

  /// An enum-like mirror (`.set(keyPath, value)`), so that dumps print the case as written.
  public var customMirror: Mirror {
    Mirror(self, children: [(label: "set", value: (_KeyPathName(keyPath), value))], displayStyle: .enum)
  }
}

/// A key path shown as Swift writes it (`\State.text`) inside a dump.
struct _KeyPathName: CustomStringConvertible {
  /// Underscored: dumps print a value whose fields are all storage by its description.
  let _text: String

  init(_ keyPath: AnyKeyPath) { _text = "\(keyPath)" }

  var description: String { _text }
}
