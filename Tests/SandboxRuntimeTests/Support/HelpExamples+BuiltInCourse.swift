import BuiltInCourse

@testable import SandboxRuntime

// `HelpExamples` is internal to SandboxRuntime: its short spelling on the built-in course lives
// here, beside the tests that use it (the others are in EngineTestSupport).

extension HelpExamples {
  static func of(lesson: String) -> HelpExamples { of(lesson: lesson, in: BuiltInCourse.sandboxes) }
}
