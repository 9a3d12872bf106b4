/// The descriptors of the private channel checks once had (a key in, a sealed report out).
/// Checks no longer use it: nothing the learner's program says about itself decides its verdict
/// (``ExerciseRun``). Kept only for the process runner's descriptor plumbing, to be removed with it.
public enum ExerciseChannel {
  public static let keyDescriptor: Int32 = 3
  public static let reportDescriptor: Int32 = 4
}
