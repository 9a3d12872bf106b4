import PromptLanguage
import ReducerKit
import ReducerKitTestingCore
import TutorSupport

/// What TAB completion asks of a sandbox: its decoder's verdict on probe values, and what its
/// state holds now.
extension TypedSandbox {
  func actionProblem(_ action: Value, scope: SandboxScope) -> InputError? {
    do throws(InputError) {
      _ = try decoder.decode(Action.self, from: scope.embed(action))
      return nil
    } catch {
      return error
    }
  }

  func stateProblem(_ state: Value) -> InputError? {
    do throws(InputError) {
      _ = try decoder.decode(State.self, from: state)
      return nil
    } catch {
      return error
    }
  }

  func stateValue(at components: [ValuePath.Component]) -> Any? {
    if case .found(let value) = StateInspector.resolve(currentStateForCompletion, components) { return value }
    return nil
  }

  func statePathExists(_ base: [ValuePath.Component], _ path: String) -> Bool {
    guard let parsed = try? ValuePath.parse(path) else { return false }
    return stateValue(at: base + parsed.components) != nil
  }

  /// The ids, positions or keys of the collection at `components`, as typed.
  func keys(at components: [ValuePath.Component]) -> [String] {
    guard let collection = stateValue(at: components) else { return [] }
    if let stack = collection as? any StackStateValue {
      return stack.numberedElements.map { String($0.number) }
    }
    if let addressable = collection as? any AddressableCollection { return Self.addresses(of: addressable) }
    let mirror = Mirror(reflecting: collection)
    switch mirror.displayStyle {
    case .collection:
      return mirror.children.enumerated().map { index, child in
        LiveState.elementID(of: child.value) ?? String(index)
      }
    case .dictionary:
      return mirror.children.compactMap { entry in
        Mirror(reflecting: entry.value).children.first.map { actionDump($0.value) }
      }
    default:
      return []
    }
  }

  private static func addresses<C: AddressableCollection>(of collection: C) -> [String] {
    collection.addresses.map { actionDump($0) }
  }
}
