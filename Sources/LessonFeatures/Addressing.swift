import ReducerKit

/// Three ways to address the elements of a collection, one lift each: pages by a custom id key
/// path (their slug), lanes by position in an `Array`, scores by key in a `Dictionary`. The
/// lanes and scores reuse the pullback lesson's counter.
public struct Addressing: Reducer {
  public struct State: Equatable, Sendable, Codable {
    /// Addressed by slug: `IdentifiedArray(id: \.slug)`.
    public var pages: IdentifiedArray<String, Page.State>
    /// Addressed by position.
    public var lanes: [Int]
    /// Addressed by key.
    public var scores: [String: Int]

    public init(
      pages: [Page.State] = [Page.State(slug: "intro"), Page.State(slug: "setup")],
      lanes: [Int] = [0, 0, 0],
      scores: [String: Int] = ["ana": 0, "ben": 0]
    ) {
      self.pages = IdentifiedArray(id: \.slug, uniqueElements: pages)
      self.lanes = lanes
      self.scores = scores
    }

    enum CodingKeys: String, CodingKey { case pages, lanes, scores }

    // An identified array decodes by itself only when it is keyed by `id`; this one is keyed by
    // slug, so the state says how to rebuild it.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let pages = try container.decode([Page.State].self, forKey: .pages)
      guard Set(pages.map(\.slug)).count == pages.count else {
        throw DecodingError.dataCorruptedError(
          forKey: .pages, in: container, debugDescription: "two pages have the same slug")
      }
      self.init(
        pages: pages,
        lanes: try container.decode([Int].self, forKey: .lanes),
        scores: try container.decode([String: Int].self, forKey: .scores))
    }
  }

  @CasePathable
  public enum Action: Equatable, Sendable, Codable {
    /// `.pages(.element(id: "intro", action: .visit))`: the id is the slug.
    case pages(IdentifiedAction<String, Page.Action>)
    /// `.lanes(.element(id: 1, action: .inc))`: the id is the position.
    case lanes(IdentifiedAction<Int, Counters.CounterAction>)
    /// `.scores(.element(id: "ana", action: .inc))`: the id is the key.
    case scores(IdentifiedAction<String, Counters.CounterAction>)
    /// Removes the first lane: every later lane moves to a new position.
    case dropFirstLane
  }

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      if case .dropFirstLane = action, !state.lanes.isEmpty { state.lanes.removeFirst() }
      return .none
    }
    .forEach(\.pages, action: CasePath(Action.pages)) { Page() }
    .forEach(\.lanes, action: CasePath(Action.lanes)) { Counters.Counter() }
    .forEach(\.scores, action: CasePath(Action.scores)) { Counters.Counter() }
  }
}
