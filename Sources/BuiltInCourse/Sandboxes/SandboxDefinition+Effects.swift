import LessonFeatures
import SandboxRuntime

extension SandboxDefinition {
  /// The `effects` lesson: a search box with debounce and `cancelInFlight`.
  static let effects = SandboxDefinition(
    id: "effects", initialState: SearchBox.State(), reducer: { SearchBox() },
    examples: [.type("sw"), .search, .clear, .response("sw")])

  /// The same search box without cancel ids: a slow, stale response can land last.
  static let effectsStale = SandboxDefinition(
    id: "effects-stale", initialState: SearchBox.State(), reducer: { SearchBox(cancelsInFlight: false) },
    examples: [.type("sw"), .search, .clear, .response("sw")])

  /// A feed that loads as it is scrolled, throttled to one load a second (the latest).
  static let effectsThrottle = SandboxDefinition(
    id: "effects-throttle", initialState: ScrollFeed.State(), reducer: { ScrollFeed() },
    examples: [.load(1), .scrolled(1), .scrolled(2), .stopLoading])

  /// Two search boxes, and a parent that runs work for both under one constant id.
  static let effectsPair = SandboxDefinition(
    id: "effects-pair", initialState: SearchPair.State(), reducer: { SearchPair() },
    examples: [.from(.type("rome")), .to(.type("oslo")), .prefetch, .from(.clear), .to(.clear)])
}
