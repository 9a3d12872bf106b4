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
    let exercises =
      language == "es"
      ? "1 ejercicio: sus puntos de partida (en, es) compilan" : "1 exercise: its starters (en, es) compile"
    #expect(
      lint.output.contains(exercises), "the exercise's starters and reference are checked: \(lint.output)")
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
    let summary =
      language == "es" ? "Ejercicios de código: 0 de 1" : "Code exercises: 0 of 1 solved"
    #expect(listed.output.contains(summary), "its own exercise, not the built-in ones: \(listed.output)")
  }

  @Test("In English: the new course lints clean, is learnt to the end and grades 3 of 3")
  func english() throws { try walkThrough(language: "en") }

  @Test("In Spanish: the same course, in Spanish words")
  func spanish() throws { try walkThrough(language: "es") }

  /// The scaffold's code exercise as a learner meets it: started, checked while it is not done
  /// (the grader's steps in the course's own words), refused when the file declares the grader's
  /// entry, then solved, in the lesson too.
  func codeExercise(language: String) throws {
    _ = try tutor.run(["course", "new", course])
    let work = folder.appendingPathComponent("work-\(language)").path
    let options = ["--course", course, "--lang", language, "--dir", work]
    let started = try tutor.run(["exercise", "start", "step-counter"] + options)
    #expect(started.status == 0, "\(started.output)\n\(started.error)")
    #expect(started.output.contains("tutor exercise watch --course \(course)"), "\(started.output)")
    // A course's files are kept apart from the built-in ones, in a folder named after the course.
    let courseName = URL(fileURLWithPath: course).lastPathComponent
    let file = URL(fileURLWithPath: work).appendingPathComponent("\(courseName)/StepCounter.swift")
    let listed = try tutor.run(["exercise", "list"] + options)
    #expect(listed.output.contains("\(courseName)/StepCounter.swift"), "\(listed.output)")
    #expect(listed.output.contains("tutor exercise watch --course \(course)"), "\(listed.output)")
    let starter = try String(contentsOf: file, encoding: .utf8)
    #expect(starter.contains(language == "es" ? "TODO: resta" : "TODO: take"), "the starter of its language")
    let notYet = try tutor.run(["exercise", "check", "step-counter"] + options)
    #expect(notYet.status == 1, "\(notYet.output)\n\(notYet.error)")
    let step =
      language == "es"
      ? "contar de paso en paso: .up deja count en 2" : "counting by the step: .up makes count 2"
    #expect(notYet.output.contains(step), "the grader's step, from the course's locales: \(notYet.output)")
    // The mistakes the course's grader names, in the course's own words.
    let mistake =
      language == "es"
      ? "probablemente: `.down` no le resta `state.step` a count"
      : "probably: `.down` does not take `state.step` away from count"
    #expect(notYet.output.contains(mistake), "\(notYet.output)")
    // Declaring the entry the check's `main` calls would answer in the grader's place.
    try (starter + "\nfunc checkStepCounter(_ x: StepCounterExercise) -> Bool { true }\n").write(
      to: file, atomically: true, encoding: .utf8)
    let forged = try tutor.run(["exercise", "check", "step-counter"] + options)
    #expect(forged.status == 1)
    #expect(forged.output.contains("checkStepCounter"), "\(forged.output)")
    let reference = try String(
      contentsOf: URL(fileURLWithPath: course).appendingPathComponent(
        "Exercises/step-counter/StepCounter.swift"),
      encoding: .utf8)
    try reference.write(to: file, atomically: true, encoding: .utf8)
    let solved = try tutor.run(["exercise", "check", "step-counter"] + options)
    #expect(solved.status == 0, "\(solved.output)\n\(solved.error)")
    #expect(solved.output.contains("step-counter"))
    #expect(solved.output.contains("tutor exercise play step-counter --course \(course)"), "\(solved.output)")
    let lesson = try tutor.run(
      ["learn", "counter", "--course", course, "--lang", language],
      input: ":next\n:next\n:next\n:next\n:check\n")
    #expect(lesson.output.contains("counter 5/5>"), "\(lesson.output)")
    #expect(
      lesson.output.contains(language == "es" ? "✔ step-counter resuelto" : "✔ step-counter is solved"),
      "\(lesson.output)")
  }

  @Test("In English: the course's code exercise is started, checked and solved, in the lesson too")
  func exerciseInEnglish() throws { try codeExercise(language: "en") }

  @Test("In Spanish: the same exercise, its starter and the grader's steps in Spanish")
  func exerciseInSpanish() throws { try codeExercise(language: "es") }

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
    // An exercise folder no lesson names, and one misnamed, are told before anything runs.
    let exercises = URL(fileURLWithPath: course).appendingPathComponent("Exercises")
    try FileManager.default.createDirectory(
      at: exercises.appendingPathComponent("orphan"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: exercises.appendingPathComponent("Bad_Name"), withIntermediateDirectories: true)
    let strays = try tutor.run(["lint", "--course", course])
    #expect(strays.status == 2)
    #expect(
      strays.output.contains("Exercises/orphan: no lesson names the exercise 'orphan'"), "\(strays.output)")
    #expect(strays.output.contains("Exercises/Bad_Name: an exercise's folder is named after it"))
    // Without its folder the lesson's exercise step names no exercise: lint says so, with the line.
    try FileManager.default.removeItem(at: exercises)
    let exercise = try tutor.run(["exercise", "list", "--course", course])
    #expect(exercise.status == 2)
    #expect(
      (exercise.output + exercise.error).contains("this course has no code exercises"), "\(exercise.output)")
    let noFolder = try tutor.run(["lint", "--course", course])
    #expect(noFolder.status == 1)
    #expect(
      noFolder.output.contains("lesson.md:") && noFolder.output.contains("Exercises/step-counter/"),
      "\(noFolder.output)")
    try FileManager.default.removeItem(at: URL(fileURLWithPath: course))
    _ = try tutor.run(["course", "new", course])
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

  @Test("A mistake a course's grader names needs words in every language, and a name: lint tells where")
  func mistakeWords() throws {
    _ = try tutor.run(["course", "new", course])
    let root = URL(fileURLWithPath: course)
    let grader = root.appendingPathComponent("Exercises/step-counter/StepCounterGrader.swift")
    let text = try String(contentsOf: grader, encoding: .utf8)
    try (text + "\nextension Mistake {\n  static let odd = Mistake(\"not a name\")\n}\n").write(
      to: grader, atomically: true, encoding: .utf8)
    let declared = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(declared.firstIndex { $0.contains("Mistake(\"stepNotKept\")") }) + 1
    let oddLine = declared.count + 2
    let spanish = root.appendingPathComponent("locales/es/exercise.json")
    let words = try String(contentsOf: spanish, encoding: .utf8).split(separator: "\n").filter {
      !$0.contains("exercise.mistake.stepNotKept")
    }.joined(separator: "\n")
    try words.replacingOccurrences(of: "de 2 a 0.\",", with: "de 2 a 0.\"").write(
      to: spanish, atomically: true, encoding: .utf8)

    for (language, missing, badName) in [
      (
        "en", "the grader names the mistake 'stepNotKept', but the 'es' locales have no words for it",
        "'not a name' cannot name a mistake"
      ),
      (
        "es", "el corrector nombra el error 'stepNotKept', pero las traducciones de 'es' no tienen texto",
        "'not a name' no sirve como nombre de un error"
      ),
    ] {
      let lint = try tutor.run(["lint", "--course", course, "--lang", language])
      #expect(lint.status == 1, "\(lint.output)\n\(lint.error)")
      #expect(lint.output.contains("\(grader.path):\(line): \(missing)"), "\(lint.output)")
      #expect(lint.output.contains("\(grader.path):\(oddLine): \(badName)"), "\(lint.output)")
    }
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
    #expect(!result.output.contains("counter 1/5>"), "no lesson opens")
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
      .expect("counter 1/5> ", timeout: 120),
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
      .expect("counter 1/5> ", timeout: 120),
      .sendLine(".increment"), .expect("count: 10"),
      .send(PTYSession.ctrlD), .expectEOF(),
    ])
    #expect(result.ok, "\(result.error ?? "")\n\(result.screen)")
  }
}
