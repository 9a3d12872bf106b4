import Foundation

/// The cache of private programs (`tutor play FILE`, course folders): one folder per content
/// key, each holding a program of some tens of megabytes. It is bounded by count: after each
/// build only the most recently used ``keep`` programs stay (a use touches its folder), so a
/// learner editing a file all term leaves a few programs behind, not hundreds.
package enum PlayCache {
  /// How many programs are kept.
  package static let keep = 16

  /// Marks the program in `folder` as used now.
  package static func touch(_ folder: URL) {
    try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: folder.path)
  }

  /// Removes all but the `keep` most recently used program folders of `cache` (folders named by a
  /// key: 64 hexadecimal digits; nothing else there is touched, the module cache included).
  package static func prune(_ cache: URL, keep: Int = keep) {
    let fileManager = FileManager.default
    let names = (try? fileManager.contentsOfDirectory(atPath: cache.path)) ?? []
    let programs = names.filter { name in
      name.count == 64 && name.allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }
    guard programs.count > keep else { return }
    let dated = programs.map { name -> (name: String, used: Date) in
      let attributes = try? fileManager.attributesOfItem(atPath: cache.appendingPathComponent(name).path)
      return (name, (attributes?[.modificationDate] as? Date) ?? .distantPast)
    }
    for old in dated.sorted(by: { ($0.used, $0.name) > ($1.used, $1.name) }).dropFirst(keep) {
      try? fileManager.removeItem(at: cache.appendingPathComponent(old.name, isDirectory: true))
    }
  }
}
