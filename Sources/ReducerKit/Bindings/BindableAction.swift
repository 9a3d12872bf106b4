/// An action with a `binding` case holding a ``BindingAction``, which ``BindingReducer`` applies.
/// TCA's `BindableAction`.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case resetButtonTapped
/// }
/// ```
///
/// The case itself fulfils `binding(_:)`; `binding` (reading the case back) has a default.
public protocol BindableAction<State>: SendableMetatype {
  /// The state whose fields binding actions set.
  associatedtype State

  /// The action wrapping a binding action: the enum's `binding` case.
  static func binding(_ action: BindingAction<State>) -> Self

  /// The binding action this action wraps, or `nil` for any other case.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// The payload of the `binding` case, found from the case's constructor (as ``CasePath/init(_:)``
  /// does: by the enum's tag, with no reflection once learned).
  ///
  /// - Complexity: O(1).
  public var binding: BindingAction<State>? {
    Self._bindingCase.extract(self)
  }

  /// `.binding(.set(keyPath, value))`, shorter.
  ///
  /// ```swift
  /// store.send(.set(\.text, "hello"))
  /// ```
  ///
  /// - Complexity: O(1).
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value> & Sendable, _ value: Value
  ) -> Self {
    binding(.set(keyPath, value))
  }

  /// The case path of `binding`, made once per action type: the extraction it learns (the case's
  /// tag) is kept with it.
  static var _bindingCase: CasePath<Self, BindingAction<State>> {
    let key = PublishedMap.Key(
      first: UInt(bitPattern: ObjectIdentifier(Self.self)),
      second: UInt(bitPattern: ObjectIdentifier(BindingAction<State>.self)), third: 0)
    if let known = bindingCases.object(for: key) {
      return unsafeDowncast(known, to: BindingCaseBox<Self, BindingAction<State>>.self).path
    }
    let box = BindingCaseBox(CasePath<Self, BindingAction<State>> { Self.binding($0) })
    bindingCases.add(box, for: key)
    return box.path
  }
}

/// Case paths of `binding` cases, by action type.
private let bindingCases = PublishedMap()

/// A case path held by reference, for ``PublishedMap``.
final class BindingCaseBox<Root, Value>: Sendable {
  let path: CasePath<Root, Value>
  init(_ path: CasePath<Root, Value>) { self.path = path }
}
