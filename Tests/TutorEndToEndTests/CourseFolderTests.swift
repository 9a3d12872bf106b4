import Foundation
import Testing

/// Course folders through the real binary, as an instructor makes one and a learner takes it:
/// `tutor course new` → `lint --course` → `learn --course` → `grade --course`, in both languages,
/// with the folder's own feature compiled into the course's program.
@Suite("Course folders: scaffold, lint, learn and grade")
struct CourseFolderTests {
  let folder = URL(fileURLWithPath: TutorProcess.freshStateFolder())
  var course: String { folder.appendingPathComponent("my-course").path }
  /// One learner (one state folder) for the whole test, with a cache of its own.
  let tutor: TutorProcess

  init() {
    var process = TutorProcess()
    process.environment["XDG_CACHE_HOME"] = folder.appendingPathComponent("cache").path
    tutor = process
  }

  /// The letter this learner sees for the quiz's right choice (choices are shuffled per learner).
  func letter(of answer: String, in output: String) -> String? {
    for line in output.split(separator: "\n") {
      let text = line.trimmingCharacters(in: .whitespaces)
      if text.hasSuffix(") \(answer)"), let first = text.first, text.dropFirst().hasPrefix(") ") {
        return String(first)
      }
    }
    return nil
  }

  func walkThrough(language: String) throws {
    let made = try tutor.run(["course", "new", course, "--lang", language])
    #expect(made.status == 0, "\(made.output)\n\(made.error)")
    let lint = try tutor.run(["lint", "--course", course, "--lang", language])
    #expect(lint.status == 0, "\(lint.output)\n\(lint.error)")
    let sound =
      language == "es" ? "1 lección y sus textos están en orden" : "1 lesson and its locales are sound"
    #expect(lint.output.contains(sound), "\(lint.output)")
    // To the quiz, to read this learner's letters.
    let peek = try tutor.run(
      ["learn", "counter", "--course", course, "--lang", language], input: ".increment\n:next\n")
    #expect(peek.output.contains("Counter.State(count: 1)"), "the folder's own feature plays: \(peek.output)")
    let title = language == "es" ? "Un contador" : "A counter"
    #expect(peek.output.contains(title), "\(peek.output)")
    let right = try #require(letter(of: "2", in: peek.output), "\(peek.output)")
    let transcript = folder.appendingPathComponent("session-\(language).txt").path
    _ = try tutor.run(["reset", "--all", "--yes", "--course", course])
    let lines = """
      :next
      \(right)
      :next
      .increment
      .increment
      .increment
      :next
      send .increment { $0.count = 1 }
      send .reset { $0.count = 0 }
      finish

      """
    let learned = try tutor.run(
      ["learn", "counter", "--course", course, "--lang", language, "--record", transcript], input: lines)
    #expect(learned.status == 0, "\(learned.output)\n\(learned.error)")
    let graded = try tutor.run(["grade", transcript, "--course", course, "--lang", language])
    #expect(graded.status == 0, "every task and the quiz pass: \(graded.output)\n\(graded.error)")
    #expect(graded.output.contains("3/3"), "\(graded.output)")
    let listed = try tutor.run(["lessons", "--course", course, "--lang", language])
    #expect(
      listed.output.contains(language == "es" ? "Mi primer curso — lecciones:" : "My first course — lessons:")
    )
    #expect(!listed.output.contains("Code exercises"), "a course folder lists no built-in exercises")
  }

  @Test("In English: the new course lints clean, is learnt to the end and grades 3 of 3")
  func english() throws { try walkThrough(language: "en") }

  @Test("In Spanish: the same course, in Spanish words")
  func spanish() throws { try walkThrough(language: "es") }

  @Test("A course's progress is kept apart from the built-in course's, under its id")
  func progressApart() throws {
    _ = try tutor.run(["course", "new", course])
    _ = try tutor.run(["learn", "counter", "--course", course], input: ".increment\n")
    let own = URL(fileURLWithPath: tutor.state).appendingPathComponent(
      "tutor/courses/my-course/progress.json")
    #expect(FileManager.default.fileExists(atPath: own.path))
    let builtIn = URL(fileURLWithPath: tutor.state).appendingPathComponent("tutor/progress.json")
    #expect(!FileManager.default.fileExists(atPath: builtIn.path))
  }

  @Test("Mistakes in a course folder are told with their file and line, in both languages")
  func mistakes() throws {
    let notACourse = try tutor.run(["learn", "counter", "--course", folder.path])
    #expect(notACourse.status == 2)
    #expect(
      notACourse.error.contains("is not a course folder: it has no lessons/course.md"), "\(notACourse.error)")
    let spanish = try tutor.run(["learn", "counter", "--course", folder.path, "--lang", "es"])
    #expect(spanish.error.contains("no es la carpeta de un curso"), "\(spanish.error)")
    _ = try tutor.run(["course", "new", course])
    let again = try tutor.run(["course", "new", course])
    #expect(again.status == 2)
    #expect((again.output + again.error).contains("already exists and is not empty"), "\(again.output)")
    let exercise = try tutor.run(["exercise", "list", "--course", course])
    #expect(exercise.status == 2)
    #expect(
      (exercise.output + exercise.error).contains("course folders have no code exercises yet"),
      "\(exercise.output)")
    let watch = try tutor.run(["learn", "basics", "--watch"])
    #expect(watch.status == 2)
    #expect(
      (watch.output + watch.error).contains("--watch follows a course folder's files"), "\(watch.output)")
    // A lesson folder the manifest does not list.
    let stray = URL(fileURLWithPath: course).appendingPathComponent("lessons/stray")
    try FileManager.default.createDirectory(at: stray, withIntermediateDirectories: true)
    try "# stray\nsandbox: Counter\n".write(
      to: stray.appendingPathComponent("lesson.md"), atomically: true, encoding: .utf8)
    let lint = try tutor.run(["lint", "--course", course])
    #expect(lint.status == 1)
    #expect(
      (lint.output + lint.error).contains("lessons/course.md:1: lessons/stray/ is not listed"),
      "\(lint.output)")
  }

  @Test("A feature that does not compile is shown with its file and line; nothing runs")
  func featureDoesNotCompile() throws {
    _ = try tutor.run(["course", "new", course])
    let feature = URL(fileURLWithPath: course).appendingPathComponent("Features/Counter.swift")
    let text = try String(contentsOf: feature, encoding: .utf8)
    try text.replacingOccurrences(of: "var count = 0", with: "var count: Int = \"zero\"").write(
      to: feature, atomically: true, encoding: .utf8)
    let result = try tutor.run(["learn", "counter", "--course", course], input: ".increment\n")
    #expect(result.status == 1)
    #expect(result.output.contains("\(feature.path):"), "\(result.output)")
    #expect(!result.output.contains("counter 1/4>"), "no lesson opens")
  }

  @Test("Hostile content is bounded: a reducer that never returns, a lesson file too large")
  func hostile() throws {
    _ = try tutor.run(["course", "new", course])
    let feature = URL(fileURLWithPath: course).appendingPathComponent("Features/Counter.swift")
    let text = try String(contentsOf: feature, encoding: .utf8)
      .replacingOccurrences(of: "    case reset\n", with: "    case reset\n    case spin\n")
      .replacingOccurrences(
        of: "      case .reset:\n",
        with:
          "      case .spin:\n        while state.count >= 0 { state.count &+= 0 }\n        return .none\n      case .reset:\n"
      )
    try text.write(to: feature, atomically: true, encoding: .utf8)
    var bounded = tutor
    bounded.environment["TUTOR_COURSE_CPU_SECONDS"] = "2"
    let spun = try bounded.run(["play", "Counter", "--course", course], input: ".increment\n.spin\nstate\n")
    // SIGXCPU at the limit, or SIGKILL when the kernel gets there first.
    #expect([128 + 24, 128 + 9].contains(spun.status), "stopped by its CPU time: \(spun.status)")
    #expect(
      (spun.output + spun.error).contains("stopped after 2 s of CPU time"), "\(spun.output)\n\(spun.error)")
    let huge = URL(fileURLWithPath: course).appendingPathComponent("lessons/counter/en.md")
    try String(repeating: "a long line of prose\n", count: 60_000).write(
      to: huge, atomically: true, encoding: .utf8)
    let lint = try tutor.run(["lint", "--course", course])
    #expect(lint.status == 1)
    #expect((lint.output + lint.error).contains("\(huge.path):1:"), "\(lint.output)")
  }
}

/// `learn --course DIR --watch` at a terminal: a lesson saved shows its step again; a feature
/// saved is compiled again and the lesson comes back.
@Suite(
  "Course folders: live reload while authoring",
  .enabled(if: PTYSession.isAvailable, "needs python3 with pexpect"))
struct CourseWatchTests {
  @Test("Saving en.md re-shows the step with its new words; saving the feature rebuilds it")
  func watch() throws {
    let folder = TutorProcess.freshStateFolder()
    let course = folder + "/course"
    var tutor = TutorProcess()
    tutor.environment["XDG_CACHE_HOME"] = folder + "/cache"
    #expect(try tutor.run(["course", "new", course]).status == 0)
    let english = try String(contentsOfFile: course + "/lessons/counter/en.md", encoding: .utf8)
    let feature = try String(contentsOfFile: course + "/Features/Counter.swift", encoding: .utf8)
    let session = PTYSession(
      command: [TutorProcess.binary, "learn", "counter", "--course", course, "--watch"],
      environment: [
        "XDG_STATE_HOME": folder, "HOME": folder, "XDG_CACHE_HOME": folder + "/cache", "NO_COLOR": "1",
        "LANG": nil, "LC_ALL": nil, "TUTOR_LANG": "en",
      ],
      timeout: 30, rows: 40, columns: 120)
    let result = try session.run([
      .expect("counter 1/4> ", timeout: 120),
      .writeFile(
        path: course + "/lessons/counter/en.md",
        text: english.replacingOccurrences(of: "Every line you type", with: "Each line you type")),
      .expect("en.md changed: the step again", timeout: 20),
      .expect("Each line you type"),
      .sendLine(".increment"), .expect("count: 1"),
      .writeFile(
        path: course + "/Features/Counter.swift",
        text: feature.replacingOccurrences(of: "state.count += 1", with: "state.count += 10")),
      .expect("a feature changed: compiling it again", timeout: 20),
      .expect("counter 1/4> ", timeout: 120),
      .sendLine(".increment"), .expect("count: 10"),
      .send(PTYSession.ctrlD), .expectEOF(),
    ])
    #expect(result.ok, "\(result.error ?? "")\n\(result.screen)")
  }
}
