/// The delegate callbacks of a session, in order: what a person reads and what tapes check.
public struct EventLog: Equatable, Sendable {
  /// Every entry so far.
  public private(set) var entries: [EventLogEntry] = []
  /// What is masked in the JSON lines.
  public let scrubber: LogScrubber

  /// An empty log that masks `scrubber`'s values.
  public init(scrubber: LogScrubber) {
    self.scrubber = scrubber
  }

  /// Records `callback` at `at`.
  public mutating func append(_ callback: DelegateCallback, at: Instant) {
    entries.append(EventLogEntry(at: at, callback: callback))
  }

  /// The log as JSON lines, one entry a line, scrubbed.
  public var jsonLines: String {
    entries.map { $0.jsonLine(scrubber: scrubber) + "\n" }.joined()
  }
}
