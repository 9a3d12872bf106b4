import Testing

@testable import ExerciseRunner

/// The driver prints its jobs (`swiftc -###`) with POSIX single quotes, clang with double quotes;
/// a compile plan is made of the words read back from them.
@Suite("Reading a printed command line")
struct ShellWordsTests {
  @Test(
    "Words as a shell reads them",
    arguments: [
      ("a b  c", ["a", "b", "c"]),
      ("'sp ace/a b.swift' -o x", ["sp ace/a b.swift", "-o", "x"]),
      (#"-o 'sp ace/o'\''ut'"#, ["-o", "sp ace/o'ut"]),
      (#" "/usr/bin/ld.lld" "-o" "a \"b\" \\c" "x\y""#, ["/usr/bin/ld.lld", "-o", #"a "b" \c"#, #"x\y"#]),
      (#"a\ b ''"#, ["a b", ""]),
      ("", []),
    ])
  func words(line: String, expected: [String]) {
    #expect(ShellWords.split(line[...]) == expected)
  }

  @Test("An open quote is no command line", arguments: ["'open", #""open"#, #"a "b\" c"#])
  func openQuote(line: String) {
    #expect(ShellWords.split(line[...]) == nil)
  }
}
