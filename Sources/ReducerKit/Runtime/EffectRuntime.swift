/// Starts, tracks and cancels the effects of one store.
///
/// Everything here runs on the store's thread; running tasks talk back only through the
/// ``Mailbox``. See ``StoreCore/settle()`` for the order in which work is done.
final class EffectRuntime<Action: Sendable> {
  struct Context {
    let node: ScopeNode
    let tokens: [CancelToken]
    let actionNumber: Int
    let action: Action
    let dependencies: DependencyValues
    /// The waiting sender whose action started this work, if an effect sent it (see
    /// ``WaitingSenders``).
    let waiter: Int?
    /// The action that dismisses the presented child this work belongs to, if any.
    let dismiss: Action?

    var isLive: Bool { !node.isCancelled && !tokens.contains { $0.isCancelled } }

    func with(node: ScopeNode) -> Context {
      Context(
        node: node, tokens: tokens, actionNumber: actionNumber, action: action, dependencies: dependencies,
        waiter: waiter, dismiss: dismiss)
    }

    func adding(_ token: CancelToken) -> Context {
      Context(
        node: node, tokens: tokens + [token], actionNumber: actionNumber, action: action,
        dependencies: dependencies, waiter: waiter, dismiss: dismiss)
    }

    func with(dismiss: Action) -> Context {
      Context(
        node: node, tokens: tokens, actionNumber: actionNumber, action: action, dependencies: dependencies,
        waiter: waiter, dismiss: dismiss)
    }
  }

  private struct RunningTask {
    let handle: Task<Void, Never>
    let name: String?
    let context: Context
    let finished: () -> Void
  }

  let executor = JobQueueExecutor()
  let mailbox: Mailbox<Action>
  private let root: ScopeNode
  private var tasks: [Int: RunningTask] = [:]
  var nextTaskID = 0
  /// Queues an action an effect sent synchronously, with the waiting sender it answers; set by
  /// the store core.
  var enqueue: (Action, ProcessedAction<Action>.Source, Int?) -> Void = { _, _, _ in }

  /// An action a running effect sent back: the store queues it and lets the sender go on once
  /// it has settled.
  struct SentAction {
    let action: Action
    let source: ProcessedAction<Action>.Source
    let acknowledge: CheckedContinuation<Void, Never>
    /// The waiting sender whose action started the effect that sent this one.
    let parent: Int?
  }

  init(local: StoreLocal?) {
    root = ScopeNode(segment: nil, parent: nil, counter: local?.replaceableScopes)
    let executor = self.executor
    mailbox = Mailbox(wakeUp: { executor.wake() })
  }

  /// Starts the effect that the reducer returned for an action.
  func start(
    _ effect: Effect<Action>, for action: Action, number: Int, dependencies: DependencyValues, waiter: Int?
  ) {
    guard !effect.isNone else { return }
    let context = Context(
      node: root, tokens: [], actionNumber: number, action: action, dependencies: dependencies,
      waiter: waiter, dismiss: nil)
    interpret(effect, context) {}
  }

  /// How many effect records the listings below have visited (tests count it: a line's work
  /// must not walk every running effect).
  private(set) var effectsListed = 0

  /// How many effects are running. - Complexity: O(1), unlike ``runningEffects``.
  var runningEffectCount: Int { tasks.count }

  /// The running effects, oldest first. - Complexity: O(n log n) in the effects running: for
  /// the `effects` listing, never for a line's ordinary work.
  var runningEffects: [EffectInfo] {
    effectsListed += tasks.count
    return tasks.keys.sorted().compactMap { id in
      guard let task = tasks[id] else { return nil }
      return EffectInfo(
        id: id, name: task.name, scope: task.context.node.path,
        cancelIDs: task.context.tokens.map(\.id), action: task.context.action,
        actionNumber: task.context.actionNumber)
    }
  }

  /// Handles one event from the mailbox. Returns an action sent back, which the store must
  /// queue, resuming its sender once it has settled.
  func handle(_ event: Mailbox<Action>.Event) -> SentAction? {
    switch event {
    case .finished(let id):
      guard let task = tasks.removeValue(forKey: id) else { return nil }
      task.context.node.tasks.remove(id)
      for token in task.context.tokens { token.tasks.remove(id) }
      task.finished()
      task.context.node.pruneIfEmpty()
      return nil
    case .sent(let id, let action, let acknowledge):
      guard let task = tasks[id], task.context.isLive, !task.handle.isCancelled else {
        acknowledge.resume()
        return nil
      }
      return SentAction(
        action: action, source: .effect(by: task.context.actionNumber), acknowledge: acknowledge,
        parent: task.context.waiter)
    case .cancel(let id, let cancelID, let acknowledge):
      if let task = tasks[id] { cancel(cancelID, under: task.context.node) }
      acknowledge.resume()
      return nil
    }
  }

  /// Cancels the effects of the presentations `ids`, wherever they run: they were dismissed.
  func cancelPresentations(_ ids: [PresentationID]) {
    for id in ids {
      for node in root.nodes(withElement: AnyHashableSendable(id)) { cancel(tasks: node.cancelSubtree()) }
    }
  }

  /// Cancels the effects started by the action numbered `number` (not those of the actions they
  /// sent back).
  func cancelEffects(startedBy number: Int) {
    cancel(tasks: tasks.filter { $0.value.context.actionNumber == number }.map(\.key))
  }

  func hasEffects(startedBy number: Int) -> Bool {
    tasks.values.contains { $0.context.actionNumber == number }
  }

  /// Cancels every running effect (the store is going away).
  func cancelAll() {
    cancel(tasks: root.cancelContents())
  }

  private func cancel(tasks ids: some Sequence<Int>) {
    for id in ids { tasks[id]?.handle.cancel() }
  }

  private func cancel(_ token: CancelToken) {
    token.isCancelled = true
    cancel(tasks: token.tasks)
  }

  /// Cancels the effects made cancellable with `id` at `node` or below it.
  private func cancel(_ id: CancelID, under node: ScopeNode) {
    node.forEachNode { node in
      for token in node.tokens[id] ?? TokenBag() { cancel(token) }
    }
  }

  private func interpret(_ effect: Effect<Action>, _ context: Context, done: @escaping () -> Void) {
    switch effect.operation {
    case .none:
      done()

    case .send(let action):
      if context.isLive { enqueue(action, .effect(by: context.actionNumber), context.waiter) }
      done()

    case .run(let name, let work):
      guard context.isLive else { return done() }
      let id = nextTaskID
      nextTaskID += 1
      let send = mailbox.send(for: id)
      let canceller = mailbox.canceller(for: id)
      let mailbox = self.mailbox
      let executor = self.executor
      var dependencies = context.dependencies
      if let dismissAction = context.dismiss {
        dependencies.dismiss = DismissEffect { await send(dismissAction) }
      }
      let handle = DependencyValues.$current.withValue(dependencies) {
        Task(executorPreference: executor) {
          await EffectCancellation.$cancelInScope.withValue(EffectCancellation.Canceller(cancel: canceller)) {
            await work(send)
          }
          mailbox.post(.finished(task: id))
        }
      }
      tasks[id] = RunningTask(handle: handle, name: name, context: context, finished: done)
      context.node.tasks.insert(id)
      for token in context.tokens { token.tasks.insert(id) }

    case .merge(let effects):
      var remaining = effects.count
      for effect in effects {
        interpret(effect, context) {
          remaining -= 1
          if remaining == 0 { done() }
        }
      }

    case .concatenate(let effects):
      func start(at index: Int) {
        guard index < effects.count, context.isLive else { return done() }
        interpret(effects[index], context) { start(at: index + 1) }
      }
      start(at: 0)

    case .cancellable(let id, let cancelInFlight, let inner):
      guard context.isLive else { return done() }
      let node = context.node
      if cancelInFlight, let inFlight = node.tokens[id] {
        for token in inFlight { cancel(token) }
      }
      let token = CancelToken(id: id)
      node.tokens[id, default: TokenBag()].append(token)
      interpret(inner, context.adding(token)) {
        node.tokens[id]?.remove(token)
        if node.tokens[id]?.isEmpty == true { node.tokens[id] = nil }
        done()
      }

    case .cancel(let id):
      cancel(id, under: context.node)
      done()

    case .cancelScope(let segment):
      if let child = context.node.existingChild(segment) {
        cancel(tasks: child.cancelSubtree())
      }
      done()

    case .scoped(let segment, let inner):
      let node = context.node.child(segment)
      interpret(inner, context.with(node: node), done: done)
      node.pruneIfEmpty()

    case .cancelStale(let lift, let keep):
      for node in context.node.replaceableChildren(of: lift, except: keep) {
        cancel(tasks: node.cancelSubtree())
      }
      done()

    case .dismissable(let dismiss, let inner):
      interpret(inner, context.with(dismiss: dismiss), done: done)
    }
  }
}
