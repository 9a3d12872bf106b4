extension InputError {
  /// The message in the catalog's language, without the column.
  public func message(in catalog: Catalog) -> String {
    kind.message(in: catalog)
  }
}

extension InputError.Kind {
  func message(in catalog: Catalog) -> String {
    func text(_ key: String, _ arguments: [String: String] = [:], count: Int? = nil) -> String {
      catalog.text("input." + key, arguments, count: count)
    }
    func suggesting(_ key: String, _ suggestion: String?, _ arguments: [String: String]) -> String {
      guard let suggestion else { return text(key, arguments) }
      return text(key + ".suggestion", arguments.merging(["suggestion": suggestion]) { $1 })
    }
    func pathOrState(_ key: String, _ path: String, _ arguments: [String: String] = [:]) -> String {
      path.isEmpty
        ? text(key + ".state", arguments) : text(key, arguments.merging(["path": path]) { $1 })
    }
    switch self {
    case .emptyInput:
      return text("emptyInput")
    case .unexpectedCharacter(let character):
      return text("unexpectedCharacter", ["character": String(character)])
    case .unterminatedString:
      return text("unterminatedString")
    case .singleQuoted(let text):
      return catalog.text("prompt.singleQuoted", ["text": text])
    case .invalidEscape(let escape):
      return text("invalidEscape", ["escape": escape])
    case .numberOutOfRange(let number):
      return text("numberOutOfRange", ["number": number])
    case .unexpectedToken(let found, let expected):
      return text("unexpectedToken", ["found": found, "expected": expected.text(in: catalog)])
    case .unexpectedEnd(let expected):
      return text("unexpectedEnd", ["expected": expected.text(in: catalog)])
    case .trailingInput(let rest):
      return text("trailingInput", ["text": rest])
    case .missingDot(let name):
      return text("missingDot", ["name": name])
    case .invalidUUID(let string):
      return text("invalidUUID", ["text": string])
    case .unknownMethod(let name):
      return text("unknownMethod", ["name": name])
    case .nestedTooDeeply:
      return text("nestedTooDeeply")
    case .unknownCase(let name, let suggestion, let valid):
      let message = suggesting("unknownCase", suggestion, ["name": name])
      guard !valid.isEmpty else { return message }
      return catalog.text(
        "prompt.validHere", ["message": message, "cases": valid.map { "." + $0 }.joined(separator: ", ")])
    case .takesNoArguments(let caseName):
      return text("takesNoArguments", ["case": caseName])
    case .missingArgument(let caseName, nil):
      return text("missingArgument.unlabelled", ["case": caseName])
    case .missingArgument(let caseName, let label?):
      return text("missingArgument", ["case": caseName, "label": label])
    case .unexpectedArgument(let caseName, let label, let suggestion):
      return suggesting("unexpectedArgument", suggestion, ["case": caseName, "label": label])
    case .tooManyArguments(let caseName, let expected, let given):
      return text("tooManyArguments", ["case": caseName, "given": String(given)], count: expected)
    case .labelNotExpected(let caseName, let label):
      return text("labelNotExpected", ["case": caseName, "label": label])
    case .missingLabel(let caseName, let label):
      return text("missingLabel", ["case": caseName, "label": label])
    case .typeMismatch(let expected, nil):
      return text("typeMismatch", ["expected": expected.text(in: catalog)])
    case .typeMismatch(let expected, let field?):
      return text("typeMismatch.for", ["expected": expected.text(in: catalog), "field": field])
    case .wrongStructType(let expected, let given):
      return text("wrongStructType", ["expected": expected, "given": given])
    case .missingField(let type, let field):
      return text("missingField", ["type": type, "field": field])
    case .unknownField(let type, let field, let suggestion):
      return suggesting("unknownField", suggestion, ["type": type, "field": field])
    case .missingFieldLabel(let type, let field):
      return text("missingFieldLabel", ["type": type, "field": field])
    case .unlabelledValue(let type):
      return text("unlabelledValue", ["type": type])
    case .notEnoughElements(nil):
      return text("notEnoughElements")
    case .notEnoughElements(let field?):
      return text("notEnoughElements.for", ["field": field])
    case .invalidValue(let type, let value):
      return text("invalidValue", ["type": type, "value": value])
    case .noSuchField(let path, let field, let suggestion):
      let key = suggestion == nil ? "noSuchField" : "noSuchField.suggestion"
      return pathOrState(key, path, ["field": field, "suggestion": suggestion ?? ""])
    case .noElement(let id, let collection):
      return text("noElement", ["id": id.description, "collection": collection])
    case .duplicateID(let id, let collection):
      return text("duplicateID", ["id": id.description, "collection": collection])
    case .idMismatch(let expected, let given):
      return text("idMismatch", ["expected": expected.description, "given": given.description])
    case .indexOutOfRange(let index, let count, let collection):
      return text(
        "indexOutOfRange", ["index": String(index), "collection": collection], count: count)
    case .noKey(let key, let collection):
      return text("noKey", ["key": key.description, "collection": collection])
    case .noIDField(let collection):
      return text("noIDField", ["collection": collection])
    case .notAList(let path):
      return pathOrState("notAList", path)
    case .notANumber(let path):
      return pathOrState("notANumber", path)
    case .notABool(let path):
      return pathOrState("notABool", path)
    case .isNil(let path):
      return pathOrState("isNil", path)
    }
  }
}

extension InputError.Expectation {
  func text(in catalog: Catalog) -> String {
    switch self {
    case .value: catalog.text("input.expect.value")
    case .action: catalog.text("input.expect.action")
    case .caseName: catalog.text("input.expect.caseName")
    case .memberName: catalog.text("input.expect.memberName")
    case .label: catalog.text("input.expect.label")
    case .token(let token): catalog.text("input.expect.token", ["token": token])
    case .statement: catalog.text("input.expect.statement")
    case .change: catalog.text("input.expect.change")
    case .step: catalog.text("input.expect.step")
    case .index: catalog.text("input.expect.index")
    }
  }
}

extension InputError.ExpectedValue {
  func text(in catalog: Catalog) -> String {
    switch self {
    case .wholeNumber: catalog.text("input.value.wholeNumber")
    case .number: catalog.text("input.value.number")
    case .text: catalog.text("input.value.text")
    case .bool: catalog.text("input.value.bool")
    case .uuid: catalog.text("input.value.uuid")
    case .caseValue(let example?): catalog.text("input.value.case", ["example": example])
    case .caseValue(nil): catalog.text("input.value.anyCase")
    case .structValue(let type?): catalog.text("input.value.struct", ["type": type])
    case .structValue(nil): catalog.text("input.value.anyStruct")
    case .list: catalog.text("input.value.list")
    case .dictionary: catalog.text("input.value.dictionary")
    }
  }
}
