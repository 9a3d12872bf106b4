import ExerciseGraders
import ExerciseRunner
import Foundation
import Grading
import TutorSupport
import TutorTerminal

/// `tutor exercise grade --dir DIR` (and `tutor grade --exercises DIR`): a learner's folder,
/// graded for an instructor; with `--anonymize KEY`, shown under the student's pseudonym.
extension ExerciseCommand {
  /// Grades every exercise file in the folder, as an instructor would: no progress is noted.
  /// Text, or with `--format json` Exercism's test-runner format (version 3).
  func grade() -> Int32 {
    let folder = context.workspace.folder.path
    // `--anonymize KEY`: the folder's student by pseudonym everywhere (compilers name the files,
    // and so the folder), the key added to KEY before anything is shown.
    var shown: (String) -> String = { $0 }
    if let key = arguments.anonymize {
      let student = GradeAnonymizer.student(ofExerciseFolder: folder)
      let pseudonym = GradeAnonymizer.pseudonym(for: student)
      do {
        try GradeAnonymizer.writeMapping([(pseudonym, student)], to: key, catalog: printer.catalog)
      } catch {
        printer.error(
          "grade.mappingFailed",
          [
            "path": key,
            "reason": FileProblem(path: key, operation: .write, error: error).reason(in: printer.catalog),
          ])
        return 2
      }
      printer.error("grade.wroteFolderMapping", ["path": key])
      shown = { $0.replacingOccurrences(of: folder, with: pseudonym) }
    }
    var outputs: [Output] = [
      .message(key: "exercise.grade.header", arguments: ["folder": shown(folder)], role: .heading)
    ]
    var tests: [[String: String]] = []
    var solved = 0
    for exercise in exercises.all {
      let file = context.workspace.file(of: exercise)
      let names = ["name": exercise.name, "file": ExerciseWorkspace.path(of: exercise)]
      guard context.workspace.exists(exercise) else {
        outputs.append(.message(key: "exercise.grade.missing", arguments: names, role: .dim))
        tests.append([
          "name": exercise.name, "status": "fail",
          "test_code": exercise.scenarioSteps.map { printer.catalog.text($0) }.joined(separator: "\n"),
          "message": printer.catalog.text("exercise.grade.missing", names).trimmingCharacters(
            in: .whitespaces),
        ])
        continue
      }
      let verdict = self.verdict(of: exercise)
      if verdict.isSolved { solved += 1 }
      let details = ExerciseOutput.verdict(verdict, exercise: exercise, file: file)
      outputs.append(
        .message(
          key: verdict.isSolved ? "exercise.grade.pass" : "exercise.grade.fail", arguments: names,
          role: verdict.isSolved ? .success : .failure))
      if !verdict.isSolved { outputs += details.dropFirst().prefix(3) }
      var test = ["name": exercise.name, "status": verdict.isSolved ? "pass" : "fail"]
      // Exercism's test_code: what the test does, the grader's scenario step by step.
      test["test_code"] = exercise.scenarioSteps.map { printer.catalog.text($0) }.joined(separator: "\n")
      if !verdict.isSolved { test["message"] = shown(printer.renderer.text(details)) }
      tests.append(test)
    }
    let passed = solved == exercises.all.count
    if arguments.json {
      let report: [String: Any] = ["version": 3, "status": passed ? "pass" : "fail", "tests": tests]
      if let data = try? JSONSerialization.data(
        withJSONObject: report, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
      {
        StandardOutput.write(String(decoding: data, as: UTF8.self) + "\n")
      }
      return passed ? 0 : 1
    }
    outputs.append(
      .message(
        key: "exercise.grade.points",
        arguments: ["points": String(solved), "possible": String(exercises.all.count)],
        role: .heading))
    StandardOutput.write(shown(printer.text(outputs)) + "\n")
    return passed ? 0 : 1
  }
}
