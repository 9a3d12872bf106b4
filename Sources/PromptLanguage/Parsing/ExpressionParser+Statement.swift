import TutorSupport

/// Paths, statements and steps.
extension ExpressionParser {
  /// A method call at the end of a path: `.append(…)`.
  struct MethodCall {
    var name: String
    var column: Int
  }

  /// `[$0] {.name | [id: v] | [index] | [key] | ? | !}`; the first name may come without a dot.
  /// With `allowsMethod`, a final `.name(` stops the path and is returned as a method call.
  mutating func path(allowsMethod: Bool) throws(InputError) -> (path: ValuePath, method: MethodCall?) {
    var components: [ValuePath.Component] = []
    var columns: [Int?] = []
    var needsDot = false
    if case .dollar(let number) = current.kind {
      guard number == 0 else {
        throw InputError(.unexpectedToken(found: current.text, expected: .memberName), column: current.column)
      }
      advance()
      needsDot = true
    }
    while true {
      let token = current
      switch token.kind {
      case .identifier(let name) where !needsDot && components.isEmpty:
        advance()
        components.append(.field(name))
        columns.append(token.column)
      case .dot:
        advance()
        guard case .identifier(let name) = current.kind else { throw unexpected(.memberName) }
        if allowsMethod, peek(1).kind == .leftParen {
          let method = MethodCall(name: name, column: current.column)
          advance()
          return (ValuePath(components: components, columns: columns), method)
        }
        advance()
        components.append(.field(name))
        columns.append(token.column)
      case .leftBracket where components.count > 0 || !needsDot:
        advance()
        components.append(try subscriptComponent())
        columns.append(token.column)
        if case .element = components.last, let name = try caseArgument() {
          components.append(.field(name))
          columns.append(token.column)
        }
        try expect(.rightBracket, "]")
      case .question, .bang:
        advance()
      default:
        return (ValuePath(components: components, columns: columns), nil)
      }
      needsDot = false
    }
  }

  /// The inside of `[…]`: `id: value`, an integer index, or a dictionary key.
  private mutating func subscriptComponent() throws(InputError) -> ValuePath.Component {
    if case .identifier("id") = current.kind, peek(1).kind == .colon {
      advance()
      advance()
      return .element(id: try parsedValue().value)
    }
    if current.kind == .rightBracket || current.kind == .end { throw unexpected(.index) }
    let key = try parsedValue().value
    if case .int(let index) = key { return .index(index) }
    return .key(key)
  }

  /// `, case: \.detail` after an id in a subscript (`path[id: 0, case: \.detail]`, TCA's
  /// spelling for one case of a stack element): the case's name, read as a step into it.
  private mutating func caseArgument() throws(InputError) -> String? {
    guard current.kind == .comma, case .identifier("case") = peek(1).kind, peek(2).kind == .colon else {
      return nil
    }
    advance()
    advance()
    advance()
    guard current.kind == .backslash else { throw unexpected(.token("\\")) }
    advance()
    guard current.kind == .dot else { throw unexpected(.token(".")) }
    advance()
    guard case .identifier(let name) = current.kind else { throw unexpected(.memberName) }
    advance()
    return name
  }

  /// Statements separated by `;`, up to a `}` or the end of the line.
  mutating func statements() throws(InputError) -> [Statement] {
    var statements: [Statement] = []
    while true {
      while current.kind == .semicolon { advance() }
      if current.kind == .rightBrace || current.kind == .end { return statements }
      statements.append(try statement())
      switch current.kind {
      case .semicolon, .rightBrace, .end: continue
      default: throw unexpected(.token(";"))
      }
    }
  }

  /// `path = value`, `path += value`, `path -= value`, or `path.method(…)`.
  mutating func statement() throws(InputError) -> Statement {
    let start = current
    switch start.kind {
    case .dollar, .identifier: break
    default: throw unexpected(.statement)
    }
    let (path, method) = try path(allowsMethod: true)
    var valueColumns = SourceColumns()
    let operation: Statement.Operation
    if let method {
      (operation, valueColumns) = try methodCall(method)
    } else {
      let operatorToken = current
      switch operatorToken.kind {
      case .equals, .plusEquals, .minusEquals:
        advance()
        let value = try parsedValue()
        valueColumns = value.columns
        switch operatorToken.kind {
        case .equals: operation = .assign(value.value)
        case .plusEquals: operation = .add(value.value)
        default: operation = .subtract(value.value)
        }
      default:
        throw unexpected(.change)
      }
    }
    let last = tokens[max(0, position - 1)]
    return Statement(
      path: path, operation: operation, source: source(from: start.column, to: last.endColumn),
      column: start.column, valueColumns: valueColumns)
  }

  /// The arguments of a method at the end of a path, checked against the methods a state's
  /// collections and flags offer.
  private mutating func methodCall(_ method: MethodCall) throws(InputError) -> (
    Statement.Operation, SourceColumns
  ) {
    try expect(.leftParen, "(")
    var arguments: [(label: String?, value: ParsedValue)] = []
    while current.kind != .rightParen {
      var label: String?
      if isAtIdentifierLabel, case .identifier(let name) = current.kind {
        label = name
        advance()
        advance()
      }
      arguments.append((label, try parsedValue()))
      if current.kind == .comma {
        advance()
      } else if current.kind != .rightParen {
        throw unexpected(.token(")"))
      }
    }
    advance()
    let labels = arguments.map { $0.label ?? "_" }
    let signature = method.name + "(" + labels.map { $0 + ":" }.joined() + ")"
    let unknown = InputError(.unknownMethod(signature), column: method.column)
    switch (method.name, labels) {
    case ("append", ["_"]):
      return (.append(arguments[0].value.value), arguments[0].value.columns)
    case ("insert", ["_", "at"]):
      guard case .int(let index) = arguments[1].value.value else {
        throw InputError(
          .typeMismatch(expected: .wholeNumber, field: "at"), column: arguments[1].value.column)
      }
      return (.insert(arguments[0].value.value, at: index), arguments[0].value.columns)
    case ("remove", ["id"]):
      return (.remove(id: arguments[0].value.value), arguments[0].value.columns)
    case ("remove", ["at"]):
      guard case .int(let index) = arguments[0].value.value else {
        throw InputError(
          .typeMismatch(expected: .wholeNumber, field: "at"), column: arguments[0].value.column)
      }
      return (.removeAt(index), SourceColumns())
    case ("removeAll", []): return (.removeAll, SourceColumns())
    case ("removeFirst", []): return (.removeFirst, SourceColumns())
    case ("removeLast", []): return (.removeLast, SourceColumns())
    case ("toggle", []): return (.toggle, SourceColumns())
    case ("pop", ["from"]): return (.popFrom(id: arguments[0].value.value), arguments[0].value.columns)
    case ("pop", ["to"]): return (.popTo(id: arguments[0].value.value), arguments[0].value.columns)
    default: throw unknown
    }
  }

  /// `[await] [store.] (send | receive) action [{ statements }]`, where the action may be in
  /// parentheses: `send(.inc)`.
  mutating func step() throws(InputError) -> Step {
    if current.kind == .end { throw InputError(.emptyInput, column: current.column) }
    if case .identifier("await") = current.kind { advance() }
    if case .identifier("store") = current.kind, peek(1).kind == .dot {
      advance()
      advance()
    }
    let kind: Step.Kind
    switch current.kind {
    case .identifier("send"): kind = .send
    case .identifier("receive"): kind = .receive
    default: throw unexpected(.step)
    }
    advance()
    var action: ParsedValue
    var namesCase = false
    switch current.kind {
    case .leftParen:
      advance()
      if current.kind == .backslash {
        let path = try caseKeyPath()
        var payload: ParsedValue?
        if current.kind == .comma {
          advance()
          payload = try actionValue()
        }
        action = try path.action(payload: payload)
        namesCase = payload == nil
      } else {
        action = try actionValue()
      }
      try expect(.rightParen, ")")
    case .backslash:
      action = try caseKeyPath().action(payload: nil)
      namesCase = true
    default:
      action = try actionValue()
    }
    var statements: [Statement] = []
    var hasBlock = false
    if current.kind == .leftBrace {
      advance()
      hasBlock = true
      statements = try self.statements()
      try expect(.rightBrace, "}")
    }
    return Step(kind: kind, action: action, statements: statements, hasBlock: hasBlock, namesCase: namesCase)
  }

  private mutating func actionValue() throws(InputError) -> ParsedValue {
    switch current.kind {
    case .end, .leftBrace, .rightParen: throw unexpected(.action)
    default: return try parsedValue()
    }
  }
}
