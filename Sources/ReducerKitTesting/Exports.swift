// What tests import: the TestStore, dumps and diffs of `ReducerKitTestingCore`, with failures
// reported to the running test framework by default. The tutor links only the core, so it does
// not load Swift Testing or XCTest.
@_exported import ReducerKitTestingCore
