// Exercise detail-stack (lesson navigation). Replace the `// TODO` lines, then check your work:
//
//     tutor exercise check detail-stack     (or `:check` in the lesson, or `tutor exercise watch`)

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
struct DetailStackExercise {
  typealias State = DetailStack.State
  typealias Action = DetailStack.Action

  /// One screen of the stack: a detail or an editor.
  @Reducer
  struct Path {
    typealias State = DetailStack.PathState
    typealias Action = DetailStack.PathAction

    init() {}

    var body: some ReducerOf<Self> {
      // TODO: run ItemDetail on the detail case: Scope(state: \.detail, action: \.detail) { ItemDetail() }
      // TODO: and ItemEditor on the edit case.
    }
  }

  init() {}

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rowTapped:
        // TODO: push the item's detail: state.path.append(.detail(…)).
        return .none
      case .path(.element(id: _, action: .detail(.editTapped))):
        // TODO: push an editor for that detail's item (name the id: `id: let id`).
        return .none
      case .path(.element(id: _, action: .edit(.delegate(.saved)))):
        // TODO: note the title in `state.saved`, then pop back to the list.
        return .none
      case .path:
        return .none
      }
    }
    // TODO: lift Path onto the stack, after the Reduce: .forEach(\.path, action: \.path) { Path() }
  }
}
