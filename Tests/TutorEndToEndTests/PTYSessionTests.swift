import Foundation
import Testing

/// Checks the pseudo-terminal driver itself on a shell, so that tests of the tutor can trust it.
@Suite("PTYSession", .enabled(if: PTYSession.isAvailable, "needs python3 with pexpect"))
struct PTYSessionTests {
  let shell = PTYSession(
    command: ["/bin/sh", "-c", #"printf 'name? '; read name; printf 'hello, %s!\n' "$name"; exit 3"#],
    timeout: 10)

  @Test func typesIntoATerminalAndReadsTheReply() throws {
    let result = try shell.run([
      .expect(#"name\? "#),
      .sendLine("Ana ñ ✓"),
      .expectExact("hello, Ana ñ ✓!"),
      .expectEOF,
    ])
    #expect(result.ok, "\(result.error ?? "")\n\(result.transcript)")
    #expect(result.exitStatus == 3)
    #expect(result.plain.contains("name? Ana ñ ✓\nhello, Ana ñ ✓!\n"))
    #expect(result.screen.hasPrefix("name? Ana ñ ✓\nhello, Ana ñ ✓!"))
    #expect(result.steps.count == 4)
  }

  @Test func theScreenAppliesCursorMovesAndErasing() throws {
    let painter = PTYSession(
      command: ["/bin/sh", "-c", #"printf 'abcdef\r\033[3Cxy\033[K\nnext'; sleep 5"#], timeout: 10)
    let result = try painter.run([.expectScreen("^abcxy\\nnext$")])
    #expect(result.ok, "\(result.error ?? "")\n\(result.screen)")
  }

  @Test func aFailingStepIsReportedWithItsIndex() throws {
    let result = try shell.run([.expect("name"), .expect("never printed", timeout: 0.5)])
    #expect(!result.ok)
    #expect(result.failedStep == 1)
    #expect(result.error?.contains("timeout") == true)
  }

  @Test func ctrlCReachesTheProgram() throws {
    let waiter = PTYSession(
      command: [
        "/bin/sh", "-c", #"trap 'echo caught; exit 7' INT; echo ready; while :; do sleep 0.1; done"#,
      ],
      timeout: 10)
    let result = try waiter.run([.expect("ready"), .send(PTYSession.ctrlC), .expect("caught"), .expectEOF])
    #expect(result.ok, "\(result.error ?? "")\n\(result.transcript)")
    #expect(result.exitStatus == 7)
  }
}

@Suite("PTYSession.builtProduct")
struct PTYSessionBuiltProductTests {
  @Test func findsOnlyWhatExists() {
    #expect(PTYSession.builtProduct(named: "no-such-product-\(UUID().uuidString)") == nil)
    if let tutor = PTYSession.builtProduct(named: "tutor") {
      #expect(tutor.hasSuffix("/tutor"))
    }
  }
}
