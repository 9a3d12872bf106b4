/// The sandboxes a course offers, by lesson id: handed to the engine by whoever starts it (the
/// `tutor` executable gives the built-in course's), never looked up in a table the engine imports.
///
///     let sandboxes = SandboxList([SandboxDefinition(id: "basics", …)])
///     let session = Session(lesson: "basics", sandboxes: sandboxes)
public struct SandboxList: Sendable {
  /// In the course's order.
  public let all: [SandboxDefinition]

  public init(_ all: [SandboxDefinition]) { self.all = all }

  /// The sandbox for a lesson id.
  public func named(_ id: String) -> SandboxDefinition? {
    all.first { $0.id == id }
  }

  /// The lessons that have a sandbox.
  public var ids: [String] { all.map(\.id) }
}
