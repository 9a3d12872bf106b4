/// A reference cell for the last value a transposed store saw.
final class LastValue<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

extension StoreProjection {
  /// Turns a store of an optional into an optional store of the value: `nil` when the value is
  /// absent now, otherwise a store whose state is never optional.
  ///
  ///     if let row = rows.projection(element: 2).transpose() {
  ///       row.state.seconds     // a Row.State, not a Row.State?
  ///     }
  ///
  /// The state comes from the source at each read. If the source later reads `nil` (the row was
  /// removed while a view still holds its store), the transposed store keeps answering with the
  /// last value it saw instead of crashing, so a disappearing view renders steadily.
  public func transpose<Wrapped>() -> StoreProjection<Wrapped, Action>? where State == Wrapped? {
    guard let initial = state else { return nil }
    let last = LastValue(initial)
    let source = self
    return StoreProjection<Wrapped, Action>(
      read: {
        if let current = source.state { last.value = current }
        return last.value
      },
      send: { source.send($0) })
  }
}
