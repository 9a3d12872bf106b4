import Foundation
import Learning
import TutorSupport

/// `tutor course new DIR`: a small working course to start from (one lesson on one feature, in
/// both languages), copied from the template the tutor ships. `DIR` must be new or empty.
struct CourseScaffold {
  let front: FrontDoors

  func write(to path: String) -> Int32 {
    guard let template = front.course.templateFolder(resources: front.resources) else {
      front.printer.error("course.noTemplate")
      return 2
    }
    let target = URL(fileURLWithPath: path).standardizedFileURL
    let fileManager = FileManager.default
    var isFolder: ObjCBool = false
    if fileManager.fileExists(atPath: target.path, isDirectory: &isFolder) {
      let contents = (try? fileManager.contentsOfDirectory(atPath: target.path)) ?? []
      guard isFolder.boolValue, contents.isEmpty else {
        front.printer.error("course.folderNotEmpty", ["path": path])
        return 2
      }
    }
    do {
      try fileManager.createDirectory(at: target, withIntermediateDirectories: true)
      for name in try fileManager.contentsOfDirectory(atPath: template.path).sorted() {
        try fileManager.copyItem(
          at: template.appendingPathComponent(name), to: target.appendingPathComponent(name))
      }
    } catch {
      front.printer.error("course.cannotWrite", ["path": path, "detail": error.localizedDescription])
      return 2
    }
    front.printer.print([
      .message(key: "course.created", arguments: ["path": path], role: .success),
      .message(key: "course.next", arguments: ["path": path]),
    ])
    return 0
  }
}
