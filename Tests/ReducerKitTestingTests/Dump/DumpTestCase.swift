/// One parameterised dump or diff case: a value (or two) and the exact text expected.
import Testing

struct DumpTestCase: Sendable, CustomTestStringConvertible {
  var name: String
  var value: any Sendable
  var expected: String

  init(_ name: String, _ value: any Sendable, _ expected: String) {
    self.name = name
    self.value = value
    self.expected = expected
  }

  var testDescription: String { name }
}
