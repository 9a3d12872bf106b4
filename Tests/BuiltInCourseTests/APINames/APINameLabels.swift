/// A name whose owner a text must say where it shows it: a name that is not ReducerKit's
/// (SwiftUI's, SwiftRex's, TCA's where we lack it), or one of ReducerKit's that TCA lacks.
struct APINameLabel: Sendable {
  /// Whose it is, for the message: `SwiftUI`, `SwiftRex`, `this library's`.
  var owner: String
  /// One of these words must stand in the words around the name: its paragraph, list item or
  /// table row, or for a block the block itself and the paragraph before it.
  var labels: [String]
  /// TCA's nearest equivalent: one of these must be named there too (none for a name that is no
  /// business of TCA's, such as a SwiftUI view).
  var tcaNearest: [String] = []
  /// Why the course shows it.
  var reason: String

  /// What the words around the name lack, or nil when they label it (capitals aside: "This
  /// library's" starts a sentence).
  func missing(in context: String) -> String? {
    let lowercased = context.lowercased()
    if !labels.contains(where: { lowercased.contains($0.lowercased()) }) {
      return "say so beside it (one of: \(labels.joined(separator: ", ")))"
    }
    if !tcaNearest.isEmpty, !tcaNearest.contains(where: context.contains) {
      return "name TCA's nearest beside it (one of: \(tcaNearest.joined(separator: ", ")))"
    }
    return nil
  }
}

/// The small, explicit lists of names that must be labelled, each with its reason.
enum APINameLabels {
  /// How a text says a name is this library's or SwiftRex's, in English and Spanish.
  static let beyondTCAWords = ["this library", "esta biblioteca", "SwiftRex", "ReducerKit"]

  static func swiftUI(_ reason: String) -> APINameLabel {
    APINameLabel(owner: "SwiftUI", labels: ["SwiftUI"], reason: reason)
  }

  /// The tutor's own engine, named in the README's architecture section (`docs/architecture.md`).
  static func engine(_ reason: String) -> APINameLabel {
    APINameLabel(owner: "the tutor engine", labels: ["engine", "TutorEngine"], reason: reason)
  }

  static func swiftRex(_ nearest: [String], _ reason: String) -> APINameLabel {
    APINameLabel(owner: "SwiftRex", labels: ["SwiftRex"], tcaNearest: nearest, reason: reason)
  }

  /// Names that are not ReducerKit's, shown on purpose: the views and the other library the
  /// "In TCA and SwiftRex" notes compare with.
  static let foreign: [String: APINameLabel] = [
    "liftOptional": swiftRex(["ifLet"], "SwiftRex's optional lift, beside TCA's ifLet"),
    "liftCollection": swiftRex(["forEach"], "SwiftRex's collection lift, beside TCA's forEach"),
    "liftToCollection": swiftRex(["forEach"], "SwiftRex's lift of effect middleware over a collection"),
    "ElementAction": swiftRex(
      ["IdentifiedAction"], "SwiftRex's element envelope, beside TCA's IdentifiedAction"),
    "MessageAction": swiftRex([], "the child action in the SwiftRex spelling of the inbox's envelope"),
    "Behavior": swiftRex([".run"], "SwiftRex's reducer-and-middleware pair, beside TCA's effects"),
    "NavigationStack": swiftUI("the view that shows a TCA stack"),
    "NavigationLink": swiftUI("the view that pushes onto a TCA stack"),
    "ForEach": swiftUI("the view that lists a TCA collection's scoped stores"),
    "sheet": swiftUI("`.sheet(item:)`, the modifier that presents a TCA destination"),
    "onDisappear": swiftUI("the view hook the navigation lesson says not to cancel effects in"),
    "sending": swiftUI("`$store.name.sending(\\.setName)`, TCA's binding helper for SwiftUI views"),
    "Bindable": swiftUI("`@Bindable var store`, how a SwiftUI view binds a TCA store"),
    "RowView": swiftUI("a learner's SwiftUI view of one row, in the view side of forEach"),
    "DetailView": swiftUI("a learner's SwiftUI view of the detail, in the view side of ifLet"),
    "Output": engine("the engine's output values, in the architecture"),
    "PromptDriver": engine("the engine's front doors, in the architecture"),
    "Session": engine("the prompt session, in the architecture"),
    "SandboxList": engine("the sandboxes a course hands the engine, in the architecture"),
    "Course": engine("what the engine is handed at start, in the architecture"),
    "TutorApp": engine("the command line as a library, in the architecture"),
    "TutorTerminal": engine("the terminal module, in the architecture"),
    "LessonFeatures": engine("the built-in course's features module, in the architecture"),
  ]

  /// Names an example invents for itself — a learner's own feature, client or action — without
  /// declaring them in the text. They are nobody's API; each is listed with where it is used.
  static let illustrative: [String: String] = [
    "AppAction": "README: `CasePath(AppAction.left)`, the classic case path of an example's action",
    "APIClient": "README: a dependency client of the reader's own, in the DependencyKey example",
    "Child": "README: `.ifLet(\\.child, action: \\.child) { Child() }`, an example's child feature",
    "LoggedIn": "README: `Scope(state: \\.loggedIn, …) { LoggedIn() }`, an example's case of an enum state",
    "loggedIn": "README: the case of that enum state",
    "Home": "README: `.ifCaseLet(…) { Home() }`, an example's feature",
    "Edit": "README: the navigation example's second screen (`case edit(Edit)`)",
    "done": "README: the navigation example's delegate action `.delegate(.done)`",
    "confirm": "README: the alert example's button action",
    "Nested": "README: the recursive feature of `IdentifiedActionOf<Nested>`",
    "Place": "README: the result type of the `@DependencyClient` search example",
    "y": "README: `receive(.y)`, a placeholder action in the TestStore summary",
    "tap": "README: `.detail(.tap)`, a screen's action in the prompt table",
    "lef": "README: `.lef`, what a learner has typed when pressing TAB",
    "el": "README: `.rows(.el`, what a learner has typed when pressing TAB",
    "isShown": "optional lesson: the flag a learner should not add beside an optional child",
    "Stats": "README: `@Shared(.inMemory(\"stats\")) var stats = Stats()`, an example's own value",
    "Prefetch": "effects lesson: `Prefetch.box(field)`, a cancel id keyed by instance in an explanation",
    "box": "effects lesson: that cancel id's case",
  ]

  /// Names ReducerKit declares that TCA does not have: labelled where a text first shows them,
  /// with TCA's nearest equivalent.
  static let beyondTCA: [String: APINameLabel] = [
    "liftEach": beyond(["forEach"], "a broadcast to every element, after SwiftRex's; TCA has none"),
    "transpose": beyond(
      ["scope", "ifLet", "@Presents"], "an optional store of the last value, after SwiftRex's"),
    "Presentation": beyond(
      ["@Presents", "PresentationAction"], "presentation with a dismissing phase in state"),
    "dismissing": beyond(["@Presents", "PresentationAction"], "the dismissing phase of `Presentation`"),
    "projection": beyond(["scope"], "SwiftRex's store projection"),
    "pullback": beyond(["Scope"], "the classic spelling of Scope"),
    "Presented": beyond(["@Presents"], "this library's older spelling of @Presents"),
    "PresentedAction": beyond(["PresentationAction"], "this library's older spelling of PresentationAction"),
    "StoreProjection": beyond(["scope", "Store"], "what a scoped store is here"),
  ]

  static func beyond(_ nearest: [String], _ reason: String) -> APINameLabel {
    APINameLabel(owner: "this library's", labels: beyondTCAWords, tcaNearest: nearest, reason: reason)
  }
}
