import Synchronization

/// Optional child state that is *presented*: it has an identity, so the store knows when it is
/// dismissed or replaced, whoever does it. (TCA's `@Presents` and `PresentationState`.)
///
///     struct State {
///       @Presented var editor: Editor.State?
///     }
///     Reduce { … }.ifLet(\.$editor, action: CasePath(Action.editor)) { Editor() }
///
/// - Assigning a value where there was none presents it, with a new ``PresentationID``.
/// - Assigning `nil`, or a value with another identity (another `id` when the state is
///   `Identifiable`; another case when it is an enum of destinations), dismisses the one that was
///   there: if a store's reducer did it — the parent, a reducer beside the lift, anyone — the store
///   cancels every effect of the dismissed child right after that action.
/// - Changing the presented value in place keeps its identity.
/// - Equality, hashing and dumps look at the value only, so a test asserts `$0.editor = nil` or
///   `$0.editor = Editor.State()` as it would for a plain optional.
///
/// The dismissal lifecycle of ``Presentation`` is at hand as ``lifecycle``: after a dismissal the
/// last value stays readable (`dismissing`) until ``finishDismissal()``.
@propertyWrapper
public struct Presented<State> {
  /// The value, its identity and the last value, behind one reference: a feature that presents
  /// itself (`@Presents var child: Feature.State?` in `Feature.State`) is a finite value only
  /// if its presented state is boxed. Copies share the box until one of them writes.
  private var storage: Storage

  /// The presented value, read and written in place (a child reducer's `inout` mutation of it
  /// does not copy it while the box still holds it).
  var value: State? {
    get { storage.value }
    _modify { yield &uniqueStorage().value }
  }
  /// The identity of the presentation now, `nil` when nothing is presented.
  public private(set) var id: PresentationID? {
    get { storage.id }
    set { uniqueStorage().id = newValue }
  }
  private var last: State? {
    get { storage.last }
    set { uniqueStorage().last = newValue }
  }

  public init(wrappedValue: State?) {
    self.storage = Storage(
      value: wrappedValue, id: wrappedValue == nil ? nil : PresentationID.next(), last: nil)
  }

  /// The box, copied first if another copy of this value shares it.
  private mutating func uniqueStorage() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }

  /// Whether two values share one box, so are the same presentation and the same value.
  func sharesStorage(with other: Self) -> Bool { storage === other.storage }

  private final class Storage: @unchecked Sendable {
    var value: State?
    var id: PresentationID?
    var last: State?

    init(value: State?, id: PresentationID?, last: State?) {
      self.value = value
      self.id = id
      self.last = last
    }

    func copy() -> Storage { Storage(value: value, id: id, last: last) }
  }

  /// The presented child state, `nil` when nothing is presented.
  public var wrappedValue: State? {
    get { value }
    set { assign(newValue) }
  }

  /// The wrapper itself, for the lift: `\.$editor`.
  public var projectedValue: Presented<State> {
    get { self }
    set { self = newValue }
  }

  /// Where the presentation is in its life: presented; dismissed but still showing its last
  /// value (until ``finishDismissal()``); or gone.
  public var lifecycle: Presentation<State> {
    if let value { return .presented(value) }
    if let last { return .dismissing(last: last) }
    return .dismissed
  }

  /// Forgets the last value of a dismissed presentation (its dismissal animation is over).
  public mutating func finishDismissal() { last = nil }

  private mutating func assign(_ newValue: State?) {
    switch (value, newValue) {
    case (nil, nil):
      return
    case (nil, let new?):
      value = new
      id = PresentationID.next()
      last = nil
    case (let old?, nil):
      dismiss(old)
      value = nil
    case (let old?, let new?):
      value = new
      if presentationIdentity(of: old) != presentationIdentity(of: new) {
        dismiss(old)
        id = PresentationID.next()
        last = nil
      }
    }
  }

  /// The presented child changed its own identity in place (its reducer switched the case of
  /// an enum of destinations, or changed its `id`): the old presentation is dismissed and the
  /// value now is a new one.
  mutating func childChangedIdentity() {
    guard let current = value else { return }
    dismiss(current)
    last = nil
    id = PresentationID.next()
  }

  /// Records the dismissal of the presentation now, for the store running this reducer.
  private mutating func dismiss(_ old: State) {
    if let id { DependencyValues.current.storeLocal?.dismissals.record(id) }
    id = nil
    last = old
  }
}

extension Presented: Equatable where State: Equatable {
  /// Identity first, as TCA's `PresentationState`: values that share their box are equal
  /// without comparing them (a deep child tree is not walked); otherwise the values decide.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sharesStorage(with: rhs) || lhs.value == rhs.value
  }
}

extension Presented: Hashable where State: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension Presented: Sendable where State: Sendable {}

extension Presented: PresentationValue {
  /// The presented value, `nil` when nothing is presented.
  public var presentedValue: Any? { value }
}

extension Presented: CustomStringConvertible {
  public var description: String { value.map { "\($0)" } ?? "nil" }
}

/// The identity of one presentation: new each time a child is presented, unique in the process.
public struct PresentationID: Hashable, Sendable, CustomStringConvertible {
  let value: UInt64

  private static let counter = Atomic<UInt64>(0)

  static func next() -> PresentationID {
    PresentationID(value: counter.wrappingAdd(1, ordering: .relaxed).newValue)
  }

  public var description: String { "presentation #\(value)" }
}

/// What makes two presented values the same presentation: the type, the `id` of an
/// `Identifiable` value, the case of an enum (and its payload's `id`).
func presentationIdentity(of value: Any) -> AnyHashable {
  var parts: [AnyHashable] = [ObjectIdentifier(type(of: value))]
  if let identifiable = value as? any Identifiable {
    parts.append(identifiableID(identifiable))
  } else {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .enum {
      if let payload = mirror.children.first {
        parts.append(payload.label ?? "")
        if let identifiable = payload.value as? any Identifiable {
          parts.append(identifiableID(identifiable))
        }
      } else {
        parts.append(String(describing: value))
      }
    }
  }
  return AnyHashable(parts)
}

private func identifiableID(_ value: any Identifiable) -> AnyHashable {
  func open<T: Identifiable>(_ value: T) -> AnyHashable { AnyHashable(value.id) }
  return open(value)
}

/// Whether a presented value lasts for one action (``EphemeralState``), itself or as the payload
/// of the enum case it is in.
func isEphemeral(_ value: Any) -> Bool {
  if value is any EphemeralState { return true }
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first else { return false }
  return payload.value is any EphemeralState
}

/// Whether a presented child's action is for the case its state is in: an enum of destinations
/// names its state and action cases alike (`.alert` and `.alert`), so an action for another case
/// (a stray one, which the case's `Scope` warns about) does not end an alert that is up. When
/// either is not an enum, any action is the child's.
func actionIsForCase(_ action: Any, of state: Any) -> Bool {
  let stateMirror = Mirror(reflecting: state)
  let actionMirror = Mirror(reflecting: action)
  guard stateMirror.displayStyle == .enum, actionMirror.displayStyle == .enum,
    let stateCase = stateMirror.children.first?.label, let actionCase = actionMirror.children.first?.label
  else { return true }
  return stateCase == actionCase
}

extension StoreProjection {
  /// A store of the presented child, or `nil` when nothing is presented now: its actions are
  /// sent as `.presented(action)`. Like the other transposes, once the child is dismissed the
  /// store keeps showing its last value (the `dismissing` phase of ``Presentation``), so a view
  /// that still holds it renders steadily while it goes away.
  ///
  ///     if let editor = store.projection(state: \.$editor, action: Action.editor).transpose() {
  ///       editor.send(.type("hi"))      // the store receives .editor(.presented(.type("hi")))
  ///     }
  public func transpose<Value, ChildAction>() -> StoreProjection<Value, ChildAction>?
  where State == Presented<Value>, Action == PresentedAction<ChildAction> {
    projection(state: { $0.value }, action: { PresentedAction.presented($0) }).transpose()
  }

  /// Asks to dismiss the presented child: sends `.dismiss`.
  public func dismiss<ChildAction>() where Action == PresentedAction<ChildAction> { send(.dismiss) }
}

extension Presented: Encodable where State: Encodable {
  /// Encodes the presented value as an optional: the identity is not part of the value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }
}

extension Presented: Decodable where State: Decodable {
  /// Decodes an optional; a decoded value is a new presentation.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    self.init(wrappedValue: container.decodeNil() ? nil : try container.decode(State.self))
  }
}
