/// Where each node of a parsed value began on the input line.
///
/// A node is named by its path of child indices from the root: argument `i` of a case or struct
/// literal, element `i` of an array, `2i` and `2i + 1` for the key and value of dictionary entry
/// `i`. Labels of arguments have their own columns.
package struct SourceColumns: Equatable, Sendable {
  package var values: [[Int]: Int] = [:]
  package var labels: [[Int]: Int] = [:]

  package init(values: [[Int]: Int] = [:], labels: [[Int]: Int] = [:]) {
    self.values = values
    self.labels = labels
  }

  /// The column of the node, or of its nearest ancestor that has one.
  func column(of node: [Int]) -> Int? {
    var node = node
    while true {
      if let column = values[node] { return column }
      if node.isEmpty { return nil }
      node.removeLast()
    }
  }

  /// The column of the node's label, or else of the node.
  func labelColumn(of node: [Int]) -> Int? {
    labels[node] ?? column(of: node)
  }
}
