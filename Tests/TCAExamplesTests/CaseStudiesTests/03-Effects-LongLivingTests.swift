import ReducerKitTesting
import Testing

@MainActor
struct LongLivingEffectsTests {
  @Test
  func basics() async {
    let (screenshots, takeScreenshot) = AsyncStream.makeStream(of: Void.self)
    let store = TestStore(initialState: LongLivingEffects.State()) {
      LongLivingEffects()
    } withDependencies: {
      $0.screenshots = { screenshots }
    }
    let task = await store.send(.task)
    takeScreenshot.yield()
    await store.receive(\.userDidTakeScreenshotNotification) {
      $0.screenshotCount = 1
    }
    // The screen goes away: its effect with it. A later screenshot is not counted.
    await task.cancel()
    takeScreenshot.yield()
  }
}
