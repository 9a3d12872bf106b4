import LessonFeatures
import ReducerKit

/// The contact-list exercise's model: the transpose lesson's contacts, in a list that notes the
/// names it deleted. A contact asks to be deleted with its own `.delete` (a delegate action);
/// the list must react to it. The learner writes the list's reducer (`ContactListExercise`).
public enum ContactList {
  public typealias Contact = EditorScreen.Contact

  public struct State: Equatable, Sendable, Codable {
    public var contacts: IdentifiedArrayOf<Contact.State>
    /// The names of the contacts deleted so far, in order.
    public var deleted: [String]

    public init(
      contacts: IdentifiedArrayOf<Contact.State> = [
        Contact.State(id: 1, name: "Ada"),
        Contact.State(id: 2, name: "Bo"),
        Contact.State(id: 3, name: "Cy"),
      ],
      deleted: [String] = []
    ) {
      self.contacts = contacts
      self.deleted = deleted
    }
  }

  @CasePathable
  public enum Action: Equatable, Sendable, Codable {
    /// An envelope: which contact (`id`) and what it says (`action`).
    case contacts(IdentifiedAction<Int, Contact.Action>)
  }
}
