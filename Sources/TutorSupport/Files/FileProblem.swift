import Foundation

/// Why a file could not be read or written, in terms a learner can act on: the path, the cause
/// (not found, a folder, permission, disk full…) and what to do. Never a Foundation error code.
public struct FileProblem: Error, Equatable, Sendable, CustomStringConvertible {
  public enum Operation: String, Equatable, Sendable {
    case read, write
  }

  public enum Cause: Equatable, Sendable {
    /// No such file (or a folder on its way is missing).
    case notFound
    /// A folder where a file was expected.
    case isFolder
    /// A file where a folder was expected (on the way to the path).
    case notAFolder
    /// The system refused: permission denied, or a read-only file system.
    case permission
    /// The file itself is marked read-only; it is kept as it is.
    case readOnly
    /// No space left on the device (or over quota).
    case diskFull
    /// Bigger than the limit the reader set.
    case tooLarge(limit: Int)
    /// Not a regular file: a named pipe, a device or a socket, never opened for reading (it
    /// could block, or never end).
    case special(SpecialKind)
    /// Anything else, with the system's own words.
    case other(String)
  }

  /// What a non-regular file is.
  public enum SpecialKind: String, Equatable, Sendable {
    case fifo, device, socket
  }

  public let path: String
  public let operation: Operation
  public let cause: Cause

  public init(path: String, operation: Operation, cause: Cause) {
    self.path = path
    self.operation = operation
    self.cause = cause
  }

  /// The problem an `errno` value names.
  public init(path: String, operation: Operation, errno code: Int32) {
    self.init(path: path, operation: operation, cause: Self.cause(errno: code))
  }

  /// Any error a file operation threw, Foundation's included, put into a ``Cause``.
  public init(path: String, operation: Operation, error: any Error) {
    if let problem = error as? FileProblem {
      self = problem
      return
    }
    self.init(path: path, operation: operation, cause: Self.cause(error: error))
  }

  public var description: String { "\(operation) \(path): \(cause)" }

  static func cause(errno code: Int32) -> Cause {
    switch code {
    case ENOENT, ENOTDIR: return .notFound
    case EISDIR: return .isFolder
    case EACCES, EPERM, EROFS: return .permission
    case ENOSPC, EDQUOT: return .diskFull
    case EFBIG: return .diskFull
    default: return .other(String(cString: strerror(code)))
    }
  }

  static func cause(error: any Error) -> Cause {
    if let posix = error as? POSIXError { return cause(errno: posix.code.rawValue) }
    let bridged = error as NSError
    if let underlying = bridged.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return cause(errno: Int32(underlying.code))
    }
    if let cocoa = error as? CocoaError {
      switch cocoa.code {
      case .fileNoSuchFile, .fileReadNoSuchFile: return .notFound
      case .fileReadNoPermission, .fileWriteNoPermission, .fileWriteVolumeReadOnly: return .permission
      case .fileWriteOutOfSpace: return .diskFull
      default: break
      }
    }
    if bridged.domain == NSPOSIXErrorDomain { return cause(errno: Int32(bridged.code)) }
    return .other(bridged.localizedFailureReason ?? "\(type(of: error))")
  }

  /// The whole problem in the catalog's language: `cannot read PATH: cause. What to do.`
  public func message(in catalog: Catalog) -> String {
    let key = operation == .read ? "files.cannotRead" : "files.cannotWrite"
    return catalog.text(key, ["path": path, "cause": causeText(in: catalog), "advice": advice(in: catalog)])
      .trimmingWhitespace()
  }

  /// The cause and what to do, without the path in front (for messages that name it already).
  public func reason(in catalog: Catalog) -> String {
    let advice = advice(in: catalog)
    return causeText(in: catalog) + (advice.isEmpty ? "" : ". " + advice)
  }

  /// The cause as an argument put into words when shown (``Output/localized(_:)``), for messages
  /// built before a catalog is at hand.
  public var causeKey: String {
    switch cause {
    case .notFound: return Output.localized("files.cause.notFound")
    case .isFolder: return Output.localized("files.cause.isFolder")
    case .notAFolder: return Output.localized("files.cause.notFound")
    case .permission: return Output.localized("files.cause.permission")
    case .readOnly: return Output.localized("files.cause.readOnly")
    case .diskFull: return Output.localized("files.cause.diskFull")
    case .tooLarge: return Output.localized("files.cause.tooLarge")
    case .special(let kind): return Output.localized("files.cause.\(kind.rawValue)")
    case .other(let reason): return reason
    }
  }

  /// Only the cause, e.g. "it is a folder, not a file".
  public func causeText(in catalog: Catalog) -> String {
    switch cause {
    case .notFound: return catalog.text("files.cause.notFound")
    case .isFolder: return catalog.text("files.cause.isFolder")
    case .notAFolder: return catalog.text("files.cause.notAFolder", ["path": path])
    case .permission: return catalog.text("files.cause.permission")
    case .readOnly: return catalog.text("files.cause.readOnly")
    case .diskFull: return catalog.text("files.cause.diskFull")
    case .tooLarge(let limit): return catalog.text("files.cause.tooLarge", ["limit": Self.size(limit)])
    case .special(let kind): return catalog.text("files.cause.\(kind.rawValue)")
    case .other(let reason): return reason
    }
  }

  /// What the learner can do about it.
  public func advice(in catalog: Catalog) -> String {
    let arguments = ["path": path]
    switch (cause, operation) {
    case (.notFound, .read): return catalog.text("files.advice.notFound", arguments)
    case (.notFound, .write): return catalog.text("files.advice.noFolder", arguments)
    case (.isFolder, _): return catalog.text("files.advice.isFolder", arguments)
    case (.notAFolder, _): return catalog.text("files.advice.notAFolder", arguments)
    case (.permission, .read): return catalog.text("files.advice.permissionRead", arguments)
    case (.permission, .write): return catalog.text("files.advice.permissionWrite", arguments)
    case (.readOnly, _): return catalog.text("files.advice.readOnly", arguments)
    case (.diskFull, _): return catalog.text("files.advice.diskFull", arguments)
    case (.tooLarge, _): return catalog.text("files.advice.tooLarge", arguments)
    case (.special, _): return catalog.text("files.advice.special", arguments)
    case (.other, _): return ""
    }
  }

  package static func size(_ bytes: Int) -> String {
    if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MB" }
    if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KB" }
    return "\(bytes) B"
  }
}
