/// A value that presents another for a while, such as ``Presentation``. Tools that read state by
/// reflection (the tutor's `scope` and `state`) look through it the way they look through an
/// optional, so that scoping into it behaves like its ``StoreProjection/transpose()``.
public protocol PresentationValue {
  /// The value a transposed store would show now: the presented value, or `nil` once gone.
  var presentedValue: Any? { get }
}

extension Presentation: PresentationValue {
  /// The value while presented or dismissing; `nil` once dismissed.
  public var presentedValue: Any? { value }
}
