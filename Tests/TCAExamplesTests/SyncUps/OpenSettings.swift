import Foundation
import ReducerKit

// TCA's SyncUps example, the dependency that opens the app's settings (`OpenSettings.swift`).
// TCA's live value opens UIKit's settings URL; there is no such thing off Apple's platforms, so
// the live value here does nothing. Tests set their own.
extension DependencyValues {
  var openSettings: @Sendable () async -> Void {
    get { self[OpenSettingsKey.self] }
    set { self[OpenSettingsKey.self] = newValue }
  }

  private enum OpenSettingsKey: DependencyKey {
    typealias Value = @Sendable () async -> Void

    static let liveValue: @Sendable () async -> Void = {}
  }
}
