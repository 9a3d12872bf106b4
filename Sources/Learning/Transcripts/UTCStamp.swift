import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The time now in UTC, as ISO 8601 (`2026-12-01T09:20:00Z`), the way `ISO8601DateFormatter`
/// writes it — without loading time zones, which took a sixth of the tutor's start-up.
public enum UTCStamp {
  public static func now() -> String {
    var seconds = time(nil)
    var parts = tm()
    gmtime_r(&seconds, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
      + "T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
  }
}
