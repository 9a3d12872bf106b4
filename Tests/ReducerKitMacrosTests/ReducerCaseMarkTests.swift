import ReducerKit
import Synchronization
import Testing

/// TCA's marks on the cases of a `@Reducer` enum, `@ReducerCaseIgnored` and
/// `@ReducerCaseEphemeral`: this file compiles only while ReducerKit declares them.
@Reducer
enum MarkedDestination {
  case counter(Counter)
  @ReducerCaseIgnored
  case note(String)
  @ReducerCaseEphemeral
  case alert(AlertState<Alert>)

  enum Alert: Equatable, Sendable { case ok }
}

extension MarkedDestination.State: Equatable {}
extension MarkedDestination.Action: Equatable {}

@Suite struct ReducerCaseMarkTests {
  // TCA: ReducerMacroTests.testEnum_CaseIgnored — an ignored case is state only
  @Test func ignoredCaseIsStateOnly() {
    var state = MarkedDestination.State.note("call Ana")
    #expect(MarkedDestination.State.allCasePaths.note.extract(from: state) == "call Ana")
    // The counter's action finds no counter: the note stays as it is, and that is warned.
    let reported = WarningsSeen()
    var values = DependencyValues.test
    values.warnings = WarningHandler { reported.append($0) }
    DependencyValues.$current.withValue(values) {
      _ = MarkedDestination.body.reduce(into: &state, action: .counter(.inc))
    }
    #expect(state == .note("call Ana"))
    #expect(reported.kinds == [.actionForOtherCase(expected: "counter")])
  }

  // TCA's alert case, marked as TCA's examples mark it: state, and the buttons' action
  @Test func ephemeralCaseCarriesItsButtonsAction() {
    #expect(MarkedDestination.Action.allCasePaths.alert.embed(.ok) == .alert(.ok))
    var counter = MarkedDestination.State.counter(Counter.State())
    _ = MarkedDestination.body.reduce(into: &counter, action: .counter(.inc))
    #expect(counter == .counter(Counter.State(count: 1)))
  }
}

private final class WarningsSeen: Sendable {
  private let warnings = Mutex<[RuntimeWarning]>([])
  func append(_ warning: RuntimeWarning) { warnings.withLock { $0.append(warning) } }
  var kinds: [RuntimeWarning.Kind] { warnings.withLock { $0.map(\.kind) } }
}

/// TCA's SyncUps writes a path case with two values (`case meeting(Meeting, syncUp: SyncUp)`):
/// state only, as in TCA.
@Reducer
enum PairedPath {
  case counter(Counter)
  case pair(String, count: Int)
}

extension PairedPath.State: Equatable {}

/// TCA's SyncUps spells out a destination's `Action` beside an ignored alert case: the macro keeps
/// it and generates none.
@Reducer
enum SpelledOutDestination {
  @ReducerCaseIgnored case alert(AlertState<Alert>)
  case counter(Counter)

  @CasePathable
  enum Action {
    case alert(Alert)
    case counter(Counter.Action)
  }

  enum Alert: Equatable, Sendable { case ok }
}

@Suite struct ReducerEnumShapeTests {
  @Test func caseWithSeveralValuesIsStateOnly() {
    var state = PairedPath.State.pair("laps", count: 3)
    #expect(PairedPath.State.allCasePaths.pair.extract(from: state)?.count == 3)
    _ = PairedPath.body.reduce(into: &state, action: .counter(.inc))
    #expect(state == .pair("laps", count: 3))
  }

  @Test func declaredActionIsKept() {
    let action = SpelledOutDestination.Action.alert(.ok)
    #expect(SpelledOutDestination.Action.allCasePaths.alert.extract(from: action) == .ok)
    var state = SpelledOutDestination.State.counter(Counter.State())
    _ = SpelledOutDestination.body.reduce(into: &state, action: .counter(.inc))
    #expect(SpelledOutDestination.State.allCasePaths.counter.extract(from: state)?.count == 1)
  }
}
