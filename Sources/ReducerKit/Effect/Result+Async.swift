extension Result {
  /// The result of an asynchronous throwing closure, as swift-concurrency-extras' (which TCA
  /// re-exports): what an effect sends back from a dependency that may fail.
  ///
  ///     await send(.factResponse(Result { try await factClient.fetch(count) }))
  public init(catching body: () async throws(Failure) -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
