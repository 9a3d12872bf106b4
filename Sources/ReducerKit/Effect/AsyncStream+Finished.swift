extension AsyncStream {
  /// A stream that ends at once, as swift-concurrency-extras' (which TCA re-exports): the
  /// default of a client endpoint that returns a stream.
  ///
  ///     var events: @Sendable () -> AsyncStream<Event> = { .finished }
  public static var finished: Self {
    Self { $0.finish() }
  }
}

extension AsyncThrowingStream where Failure == any Error {
  /// A stream that ends at once, with `error` if one is given, as swift-concurrency-extras'.
  ///
  ///     var download: @Sendable (URL) -> AsyncThrowingStream<Event, any Error> = { _ in .finished() }
  public static func finished(throwing error: Failure? = nil) -> Self {
    Self { $0.finish(throwing: error) }
  }
}
