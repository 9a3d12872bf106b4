/// A node of the tree of scopes that running effects were started under: the root store, a
/// child, an element of a collection, and so on down.
///
/// Removing an element cancels its node: every effect in that subtree, cancellable or not, and
/// every cancellation token there. A cancelled node is detached, so a new element with the same
/// id starts fresh.
final class ScopeNode {
  let segment: ScopeSegment?
  private(set) weak var parent: ScopeNode?
  private var children: [ScopeSegment: ScopeNode] = [:]
  /// The replaceable children (``ScopeSegment/isReplaceable``), by lift: a lift that holds one
  /// child at a time finds the scopes of children that are gone without scanning every child.
  private var replaceable: [AnyHashableSendable: Set<ScopeSegment>] = [:]
  /// Counts the replaceable scopes of the whole tree (shared by its nodes; see ``StoreLocal``).
  let counter: ReplaceableScopeCounter?
  /// Effect tasks started directly in this scope.
  var tasks: Set<Int> = []
  /// Live cancellation tokens made in this scope, by id.
  var tokens: [CancelID: TokenBag] = [:]
  private(set) var isCancelled = false

  init(segment: ScopeSegment?, parent: ScopeNode?, counter: ReplaceableScopeCounter?) {
    self.segment = segment
    self.parent = parent
    self.counter = counter
  }

  /// The child node for `segment`, created on first use.
  func child(_ segment: ScopeSegment) -> ScopeNode {
    if let node = children[segment] { return node }
    let node = ScopeNode(segment: segment, parent: self, counter: counter)
    children[segment] = node
    if segment.isReplaceable {
      replaceable[segment.lift, default: []].insert(segment)
      counter?.add(1)
    }
    return node
  }

  /// Detaches `node`, the child for `segment`, if it is still attached here (a node detached
  /// by a cancellation may be pruned later, after a new node took its segment).
  private func removeChild(_ segment: ScopeSegment, node: ScopeNode) {
    guard let removed = children.removeValue(forKey: segment) else { return }
    guard removed === node else {
      children[segment] = removed  // rare: a newer node holds the segment now
      return
    }
    guard segment.isReplaceable, replaceable[segment.lift]?.remove(segment) != nil else { return }
    if replaceable[segment.lift]?.isEmpty == true { replaceable[segment.lift] = nil }
    counter?.add(-1)
  }

  /// The existing children of `lift` other than `keep`: the scopes of children that are gone.
  func replaceableChildren(of lift: AnyHashableSendable, except keep: ScopeSegment?) -> [ScopeNode] {
    guard let segments = replaceable[lift] else { return [] }
    return segments.compactMap { $0 == keep ? nil : children[$0] }
  }

  /// The existing child node for `segment`, if any effect was ever started there.
  func existingChild(_ segment: ScopeSegment) -> ScopeNode? { children[segment] }

  /// The segments from the root to here.
  var path: [ScopeSegment] {
    var segments: [ScopeSegment] = []
    var node: ScopeNode? = self
    while let current = node, let segment = current.segment {
      segments.append(segment)
      node = current.parent
    }
    return segments.reversed()
  }

  /// The nodes at or below this one whose segment's element is `element`.
  func nodes(withElement element: AnyHashableSendable) -> [ScopeNode] {
    var found: [ScopeNode] = []
    forEachNode { node in if node.segment?.element == element { found.append(node) } }
    return found
  }

  /// Visits this node and every node below it.
  func forEachNode(_ body: (ScopeNode) -> Void) {
    body(self)
    for child in children.values { child.forEachNode(body) }
  }

  /// Marks this subtree cancelled and detaches it; returns the tasks to cancel.
  func cancelSubtree() -> [Int] {
    var tasks: [Int] = []
    forEachNode { node in
      node.isCancelled = true
      // The replaceable scopes below this node go with it (this node's own entry goes below).
      if !node.replaceable.isEmpty {
        node.counter?.add(-node.replaceable.values.reduce(0) { $0 + $1.count })
        node.replaceable = [:]
      }
      tasks.append(contentsOf: node.tasks)
      for token in node.tokens.values.joined() { token.isCancelled = true }
    }
    if let segment, let parent { parent.removeChild(segment, node: self) }
    return tasks
  }

  /// Cancels everything in this scope and below but keeps this node usable (the root store
  /// being reset). Returns the tasks to cancel.
  func cancelContents() -> [Int] {
    var tasks = Array(self.tasks)
    for token in self.tokens.values.joined() { token.isCancelled = true }
    for child in Array(children.values) { tasks.append(contentsOf: child.cancelSubtree()) }
    return tasks
  }

  /// Drops empty nodes on the way up, so the tree only holds scopes with live effects.
  func pruneIfEmpty() {
    var node: ScopeNode? = self
    while let current = node, let segment = current.segment, let parent = current.parent,
      current.tasks.isEmpty, current.tokens.isEmpty, current.children.isEmpty
    {
      parent.removeChild(segment, node: current)
      node = parent
    }
  }
}

/// One use of `.cancellable(id:)`: the tasks started inside it, and whether it was cancelled.
final class CancelToken {
  let id: CancelID
  var tasks: Set<Int> = []
  var isCancelled = false
  /// Whether it has left its scope's ``TokenBag``.
  var isRemoved = false

  init(id: CancelID) { self.id = id }
}
