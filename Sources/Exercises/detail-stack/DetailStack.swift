// Exercise detail-stack (lesson navigation) — REFERENCE SOLUTION, graded by `swift test --filter ExerciseGrading`.
// Learners start from the starter `tutor exercise start` copies (README, "Write the code").

import ExerciseSupport
import ReducerKit

/// The navigation reducer: a stack of screens, lifted with `.forEach(\.path, action: \.path)`.
///
/// `ItemDetail` and `ItemEditor` (`Sources/Exercises/detail-stack/DetailStackGiven.swift`) are
/// given. A detail counts its seconds on screen once sent `.onAppear`; its `.editTapped` is for you
/// to handle. An editor takes a title and, on `.saveTapped`, sends `.delegate(.saved(title))`.
/// `DetailStack.State` holds the stack as `var path: StackState<DetailStack.PathState>`; its
/// actions come as `.path(.element(id: 0, action: .detail(.tick)))` for the screen with id 0. Write
/// the two reducers:
///
/// 1. `Path`, one screen of the stack: `Scope(state: \.detail, action: \.detail) {
///    ItemDetail() }`, and the same for `\.edit` with `ItemEditor()`. (TCA 1.8 writes
///    `@Reducer enum Path { case detail(ItemDetail); case edit(ItemEditor) }`, which makes the
///    same types and the same body for you.)
/// 2. `.rowTapped(n)` pushes the item's detail: `state.path.append(.detail(…))`. Never choose
///    the id yourself (`state.path[id: 0] = …`): `append` takes the next one, and ids are never
///    given out twice.
/// 3. `.editTapped` from the detail with id `id` pushes an editor for that detail's item:
///    `state.path[id: id, case: \.detail]?.item` tells you which.
/// 4. The editor's `.delegate(.saved(title))` notes the title in `state.saved` and pops back
///    to the list: `state.path.removeAll()`. The editor does not pop itself: its parent decides.
/// 5. Lift `Path` onto the stack after the `Reduce`: `.forEach(\.path, action: \.path) {
///    Path() }`. It routes each action to the screen with its id, and cancels the effects of
///    every screen that leaves the stack.
///
/// The grader (`DetailStackGrader`, `Sources/Exercises/detail-stack/DetailStackGrader.swift`) taps
/// row 2, starts the detail's timer, lets a second pass, taps edit, types a title into the editor
/// (id 1) while the detail (id 0) goes on ticking underneath, and saves: `.delegate(.saved)` must
/// come back and pop both screens, and no tick may come after; then it taps row 1 (the new detail
/// gets id 2) and pops it with `.path(.popFrom(id: 2))`.
///
/// Keep the names `DetailStackExercise` and `Path`, `init()` and the `State` and `Action` types:
/// the grader uses them.
@Reducer
public struct DetailStackExercise {
  public typealias State = DetailStack.State
  public typealias Action = DetailStack.Action

  /// One screen of the stack: a detail or an editor.
  @Reducer
  public struct Path {
    public typealias State = DetailStack.PathState
    public typealias Action = DetailStack.PathAction

    public init() {}

    public var body: some ReducerOf<Self> {
      Scope(state: \.detail, action: \.detail) { ItemDetail() }
      Scope(state: \.edit, action: \.edit) { ItemEditor() }
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rowTapped(let item):
        state.path.append(.detail(ItemDetail.State(item: item)))
        return .none
      case .path(.element(id: let id, action: .detail(.editTapped))):
        guard let item = state.path[id: id, case: \.detail]?.item else { return .none }
        state.path.append(.edit(ItemEditor.State(item: item)))
        return .none
      case .path(.element(id: _, action: .edit(.delegate(.saved(let title))))):
        state.saved.append(title)
        state.path.removeAll()
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) { Path() }
  }
}
