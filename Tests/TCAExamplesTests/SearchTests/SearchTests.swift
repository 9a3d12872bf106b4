import Foundation
import ReducerKitTesting
import Testing

@MainActor
struct SearchTests {
  static let place = GeocodingSearch.Result(
    country: "Chile", latitude: 0, longitude: 0, id: 42, name: "Valparaíso")

  static let weather = Search.State.Weather(
    id: 42,
    days: zip(Forecast.mock.daily.time.indices, Forecast.mock.daily.time).map { day, date in
      Search.State.Weather.Day(
        date: date,
        temperatureMax: Forecast.mock.daily.temperatureMax[day], temperatureMaxUnit: "°C",
        temperatureMin: Forecast.mock.daily.temperatureMin[day], temperatureMinUnit: "°C")
    })

  struct SomethingWentWrong: Error {}

  @Test
  func searchAndClearQuery() async {
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.weatherClient.search = { @Sendable _ in .mock }
    }
    await store.send(.searchQueryChanged("M")) {
      $0.searchQuery = "M"
    }
    await store.send(.searchQueryChangeDebounced)
    await store.receive(\.searchResponse.success) {
      $0.results = GeocodingSearch.mock.results
    }
    await store.send(.searchQueryChanged("")) {
      $0.results = []
      $0.searchQuery = ""
    }
  }

  @Test
  func searchFailure() async {
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.weatherClient.search = { @Sendable _ in throw SomethingWentWrong() }
    }
    await store.send(.searchQueryChanged("M")) {
      $0.searchQuery = "M"
    }
    await store.send(.searchQueryChangeDebounced)
    await store.receive(\.searchResponse.failure)
  }

  @Test
  func clearQueryCancelsInFlightSearchRequest() async {
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.weatherClient.search = { @Sendable _ in .mock }
    }
    let searchQueryChanged = await store.send(.searchQueryChanged("M")) {
      $0.searchQuery = "M"
    }
    await searchQueryChanged.cancel()
    await store.send(.searchQueryChanged("")) {
      $0.searchQuery = ""
    }
  }

  @Test
  func tapOnLocation() async {
    let store = TestStore(initialState: Search.State(results: GeocodingSearch.mock.results + [Self.place])) {
      Search()
    } withDependencies: {
      $0.weatherClient.forecast = { @Sendable _ in .mock }
    }
    await store.send(.searchResultTapped(Self.place)) {
      $0.resultForecastRequestInFlight = Self.place
    }
    await store.receive(\.forecastResponse) {
      $0.resultForecastRequestInFlight = nil
      $0.weather = Self.weather
    }
  }

  @Test
  func tapOnLocationCancelsInFlightRequest() async {
    let results = GeocodingSearch.mock.results + [Self.place]
    let clock = TestClock()
    let store = TestStore(initialState: Search.State(results: results)) {
      Search()
    } withDependencies: {
      $0.weatherClient.forecast = { @Sendable _ in
        try await clock.sleep(for: .seconds(0))
        return .mock
      }
    }
    await store.send(.searchResultTapped(results[0])) {
      $0.resultForecastRequestInFlight = results[0]
    }
    await store.send(.searchResultTapped(Self.place)) {
      $0.resultForecastRequestInFlight = Self.place
    }
    await clock.advance()
    await store.receive(\.forecastResponse) {
      $0.resultForecastRequestInFlight = nil
      $0.weather = Self.weather
    }
  }

  @Test
  func tapOnLocationFailure() async {
    let results = GeocodingSearch.mock.results
    let store = TestStore(initialState: Search.State(results: results)) {
      Search()
    } withDependencies: {
      $0.weatherClient.forecast = { @Sendable _ in throw SomethingWentWrong() }
    }
    await store.send(.searchResultTapped(results[0])) {
      $0.resultForecastRequestInFlight = results[0]
    }
    await store.receive(\.forecastResponse) {
      $0.resultForecastRequestInFlight = nil
    }
  }

  // Not in TCA's tests: the client's `testValue` is `@DependencyClient`'s unimplemented one,
  // so a search the test did not provide for fails the test (and answers with an error).
  @Test
  func unimplementedEndpointFailsTheTest() async {
    let store = TestStore(initialState: Search.State()) {
      Search()
    }
    await store.send(.searchQueryChanged("M")) {
      $0.searchQuery = "M"
    }
    await withKnownIssue {
      await store.send(.searchQueryChangeDebounced)
      await store.receive(\.searchResponse.failure)
    }
  }
}
