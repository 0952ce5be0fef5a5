/// Things due at future instants — the engine's timers and the services' answers — in time order.
///
/// The same scheduler serves the virtual clock (tests and replays advance it at will) and the real
/// one (the interactive front advances it to the wall clock); nothing here sleeps.
public struct Scheduler: Equatable, Sendable, Codable {
  /// What is due.
  public enum Item: Equatable, Sendable, Codable {
    /// An engine timer; it fires as `timerFired`.
    case timer(TimerID)
    /// An answer from a service, delivered as this event.
    case delivery(SessionEvent)

    /// The one member of a saved item: `timer` or `delivery`.
    private enum CodingKeys: String, CodingKey {
      case timer, delivery
    }

    /// Reads a saved item. Coded by hand: an item is saved as `{"timer": …}` or
    /// `{"delivery": …}`, the payload itself rather than synthesized code's `{"_0": …}`, and a
    /// delivery through `ScheduledDelivery`, which holds only the events a service delivers.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      if let id = try container.decodeIfPresent(TimerID.self, forKey: .timer) {
        self = .timer(id)
      } else {
        let delivery = try container.decode(ScheduledDelivery.self, forKey: .delivery)
        self = .delivery(delivery.event)
      }
    }

    /// Saves the item; an event that no service delivers (it may hold a secret) cannot be saved.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      switch self {
      case .timer(let id): try container.encode(id, forKey: .timer)
      case .delivery(let event):
        guard let delivery = ScheduledDelivery(event) else {
          throw EncodingError.invalidValue(
            event,
            EncodingError.Context(
              codingPath: encoder.codingPath,
              debugDescription: "only the services' answers can be saved"))
        }
        try container.encode(delivery, forKey: .delivery)
      }
    }
  }

  private struct Entry: Equatable, Sendable, Codable {
    var due: Instant
    var sequence: Int
    var item: Item

    /// An entry due at `due`, scheduled `sequence`-th.
    init(due: Instant, sequence: Int, item: Item) {
      self.due = due
      self.sequence = sequence
      self.item = item
    }
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

  /// Adds `item` due at `due` as if `skipped` other items had been scheduled (and delivered)
  /// before it: what a run of check-ins reduced at once leaves behind.
  mutating func schedule(_ item: Item, at due: Instant, afterSkipping skipped: Int) {
    sequence += max(skipped, 0)
    schedule(item, at: due)
  }

  /// The earliest item, if anything is scheduled.
  var first: (due: Instant, item: Item)? { entries.first.map { ($0.due, $0.item) } }

  /// The earliest due instant of anything scheduled after the earliest item.
  var secondDue: Instant? { entries.dropFirst().first?.due }

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
