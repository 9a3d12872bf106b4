import LessonFeatures

/// Feature values the engine tests reflect on.
enum LessonFeaturesProbe {
  static let sheet = Sheet.State()
}
