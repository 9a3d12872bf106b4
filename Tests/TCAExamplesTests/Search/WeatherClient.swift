import Foundation
import ReducerKit

// TCA's Search example, its API client: the models, the interface (a `@DependencyClient`,
// registered through `TestDependencyKey` and `DependencyKey`), and mock data. The live
// implementation calls Open-Meteo over `URLSession` in TCA's; here it answers with the mocks,
// as no test may reach the network.
struct GeocodingSearch: Decodable, Equatable, Sendable {
  var results: [Result]

  struct Result: Decodable, Equatable, Identifiable, Sendable {
    var country: String
    var latitude: Double
    var longitude: Double
    var id: Int
    var name: String
    var admin1: String?
  }
}

struct Forecast: Decodable, Equatable, Sendable {
  var daily: Daily
  var dailyUnits: DailyUnits

  struct Daily: Decodable, Equatable, Sendable {
    var temperatureMax: [Double]
    var temperatureMin: [Double]
    var time: [Date]
  }

  struct DailyUnits: Decodable, Equatable, Sendable {
    var temperatureMax: String
    var temperatureMin: String
  }
}

@DependencyClient
struct WeatherClient {
  var forecast: @Sendable (_ location: GeocodingSearch.Result) async throws -> Forecast
  var search: @Sendable (_ query: String) async throws -> GeocodingSearch
}

extension WeatherClient: TestDependencyKey {
  static let previewValue = Self(
    forecast: { _ in .mock },
    search: { _ in .mock }
  )

  static let testValue = Self()
}

extension DependencyValues {
  var weatherClient: WeatherClient {
    get { self[WeatherClient.self] }
    set { self[WeatherClient.self] = newValue }
  }
}

extension WeatherClient: DependencyKey {
  static let liveValue = previewValue
}

extension Forecast {
  static let mock = Self(
    daily: Daily(
      temperatureMax: [31, 24, 35],
      temperatureMin: [20, 12, 26],
      time: [0, 86_400, 172_800].map(Date.init(timeIntervalSince1970:))
    ),
    dailyUnits: DailyUnits(temperatureMax: "°C", temperatureMin: "°C")
  )
}

extension GeocodingSearch {
  static let mock = Self(
    results: [
      GeocodingSearch.Result(
        country: "Spain", latitude: 40.4168, longitude: -3.7038, id: 1, name: "Madrid", admin1: nil),
      GeocodingSearch.Result(
        country: "Mexico", latitude: 19.4326, longitude: -99.1332, id: 2, name: "Mexico City", admin1: nil),
      GeocodingSearch.Result(
        country: "Argentina", latitude: -34.6037, longitude: -58.3816, id: 3, name: "Buenos Aires",
        admin1: nil),
    ]
  )
}
