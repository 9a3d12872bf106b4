import Foundation

extension Tagged where RawValue == UUID {
  /// A new random tagged UUID: `SyncUp.ID()`. In a feature, prefer `SyncUp.ID(uuid())` with
  /// `@Dependency(\.uuid) var uuid`, so that tests can predict it.
  public init() {
    self.init(UUID())
  }

  /// The tagged UUID written as `uuidString` (`"DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF"`), or nil
  /// when it is not one.
  public init?(uuidString: String) {
    guard let uuid = UUID(uuidString: uuidString) else { return nil }
    self.init(uuid)
  }
}
