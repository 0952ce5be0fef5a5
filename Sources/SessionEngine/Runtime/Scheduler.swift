/// Things due at future instants — the engine's timers and the services' answers — in time order.
///
/// The same scheduler serves the virtual clock (tests and replays advance it at will) and the real
/// one (the interactive front advances it to the wall clock); nothing here sleeps.
public struct Scheduler: Sendable {
  /// What is due.
  public enum Item: Equatable, Sendable {
    /// An engine timer; it fires as `timerFired`.
    case timer(TimerID)
    /// An answer from a service, delivered as this event.
    case delivery(SessionEvent)
  }

  private struct Entry: Sendable {
    var due: Instant
    var sequence: Int
    var item: Item
  }

  private var entries: [Entry] = []
  private var sequence = 0

  /// An empty scheduler.
  public init() {}

  /// Adds `item` due at `due`; a timer with the same id is replaced.
  public mutating func schedule(_ item: Item, at due: Instant) {
    if case .timer(let id) = item { cancel(id) }
    sequence += 1
    let entry = Entry(due: due, sequence: sequence, item: item)
    let index =
      entries.firstIndex { ($0.due, $0.sequence) > (entry.due, entry.sequence) } ?? entries.count
    entries.insert(entry, at: index)
  }

  /// Removes the timer `id`, if it runs.
  public mutating func cancel(_ id: TimerID) {
    entries.removeAll { $0.item == .timer(id) }
  }

  /// Removes everything (the process ended).
  public mutating func removeAll() {
    entries.removeAll()
  }

  /// The earliest due instant, if anything is scheduled.
  public var nextDue: Instant? { entries.first?.due }

  /// Whether the timer `id` runs.
  public func isScheduled(_ id: TimerID) -> Bool {
    entries.contains { $0.item == .timer(id) }
  }

  /// The due instant of the timer `id`, if it runs.
  public func due(_ id: TimerID) -> Instant? {
    entries.first { $0.item == .timer(id) }?.due
  }

  /// Removes and returns the earliest item due at or before `limit`.
  public mutating func popDue(notAfter limit: Instant) -> (Instant, Item)? {
    guard let first = entries.first, first.due <= limit else { return nil }
    entries.removeFirst()
    return (first.due, first.item)
  }
}
