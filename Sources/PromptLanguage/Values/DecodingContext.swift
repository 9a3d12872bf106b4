import TutorSupport

/// What every node of one decoding shares: source columns and the caller's vocabulary.
final class DecodingContext {
  let columns: SourceColumns?
  let vocabulary: [String]

  init(columns: SourceColumns?, vocabulary: [String]) {
    self.columns = columns
    self.vocabulary = vocabulary
  }

  func column(of node: [Int]) -> Int? { columns?.column(of: node) }

  func labelColumn(of node: [Int]) -> Int? { columns?.labelColumn(of: node) }

  /// The valid name of `Key` nearest to `name`, from the key type itself or the vocabulary.
  func suggestion<Key: CodingKey>(for name: String, in _: Key.Type) -> String? {
    EditDistance.nearest(to: name, among: candidates(Key.self))
  }

  /// One valid name of `Key`, to show as an example.
  func example<Key: CodingKey>(of _: Key.Type) -> String? {
    candidates(Key.self).first
  }

  /// Every valid name of `Key`, when the key type can be listed, for "valid here".
  func validNames<Key: CodingKey>(of _: Key.Type) -> [String] {
    TypeShape.keyNames(of: Key.self) ?? candidates(Key.self)
  }

  private func candidates<Key: CodingKey>(_: Key.Type) -> [String] {
    var names = TypeShape.keyNames(of: Key.self) ?? []
    for word in vocabulary where !names.contains(word) && Key(stringValue: word) != nil {
      names.append(word)
    }
    return names
  }
}
