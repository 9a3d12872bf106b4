import ExerciseGraders
import Foundation
import Learning
import LessonFeatures
import ReducerKit
import SandboxRuntime

/// The course the tutor ships with: its sandboxes (one per lesson, and a few more that lessons'
/// steps play in), its code exercises (one per lesson), and where its `lessons/` and `locales/`
/// are.
public enum BuiltInCourse {
  /// The course as the engine takes it.
  public static let course = Course(
    sandboxes: sandboxes, exercises: ExerciseList(ExerciseInfo.builtIn),
    bundleName: "ReducerTutor_BuiltInCourse",
    // Sources/BuiltInCourse/BuiltInCourse.swift → the repository root.
    checkout: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent(),
    template: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "course-template", isDirectory: true))

  /// The sandboxes of the lessons, by lesson id.
  public static let sandboxes = SandboxList([
    SandboxDefinition(
      id: "pullback", initialState: Counters.State(), reducer: { Counters.App() },
      examples: [.left(.inc), .left(.dec), .right(.inc), .right(.dec), .clearLog]),
    SandboxDefinition(
      id: "foreach", initialState: RowList.State(), reducer: { RowList() },
      examples: [
        .addRow, .rows(.element(id: 0, action: .onAppear)), .rows(.element(id: 0, action: .tick)),
        .rows(.element(id: 0, action: .delegate(.deleteRequested))),
      ]),
    SandboxDefinition.identifiedAction,
    SandboxDefinition.foreachBoard, SandboxDefinition.foreachForgetful,
    SandboxDefinition.foreachAddressing, SandboxDefinition.foreachIDs,
    SandboxDefinition.basics,
    SandboxDefinition.optional,
    SandboxDefinition.transpose,
    SandboxDefinition.effects, SandboxDefinition.effectsStale, SandboxDefinition.effectsPair,
    SandboxDefinition.effectsThrottle,
    SandboxDefinition.presentation,
    SandboxDefinition.navigation,
  ])
}
