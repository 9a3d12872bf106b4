import ReducerKit
import Testing

@Suite("Projections")
struct ProjectionTests {
  func makeStore(log: WarningLog = WarningLog()) -> Store<ContactsState, ContactsAction> {
    Store(initialState: ContactsState(), reducer: Contacts(), dependencies: .test(warnings: log))
  }

  @Test("A projection reads its part of the state now and sends embedded actions")
  func readsAndSends() {
    let store = makeStore()
    let contacts = store.projection(state: \.contacts, action: ContactsAction.contacts)
    contacts.send(.element(id: 1, action: .setName("Ana")))
    #expect(contacts.state.map(\.name) == ["Ana", "Bo", "Cy"])
    #expect(store.state.contacts.map(\.name) == ["Ana", "Bo", "Cy"])
  }

  @Test("A present element transposes to a store of the element itself")
  func presentElementTransposes() {
    let store = makeStore()
    let element = store.projection(state: \.contacts, action: ContactsAction.contacts).projection(element: 2)
    #expect(element.state == Contact.State(id: 2, name: "Bo"))
    #expect(element.transpose()?.state == Contact.State(id: 2, name: "Bo"))
  }

  @Test("A missing element transposes to nil")
  func missingElementTransposesToNil() {
    let store = makeStore()
    let element = store.projection(state: \.contacts, action: ContactsAction.contacts).projection(element: 7)
    #expect(element.state == nil)
    #expect(element.transpose() == nil)
  }

  @Test("A transposed store outlives its element: it reads the last value, and its sends warn")
  func transposedStoreOutlivesElement() throws {
    let log = WarningLog()
    let store = makeStore(log: log)
    let contacts = store.projection(state: \.contacts, action: ContactsAction.contacts)
    let bo = try #require(contacts.projection(element: 2).transpose())
    bo.send(.setName("Bea"))
    #expect(bo.state == Contact.State(id: 2, name: "Bea", edits: 1))

    store.send(.remove(2))
    #expect(store.state.contacts.ids == [1, 3])
    #expect(bo.state == Contact.State(id: 2, name: "Bea", edits: 1))

    bo.send(.setName("Ghost"))
    #expect(bo.state == Contact.State(id: 2, name: "Bea", edits: 1))
    #expect(store.state.contacts.map(\.name) == ["Ada", "Cy"])
    #expect(log.kinds == [.actionForMissingElement(collection: "contacts", element: "contacts[id: 2]")])
  }

  @Test("A binding on element 2 writes through the reducer and changes only element 2")
  func bindingOnOneElement() throws {
    let store = makeStore()
    let contacts = store.projection(state: \.contacts, action: ContactsAction.contacts)
    let bo = try #require(contacts.projection(element: 2).transpose())
    let name = bo.binding(\.name, send: Contact.Action.setName)
    #expect(name.wrappedValue == "Bo")

    name.wrappedValue = "Bea"
    #expect(name.wrappedValue == "Bea")
    #expect(store.state.contacts.map(\.name) == ["Ada", "Bea", "Cy"])
    // The reducer counted the write: the binding sent an action, it did not write state.
    #expect(store.state.contacts.map(\.edits) == [0, 1, 0])
  }
}
