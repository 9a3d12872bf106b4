// Until the case-path helper's Sources/ReducerKit/Store declares it: keep one of the two at
// the merge.

/// State a view can observe (TCA's `ObservableState`). Here a marker: `@ObservableState` adds it.
public protocol ObservableState {}
