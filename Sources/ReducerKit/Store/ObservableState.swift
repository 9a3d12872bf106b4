/// State a view can observe (TCA's `ObservableState`). Here a marker, which the
/// `@ObservableState` macro adds: a store (or a scoped store) of such state reads its fields
/// directly, `store.count` for `store.state.count`, as TCA's stores do.
public protocol ObservableState {}
