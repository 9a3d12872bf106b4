import ReducerKitTestingCore
import Testing
import XCTest

extension FailureReporter {
  /// Records the failure in Swift Testing when a Swift Testing test is running, otherwise with
  /// XCTFail, at the failure's file and line.
  public static var testFramework: FailureReporter {
    FailureReporter { failure in
      let location = failure.location
      if Test.current != nil {
        Issue.record(
          Comment(rawValue: failure.message),
          sourceLocation: SourceLocation(
            fileID: location.fileID, filePath: location.filePath, line: location.line,
            column: location.column))
      } else {
        if let file = location.staticFilePath {
          XCTFail(failure.message, file: file, line: UInt(location.line))
        } else {
          XCTFail("\(location): \(failure.message)")
        }
      }
    }
  }
}
