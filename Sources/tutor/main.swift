import Foundation

// The `tutor` executable: read the command line, run one front door, exit with its status.
let status = TutorApp(environment: ProcessInfo.processInfo.environment)
  .run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
