/// Consumes a value so that the optimizer cannot drop the work that produced it.
@inline(never)
@_optimize(none)
func blackHole<T>(_ value: T) {}

/// Nanoseconds in a duration, as a floating-point number.
func nanoseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

/// Per-operation times of several batches, in nanoseconds.
struct Timing {
  /// One figure per batch: the batch's time divided by its operations.
  let batches: [Double]
  /// Operations per batch.
  let operations: Int

  var median: Double {
    let sorted = batches.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  var minimum: Double { batches.min() ?? .nan }
  var maximum: Double { batches.max() ?? .nan }

  /// The spread of the batches around the median: (max − min) / median.
  var spread: Double { (maximum - minimum) / median }
}

/// How long and how often to measure.
struct Methodology {
  /// Batches measured after warm-up; the median batch is reported.
  var batches = 11
  /// Roughly how long one batch runs.
  var batchDuration: Duration = .milliseconds(40)

  static let quick = Methodology(batches: 5, batchDuration: .milliseconds(10))

  /// Measures `run(&context, iterations)`, which must perform `iterations` operations.
  ///
  /// The iteration count is calibrated first (which doubles as warm-up), one more batch warms
  /// up, then `batches` batches are timed, each on a context fresh from `setup` (untimed).
  func measure<Context>(
    setup: () -> Context,
    _ run: (inout Context, Int) -> Void
  ) -> Timing {
    let clock = ContinuousClock()
    let target = nanoseconds(batchDuration)
    var iterations = 1
    while true {
      var context = setup()
      let elapsed = nanoseconds(clock.measure { run(&context, iterations) })
      blackHole(context)
      if elapsed >= target / 8 || iterations >= 1 << 28 {
        iterations = max(1, Int(Double(iterations) * target / max(elapsed, 1)))
        break
      }
      iterations *= elapsed < target / 1000 ? 16 : 2
    }
    var warmUp = setup()
    run(&warmUp, iterations)
    blackHole(warmUp)
    var results: [Double] = []
    for _ in 0..<batches {
      var context = setup()
      let elapsed = nanoseconds(clock.measure { run(&context, iterations) })
      blackHole(context)
      results.append(elapsed / Double(iterations))
    }
    return Timing(batches: results, operations: iterations)
  }

  /// Measures work that needs untimed preparation inside each batch: `batch()` prepares, times
  /// what it wants with the clock it is given, and returns that time and how many operations
  /// it covered. One warm-up batch is dropped.
  func sample(_ batch: (ContinuousClock) -> (elapsed: Duration, operations: Int)) -> Timing {
    let clock = ContinuousClock()
    _ = batch(clock)
    var results: [Double] = []
    var operations = 0
    for _ in 0..<batches {
      let (elapsed, count) = batch(clock)
      operations = count
      results.append(nanoseconds(elapsed) / Double(max(count, 1)))
    }
    return Timing(batches: results, operations: operations)
  }
}

/// A small, seeded random number generator, so runs choose the same elements.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// `count` random values in `0..<upperBound`, chosen ahead of time (`count` a power of two, so
/// a loop can pick the i-th with `i & (count - 1)`).
func randomIndices(count: Int = 4096, below upperBound: Int, seed: UInt64 = 42) -> [Int] {
  precondition(count > 0 && count & (count - 1) == 0, "count must be a power of two")
  var generator = SplitMix64(seed: seed)
  return (0..<count).map { _ in Int.random(in: 0..<upperBound, using: &generator) }
}
