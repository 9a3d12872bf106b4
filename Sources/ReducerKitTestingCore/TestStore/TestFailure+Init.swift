extension TestFailure {
  /// A failure rebuilt from its parts: for reports that travel between processes (the tutor
  /// reads an exercise check's failures back from the program that played the grader).
  public static func rebuilt(kind: Kind, location: TestLocation) -> TestFailure {
    TestFailure(kind: kind, location: location)
  }
}

extension TestFailure.EffectSummary {
  /// A summary rebuilt from its parts (see ``TestFailure/rebuilt(kind:location:)``).
  public static func rebuilt(action: String, scope: String, cancelIDs: [String], name: String?) -> Self {
    Self(action: action, scope: scope, cancelIDs: cancelIDs, name: name)
  }
}
