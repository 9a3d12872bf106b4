import Foundation
import ReducerKit
import Tagged

// TCA's SyncUps example, its models (`Models.swift`): a sync-up, its attendees and past
// meetings, each identified by a tagged UUID. The themes' SwiftUI colours are left out (view
// only); the mocks are ours.
struct SyncUp: Equatable, Identifiable, Codable {
  let id: Tagged<Self, UUID>
  var attendees: IdentifiedArrayOf<Attendee> = []
  var duration: Duration = .seconds(60 * 5)
  var meetings: IdentifiedArrayOf<Meeting> = []
  var theme: Theme = .bubblegum
  var title = ""

  var durationPerAttendee: Duration {
    duration / attendees.count
  }
}

struct Attendee: Equatable, Identifiable, Codable {
  let id: Tagged<Self, UUID>
  var name = ""
}

struct Meeting: Equatable, Identifiable, Codable {
  let id: Tagged<Self, UUID>
  let date: Date
  var transcript: String
}

enum Theme: String, CaseIterable, Equatable, Identifiable, Codable {
  case bubblegum
  case buttercup
  case indigo
  case lavender
  case magenta
  case navy
  case orange
  case oxblood
  case periwinkle
  case poppy
  case purple
  case seafoam
  case sky
  case tan
  case teal
  case yellow

  var id: Self { self }

  var name: String { rawValue.capitalized }
}

extension SyncUp {
  static let mock = Self(
    id: SyncUp.ID(),
    attendees: [
      Attendee(id: Attendee.ID(), name: "Ada"),
      Attendee(id: Attendee.ID(), name: "Grace"),
      Attendee(id: Attendee.ID(), name: "Edsger"),
      Attendee(id: Attendee.ID(), name: "Barbara"),
      Attendee(id: Attendee.ID(), name: "Alan"),
      Attendee(id: Attendee.ID(), name: "Frances"),
    ],
    duration: .seconds(60),
    meetings: [
      Meeting(
        id: Meeting.ID(),
        date: Date().addingTimeInterval(-60 * 60 * 24 * 7),
        transcript: """
          Ada reported that the parser handles nested generics now. Grace is still chasing the \
          flaky build on the second runner. Edsger proposed removing the goto in the scheduler.
          """
      )
    ],
    theme: .orange,
    title: "Compiler"
  )

  static let engineeringMock = Self(
    id: SyncUp.ID(),
    attendees: [
      Attendee(id: Attendee.ID(), name: "Ada"),
      Attendee(id: Attendee.ID(), name: "Grace"),
    ],
    duration: .seconds(60 * 10),
    theme: .periwinkle,
    title: "Engineering"
  )

  static let productMock = Self(
    id: SyncUp.ID(),
    attendees: [
      Attendee(id: Attendee.ID(), name: "Barbara"),
      Attendee(id: Attendee.ID(), name: "Alan"),
    ],
    duration: .seconds(60 * 30),
    theme: .poppy,
    title: "Product"
  )
}
