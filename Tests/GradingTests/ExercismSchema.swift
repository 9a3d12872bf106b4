/// Exercism's test-runner interface, version 3 (exercism.org/docs/building/tooling/test-runners/
/// interface): the fields, their types and allowed values, checked on a decoded document.
enum ExercismSchema {
  struct Violation: Error, CustomStringConvertible {
    let description: String
  }

  static func validate(_ object: [String: Any]) throws {
    func fail(_ text: String) throws -> Never { throw Violation(description: text) }
    guard object["version"] as? Int == 3 else { try fail("version must be 3") }
    guard let status = object["status"] as? String, ["pass", "fail", "error"].contains(status) else {
      try fail("status must be pass, fail or error")
    }
    if status == "error" {
      guard let message = object["message"] as? String, !message.isEmpty else {
        try fail("error needs a message")
      }
    }
    guard let tests = object["tests"] as? [[String: Any]] else {
      try fail("tests must be an array of objects")
    }
    if status == "pass", tests.contains(where: { $0["status"] as? String != "pass" }) {
      try fail("status pass with a test not passed")
    }
    if status == "fail", !tests.contains(where: { $0["status"] as? String == "fail" }) {
      try fail("status fail without a failed test")
    }
    for test in tests {
      guard let name = test["name"] as? String, !name.isEmpty else { try fail("a test needs a name") }
      guard let testStatus = test["status"] as? String, ["pass", "fail", "error"].contains(testStatus) else {
        try fail("\(name): status must be pass, fail or error")
      }
      guard test["test_code"] is String else { try fail("\(name): test_code must be a string") }
      if testStatus != "pass", !(test["message"] is String) { try fail("\(name): a failure needs a message") }
      if let id = test["task_id"] {
        guard let number = id as? Int, number >= 1 else {
          try fail("\(name): task_id must be an integer ≥ 1")
        }
      }
      if let output = test["output"], !(output is String) { try fail("\(name): output must be a string") }
    }
  }
}
