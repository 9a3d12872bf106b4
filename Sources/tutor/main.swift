import BuiltInCourse
import Foundation
import TutorCommandLine

// The `tutor` executable: the command line, given the built-in course.
let status = TutorApp(environment: ProcessInfo.processInfo.environment, course: BuiltInCourse.course)
  .run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
