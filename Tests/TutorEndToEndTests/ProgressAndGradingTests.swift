import Foundation
import Testing

/// Progress across runs, transcripts recorded and replayed, and grading — through the binary.
@Suite("Progress, transcripts and grading")
struct ProgressAndGradingTests {
  let tutor = TutorProcess()

  @Test("Quitting keeps the place: `tutor` alone resumes there")
  func resume() throws {
    let first = try tutor.run(["learn", "pullback"], input: ":next\na\n:next\n:quit\n")
    #expect(first.status == 0)
    let again = try tutor.run([], input: ":quit\n")
    #expect(again.output.hasPrefix("Welcome back: resuming 'pullback' at step 3."), "\(again.output)")
    #expect(again.output.contains("── 3/9 · Composing reducers: scope and pullback ──"))
    let lessons = try tutor.run(["lessons"])
    #expect(
      lessons.output.contains(
        ". pullback — Composing reducers: scope and pullback [in progress: 0 of 3 tasks]"))
  }

  @Test("The first run shows a menu; a number picks the lesson")
  func firstRunMenu() throws {
    let result = try tutor.run([], input: "2\n:quit\n")
    #expect(result.output.contains("Welcome! Pick a lesson to start with"))
    #expect(result.output.contains("═══ Composing reducers: scope and pullback ═══"))
  }

  @Test("reset forgets one lesson, or everything")
  func reset() throws {
    _ = try tutor.run(["learn", "pullback"], input: ":next\na\n:quit\n")
    let one = try tutor.run(["reset", "pullback"])
    #expect(one.status == 0)
    #expect(one.output == "progress of 'pullback' forgotten\n")
    let lessons = try tutor.run(["lessons"])
    #expect(lessons.output.contains(". pullback — Composing reducers: scope and pullback [not started]"))
    let all = try tutor.run(["reset", "--all"])
    #expect(all.output == "all progress forgotten\n")
  }

  @Test("A corrupt progress file is moved aside with a clear message, never lost")
  func corruptProgress() throws {
    let folder = URL(fileURLWithPath: tutor.state).appendingPathComponent("tutor")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("{ not json".utf8).write(to: folder.appendingPathComponent("progress.json"))
    let result = try tutor.run(["lessons"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("your progress file could not be read ("))
    let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(kept.contains { $0.hasPrefix("progress.corrupt-") && $0.hasSuffix(".json") }, "\(kept)")
    #expect(!kept.contains("progress.json"))
  }

  @Test("play --realtime --record records every line, as play does; the transcript runs again")
  func realtimeRecords() throws {
    let file = tutor.state + "/realtime.txt"
    let played = try tutor.run(
      ["play", "foreach", "--realtime", "--record", file], input: ".addRow\n.addRow\nstate\nquit\n")
    #expect(played.status == 0, "\(played.error)")
    let recorded = try String(contentsOfFile: file, encoding: .utf8)
    #expect(recorded.hasPrefix("play foreach\n# tutor transcript · "), "\(recorded)")
    #expect(recorded.hasSuffix(".addRow\n.addRow\nstate\nquit\n"), "\(recorded)")
    let run = try tutor.run(["run", file])
    #expect(run.status == 0)
    #expect(run.output.contains("id: 1"), "\(run.output)")
  }

  @Test("Record → replay → grade: the same transcript, three ways")
  func recordReplayGrade() throws {
    let file = tutor.state + "/ana.txt"
    let lines = [
      ":next", "a", ":next", ":next", ":next", ".left(.inc)", ".left(.inc)", ".right(.dec)", ":next", ":next",
      "send .left(.inc) { $0.left = 1 }", ":retry", ":skip", ":quit",
    ]
    let learnt = try tutor.run(
      ["learn", "pullback", "--record", file], input: lines.joined(separator: "\n") + "\n")
    #expect(learnt.status == 0)
    let recorded = try String(contentsOfFile: file, encoding: .utf8)
    #expect(recorded.hasPrefix("learn pullback\n# tutor transcript · "))
    #expect(recorded.contains("# step: pullback/reach\n.left(.inc)\n"))

    let replay = try tutor.run(["replay", file])
    #expect(replay.status == 0)
    #expect(replay.output.contains("pullback 5/9> .right(.dec)\n"))
    #expect(replay.output.contains("✓ Goal reached."))

    let text = try tutor.run(["grade", file])
    #expect(text.status == 1)
    #expect(text.output.hasPrefix("ana  2/3  ✓– | ✓\n"))
    #expect(text.output.hasSuffix("Points 2/3\n"))
    let details = try tutor.run(["grade", file, "--details"])
    #expect(details.output.contains("  ✓ reach · no failed attempts\n"))
    #expect(details.output.contains("  – first-test · skipped (the reference solution was shown)\n"))

    let json = try tutor.run(["grade", file, "--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect(object["version"] as? Int == 3)
    #expect(object["status"] as? String == "fail")
    let tests = try #require(object["tests"] as? [[String: Any]])
    #expect(tests.map { $0["status"] as? String } == ["pass", "pass", "fail"])
    #expect(tests.map { $0["task_id"] as? Int } == [nil, 1, 2])
    #expect((tests[2]["message"] as? String)?.hasPrefix("skipped") == true)

    let junit = try tutor.run(["grade", file, "--format", "junit"])
    #expect(junit.output.contains("<testcase name=\"task 1 · pullback/reach\""))
    // A skipped task is a JUnit skip, as the text report's –.
    #expect(junit.output.contains("<skipped message=\"skipped (the reference solution was shown)\"/>"))
  }

  @Test("Grading a folder: all passing exits 0; a missing path or no transcript exits 2")
  func gradeExitCodes() throws {
    let folder = tutor.state + "/class"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let solved = """
      learn basics
      :skip
      """
    try
      ("learn pullback\n"
      + [
        ":next", "a", ":next", ":next", ":next", ".left(.inc)", ".left(.inc)", ".right(.dec)", ":next",
        ":next",
        "send .left(.inc) { $0.left = 1; $0.seen = 1 }", "send .clearLog { $0.seen = 2 }", "finish",
      ].joined(separator: "\n"))
      .write(toFile: folder + "/bea.txt", atomically: true, encoding: .utf8)
    let passed = try tutor.run(["grade", folder])
    #expect(passed.status == 0, "\(passed.output)")
    #expect(passed.output.hasSuffix("Points 3/3\n"))
    try solved.write(toFile: folder + "/carl.txt", atomically: true, encoding: .utf8)
    let mixed = try tutor.run(["grade", folder])
    #expect(mixed.status == 1)
    let nothing = try tutor.run(["grade", tutor.state + "/nowhere"])
    #expect(nothing.status == 2)
    let usage = try tutor.run(["grade"])
    #expect(usage.status == 2)
    #expect(usage.error == "tutor: which transcripts? Give files or folders, e.g. tutor grade submissions/\n")
  }
}
