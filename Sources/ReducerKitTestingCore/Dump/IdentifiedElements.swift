import ReducerKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Collections of identifiable, equatable elements, which a diff pairs by `id` with the elements'
/// own types instead of reflecting every element: an `Array` or an `IdentifiedArray`.
///
/// `PairedDumpBuilder` asks this before reflecting a collection. Unchanged elements are compared
/// with their own `==` and become runs (`DumpNode.elided`), so only the elements that changed,
/// came or went are dumped, and the diff's trees hold one entry per run instead of one per element.
/// The lines are those of the reflecting path (and of a diff of the whole dumps).
protocol IdentifiedElements {
  /// Both trees for this collection and `old` (of the same type), or `nil` to reflect instead.
  func pairedNodes(old: Any, into builder: inout PairedDumpBuilder) -> (old: DumpNode, new: DumpNode)?
}

extension Array: IdentifiedElements where Element: Identifiable & Equatable {
  func pairedNodes(old: Any, into builder: inout PairedDumpBuilder) -> (old: DumpNode, new: DumpNode)? {
    guard let old = old as? Self else { return nil }
    return builder.pairedByID(old, self) ?? builder.whole(old, self)
  }
}

extension IdentifiedArray: IdentifiedElements where Element: Identifiable & Equatable {
  func pairedNodes(old: Any, into builder: inout PairedDumpBuilder) -> (old: DumpNode, new: DumpNode)? {
    guard let old = old as? Self else { return nil }
    return builder.pairedByID(old.elements, elements) ?? builder.whole(old, self)
  }
}

extension PairedDumpBuilder {
  /// The trees of two unequal collections whose elements are paired by `id`: elements compared
  /// by their bytes, then with `==`, unchanged runs elided, changed ones paired field by field, those that came or went
  /// dumped whole. `nil` — dump both whole, as the reflecting path does — when a collection is
  /// empty, when both are short enough to print on one line, when some element moved, or for class
  /// elements (whose `==` may not be their dynamic type's).
  ///
  /// - Complexity: O(n) comparisons of elements' bytes, with no reflection, no generic call and no
  ///   allocation per unchanged element, plus the dumps of what changed; O(m) hashing for the m elements between
  ///   the longest common prefix and suffix of ids.
  mutating func pairedByID<Element: Identifiable & Equatable>(
    _ oldElements: [Element], _ newElements: [Element]
  ) -> (old: DumpNode, new: DumpNode)? {
    guard !(Element.self is AnyClass), !oldElements.isEmpty, !newElements.isEmpty,
      oldElements.count >= Self.lineBudget || newElements.count >= Self.lineBudget
    else { return nil }
    return oldElements.withUnsafeBytes { oldBytes in
      newElements.withUnsafeBytes { newBytes in
        let same = SameBytes(old: oldBytes, new: newBytes, of: Element.self)
        return paired(oldElements, newElements, same)
      }
    }
  }

  private mutating func paired<Element: Identifiable & Equatable>(
    _ oldElements: [Element], _ newElements: [Element], _ same: SameBytes
  ) -> (old: DumpNode, new: DumpNode)? {
    var pairing = ElementPairing()
    let (oldCount, newCount) = (oldElements.count, newElements.count)
    let shorter = min(oldCount, newCount)
    // The longest common prefix of ids, emitted as it is found.
    var prefix = 0
    while prefix < shorter {
      let run = same.run(from: prefix, prefix, count: shorter - prefix, forward: true)
      pairing.unchanged(run)
      prefix += run
      guard prefix < shorter, oldElements[prefix].id == newElements[prefix].id else { break }
      pairing.match(oldElements[prefix], newElements[prefix], sameBytes: false, &self)
      prefix += 1
    }
    // The longest common suffix of ids in what is left, emitted after the middle.
    var suffix = 0
    while suffix < shorter - prefix {
      let (oldLast, newLast) = (oldCount - 1 - suffix, newCount - 1 - suffix)
      suffix += same.run(from: oldLast, newLast, count: shorter - prefix - suffix, forward: false)
      guard suffix < shorter - prefix,
        oldElements[oldCount - 1 - suffix].id == newElements[newCount - 1 - suffix].id
      else { break }
      suffix += 1
    }

    let oldMiddle = prefix..<(oldElements.count - suffix)
    var oldPositions: [Element.ID: Int] = [:]
    for offset in oldMiddle { oldPositions[oldElements[offset].id] = offset }
    var nextOld = oldMiddle.lowerBound
    for (newOffset, element) in zip(prefix..., newElements[prefix..<(newElements.count - suffix)]) {
      guard let match = oldPositions[element.id] else {
        pairing.insert(element, &self)
        continue
      }
      // A moved element is printed on both sides: it needs its whole dump.
      guard match >= nextOld else { return nil }
      while nextOld < match {
        pairing.remove(oldElements[nextOld], &self)
        nextOld += 1
      }
      pairing.match(oldElements[match], element, sameBytes: same(match, newOffset), &self)
      nextOld = match + 1
    }
    for offset in nextOld..<oldMiddle.upperBound { pairing.remove(oldElements[offset], &self) }

    var done = 0
    while done < suffix {
      let (oldOffset, newOffset) = (oldCount - suffix + done, newCount - suffix + done)
      let run = same.run(from: oldOffset, newOffset, count: suffix - done, forward: true)
      pairing.unchanged(run)
      done += run
      guard done < suffix else { break }
      pairing.match(oldElements[oldOffset + run], newElements[newOffset + run], sameBytes: false, &self)
      done += 1
    }
    pairing.endRun()
    func group(_ children: [DumpEntry]) -> DumpNode {
      .group(DumpGroup(kind: .keyed, head: "", open: "[", close: "]", empty: "[]", children: children))
    }
    return (group(pairing.old), group(pairing.new))
  }
}

/// The entries of two identified collections as `PairedDumpBuilder.pairedByID` walks them.
private struct ElementPairing {
  var old: [DumpEntry] = []
  var new: [DumpEntry] = []
  /// Unchanged elements met since the last entry.
  private var run = 0
  private var runs = 0

  /// Elements with the same bytes are the same value, whatever their `==` says (a `NaN` inside):
  /// their dumps are equal, as are those of elements that `==` finds equal.
  mutating func match<E: Identifiable & Equatable>(
    _ oldElement: E, _ newElement: E, sameBytes: Bool, _ builder: inout PairedDumpBuilder
  ) {
    if sameBytes || oldElement == newElement {
      run += 1
      return
    }
    endRun()
    let label = builder.label(forID: newElement.id)
    let (oldNode, newNode) = builder.pair(oldElement, newElement)
    old.append(DumpEntry(label: label, key: label, node: oldNode))
    new.append(DumpEntry(label: label, key: label, node: newNode))
  }

  mutating func unchanged(_ count: Int) {
    run += count
  }

  mutating func insert<E: Identifiable>(_ element: E, _ builder: inout PairedDumpBuilder) {
    endRun()
    let label = builder.label(forID: element.id)
    new.append(DumpEntry(label: label, key: label, node: builder.newNode(for: element)))
  }

  mutating func remove<E: Identifiable>(_ element: E, _ builder: inout PairedDumpBuilder) {
    endRun()
    let label = builder.label(forID: element.id)
    old.append(DumpEntry(label: label, key: label, node: builder.oldNode(for: element)))
  }

  /// Closes the current run of unchanged elements: one entry, the same on both sides, with a key
  /// no `#id` can have.
  mutating func endRun() {
    guard run > 0 else { return }
    let entry = DumpEntry(label: nil, key: "\u{2026}\(runs)", node: .elided(run))
    old.append(entry)
    new.append(entry)
    runs += 1
    run = 0
  }
}

/// Compares elements of two arrays by their bytes: equal bytes are the same value, so an unchanged
/// element is recognised without calling its `==` through generic code. Different bytes prove
/// nothing (padding, a buffer allocated anew), so the caller then compares ids and values.
private struct SameBytes {
  let old: UnsafeRawBufferPointer
  let new: UnsafeRawBufferPointer
  let size: Int
  let stride: Int

  init<Element>(old: UnsafeRawBufferPointer, new: UnsafeRawBufferPointer, of _: Element.Type) {
    self.old = old
    self.new = new
    size = MemoryLayout<Element>.size
    stride = MemoryLayout<Element>.stride
  }

  /// How many elements in a row have the same bytes, from `oldStart` and `newStart` on (or back),
  /// at most `count`: compared a block of elements at a time, then element by element in the first
  /// block that differs.
  func run(from oldStart: Int, _ newStart: Int, count: Int, forward: Bool) -> Int {
    guard size > 0, let oldBase = old.baseAddress, let newBase = new.baseAddress else { return 0 }
    var done = 0
    var block = 16
    while done < count {
      let length = min(block, count - done)
      let (oldFirst, newFirst) =
        forward
        ? (oldStart + done, newStart + done) : (oldStart - done - length + 1, newStart - done - length + 1)
      if memcmp(oldBase + oldFirst * stride, newBase + newFirst * stride, length * stride) == 0 {
        done += length
        block = min(block * 2, 4096)
        continue
      }
      // Element by element: the first that differs ends the run (padding may differ alone).
      for step in 0..<length {
        let offset = forward ? step : length - 1 - step
        guard self(oldFirst + offset, newFirst + offset) else { return done + step }
      }
      done += length
    }
    return done
  }

  func callAsFunction(_ oldOffset: Int, _ newOffset: Int) -> Bool {
    guard size > 0, let oldBase = old.baseAddress, let newBase = new.baseAddress else { return false }
    let left = oldBase + oldOffset * stride
    let right = newBase + newOffset * stride
    let words = size / 8
    for word in 0..<words
    where left.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
      != right.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
    {
      return false
    }
    for byte in (words * 8)..<size
    where left.load(fromByteOffset: byte, as: UInt8.self) != right.load(fromByteOffset: byte, as: UInt8.self)
    {
      return false
    }
    return true
  }
}
