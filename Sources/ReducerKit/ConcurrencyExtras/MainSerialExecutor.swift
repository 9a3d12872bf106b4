/// swift-concurrency-extras' switch for running every task on the main thread, one at a time,
/// which TCA's tests set (`init() { uncheckedUseMainSerialExecutor = true }`) to make effects
/// deterministic. ReducerKit's TestStore is deterministic already (its effects run on its own
/// serial executor, on virtual time), so setting it changes nothing and it always reads `true`.
public var uncheckedUseMainSerialExecutor: Bool {
  get { true }
  set {}
}
