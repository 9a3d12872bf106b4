/// Case paths for every case of an enum: `Action.allCasePaths.left.extract(from: action)`.
///
///     @CasePathable enum Action { case inc; case left(Counter.Action); case set(x: Int, y: Int) }
///
/// adds a conformance to ``CasePathable`` and a struct `AllCasePaths` with one
/// `AnyCasePath<Action, Payload>` per case: `Void` for a case without values, the value's type
/// for one value, a labelled tuple for several.
@attached(extension, conformances: CasePathable)
@attached(member, names: named(AllCasePaths), named(allCasePaths))
public macro CasePathable() = #externalMacro(module: "ReducerKitMacros", type: "CasePathableMacro")

/// What `@Reducer` puts on its `Action` enum (not TCA's, and not to be written by hand): the
/// enum's `Sendable` conformance, stated in an extension, so that a recursive action such as
/// `indirect case rows(IdentifiedActionOf<Nested>)` compiles (`Reducer` requires a `Sendable`
/// action, and inferring it would need the very conformance being checked). Adds nothing when
/// the enum already states `Sendable`.
@attached(extension, conformances: Sendable)
public macro ReducerAction() = #externalMacro(module: "ReducerKitMacros", type: "ReducerActionMacro")

/// A feature: on a struct, the ``Reducer`` conformance, `@CasePathable` on its `State` and
/// `Action` enums and ``ReducerBuilder`` on `body`; on an enum of features (destinations, path
/// elements), its `State` and `Action` enums and a `static var body` that runs each case's
/// reducer (``CaseReducer``).
///
///     @Reducer struct Counter {
///       struct State: Equatable { var count = 0 }
///       enum Action { case inc }
///       var body: some ReducerOf<Self> { Reduce { state, _ in state.count += 1; return .none } }
///     }
///
///     @Reducer enum Destination {
///       case detail(Detail)
///       case alert(AlertState<Alert>)
///     }
@attached(extension, conformances: Reducer, CaseReducer)
@attached(member, names: named(State), named(Action), named(body))
@attached(memberAttribute)
public macro Reducer() = #externalMacro(module: "ReducerKitMacros", type: "ReducerMacro")

/// Marks a case of a `@Reducer` enum as plain data for a view, with no feature behind it (TCA's
/// `@ReducerCaseIgnored`): the case is in the generated `State` only, and `body` runs nothing for
/// it. `@Reducer` reads the mark; the macro itself adds nothing.
///
///     @Reducer enum Destination {
///       case detail(Detail)
///       @ReducerCaseIgnored
///       case note(String)
///     }
@attached(peer, names: named(_))
public macro ReducerCaseIgnored() =
  #externalMacro(module: "ReducerKitMacros", type: "ReducerCaseIgnoredMacro")

/// Marks a case of a `@Reducer` enum as ephemeral state (TCA's `@ReducerCaseEphemeral`): state
/// with no reducer, dismissed after any action of its own. An `AlertState` or
/// `ConfirmationDialogState` case needs no mark, and carries its buttons' action; another type
/// marked so has none (`Never`). `@Reducer` reads the mark; the macro itself adds nothing.
@attached(peer, names: named(_))
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "ReducerKitMacros", type: "ReducerCaseEphemeralMacro")

/// State that views can observe. Here it adds the ``ObservableState`` conformance only.
@attached(extension, conformances: ObservableState)
public macro ObservableState() = #externalMacro(module: "ReducerKitMacros", type: "ObservableStateMacro")

/// Leaves a property of `@ObservableState` state out of observation. Nothing to do here.
@attached(peer)
public macro ObservationStateIgnored() =
  #externalMacro(module: "ReducerKitMacros", type: "ObservationStateIgnoredMacro")

/// Presented optional child state (TCA's `@Presents`), kept in a ``Presented``:
///
///     @Presents var alert: AlertState<Action.Alert>?
///     … .ifLet(\.$alert, action: …)
///
/// `$alert` is the ``Presented`` wrapper, as `@Presented`'s projected value.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`$`), prefixed(_))
public macro Presents() = #externalMacro(module: "ReducerKitMacros", type: "PresentsMacro")

/// A dependency client of closures whose endpoints start unimplemented:
///
///     @DependencyClient struct NumberFactClient {
///       var fetch: @Sendable (Int) async throws -> String
///     }
///     let client = NumberFactClient()      // calling `fetch` reports a failure and throws
///
/// Generates `init(fetch:)` and `init()`; each closure property gets ``DependencyEndpoint()``.
@attached(member, names: named(init))
@attached(memberAttribute)
public macro DependencyClient() = #externalMacro(module: "ReducerKitMacros", type: "DependencyClientMacro")

/// One endpoint of a `@DependencyClient`: unimplemented until set. A closure type with argument
/// labels (`var search: (_ query: String) async throws -> [Item]`) also gets a method that takes
/// them, as swift-dependencies': `try await client.search(query: "tea")`.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: overloaded, prefixed(_))
public macro DependencyEndpoint(client: String = "") =
  #externalMacro(module: "ReducerKitMacros", type: "DependencyEndpointMacro")
