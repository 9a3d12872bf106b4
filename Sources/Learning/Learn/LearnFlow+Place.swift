import TutorSupport

extension LearnFlow {
  /// Where the learner is in a lesson. One value, so that the combinations that used to be
  /// flags over several files cannot happen: a lesson list is open *from* a step or from past the
  /// end, and past the end the last step's progress is still the one `:hint` and `:skip` use.
  enum Place: Equatable, Sendable {
    /// At a step, or past the lesson's end.
    case at(Spot)
    /// `:lessons` was just listed: a number or an id typed next opens that lesson; anything else
    /// returns to `spot` and is read there.
    case choosingLesson(returningTo: Spot)

    /// Where the learner stands once no lesson list is open.
    var spot: Spot {
      switch self {
      case .at(let spot), .choosingLesson(let spot): spot
      }
    }
  }

  /// A step, or past the lesson's end.
  enum Spot: Equatable, Sendable {
    case step(StepProgress)
    /// The last step was left: Enter (or `:next`) opens the next lesson, `:back` the last step.
    case pastEnd(lastStep: StepProgress)

    /// The progress of the step in play (the last one, past the end).
    var progress: StepProgress {
      get {
        switch self {
        case .step(let progress), .pastEnd(let progress): progress
        }
      }
      set {
        switch self {
        case .step: self = .step(newValue)
        case .pastEnd: self = .pastEnd(lastStep: newValue)
        }
      }
    }

    var isPastEnd: Bool {
      if case .pastEnd = self { return true }
      return false
    }
  }

  /// How far the learner got in the step in play.
  struct StepProgress: Equatable, Sendable {
    /// The quiz answered, the task passed or skipped (a narrative is done by moving on).
    var isDone: Bool
    /// How many rungs of the hint ladder were shown.
    var hintsShown = 0
    /// The hint that answers the last failed test line (or compile error), offered before the
    /// ladder.
    var failureHint: [Output]? = nil
  }
}

extension LearnFlow.State {
  /// The progress of the step in play, wherever the learner is.
  var progress: LearnFlow.StepProgress {
    get { place.spot.progress }
    set {
      switch place {
      case .at(var spot):
        spot.progress = newValue
        place = .at(spot)
      case .choosingLesson(var spot):
        spot.progress = newValue
        place = .choosingLesson(returningTo: spot)
      }
    }
  }
}
