/// The code exercises a course offers, in course order: handed to the engine in the course, as its
/// sandboxes are (the `tutor` executable gives the built-in course's, ``ExerciseInfo/builtIn``),
/// never looked up in a table the engine imports. A course folder has none (yet).
public struct ExerciseList: Sendable {
  public let all: [ExerciseInfo]

  public init(_ all: [ExerciseInfo]) { self.all = all }

  /// The exercise called `name`, or the one that ends lesson `name`.
  public func named(_ name: String) -> ExerciseInfo? {
    all.first { $0.name == name } ?? all.first { $0.lesson == name }
  }

  public var names: [String] { all.map(\.name) }
  public var isEmpty: Bool { all.isEmpty }
}
