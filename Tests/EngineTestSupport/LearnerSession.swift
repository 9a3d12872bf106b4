import Foundation
import Learning
import Testing
import TutorSupport

/// A lesson opened for a named learner (the quiz order follows the learner), with a renderer in
/// the same language.
package func learn(_ lesson: String, language: String = "en", learner: String = "ana") throws -> (
  LearnSession, Renderer
) {
  let library = try LessonLibrary.load(from: RepositoryFolders.lessons)
  let learn = try #require(LearnSession(library: library, lesson: lesson, language: language))
  learn.learner = learner
  let renderer = Renderer(catalog: try Catalog.load(language: language, from: RepositoryFolders.locales))
  return (learn, renderer)
}
