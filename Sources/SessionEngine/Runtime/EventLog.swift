/// The delegate callbacks of a session, in order: what a person reads and what tapes check.
///
/// The log keeps a run of the same callback at a steady interval (the check-ins of an app left
/// alone for a long time) as one `EventLogRun`, so a hundred years of check-ins take as much
/// room as one; `entries` still lists every callback, one by one.
public struct EventLog: Equatable, Sendable {
  /// The callbacks, as runs; consecutive equal callbacks at a steady interval share one run
  /// (always merged the same way, so two logs of the same entries are equal).
  private var runs: [EventLogRun] = []
  /// Every entry so far.
  public private(set) var entries = EventLogEntries(runs: [])
  /// How many runs the log keeps: what it costs in memory, however many entries they hold.
  public var runCount: Int { runs.count }
  /// What is masked in the JSON lines.
  public let scrubber: LogScrubber

  /// An empty log that masks `scrubber`'s values.
  public init(scrubber: LogScrubber) {
    self.scrubber = scrubber
  }

  /// How many entries at the end of the log are `callback`, one after another at a steady
  /// interval (the check-ins of a quiet run so far).
  public func trailingRun(of callback: DelegateCallback) -> Int {
    guard let last = runs.last, last.callback == callback else { return 0 }
    return last.count
  }

  /// Records `callback` at `at`.
  public mutating func append(_ callback: DelegateCallback, at: Instant) {
    append(callback, first: at, every: .zero, count: 1)
  }

  /// Records `callback` `count` times, at `first` and every `interval` after: the same as
  /// `count` calls of `append(_:at:)`.
  public mutating func append(
    _ callback: DelegateCallback, first: Instant, every interval: Duration, count: Int
  ) {
    guard count > 0 else { return }
    defer { entries = EventLogEntries(runs: runs) }
    var remaining = count
    var at = first
    if var last = runs.last, last.callback == callback, at >= last.last,
      last.count == 1 || at.duration(since: last.last) == last.interval
    {
      if last.count == 1 { last.interval = at.duration(since: last.last) }
      last.count += 1
      remaining -= 1
      at = at.advanced(by: interval)
      runs[runs.count - 1] = last
    } else {
      runs.append(EventLogRun(callback: callback, first: at, interval: interval, count: 1))
      remaining -= 1
      at = at.advanced(by: interval)
    }
    guard remaining > 0 else { return }
    if var last = runs.last, last.count == 1 || last.interval == interval {
      last.interval = interval
      last.count += remaining
      runs[runs.count - 1] = last
    } else {
      runs.append(EventLogRun(callback: callback, first: at, interval: interval, count: remaining))
    }
  }

  /// The log as JSON lines, one entry a line, scrubbed.
  public var jsonLines: String {
    entries.map { $0.jsonLine(scrubber: scrubber) + "\n" }.joined()
  }
}

/// One callback repeated `count` times, `interval` apart, in an `EventLog`.
struct EventLogRun: Equatable, Sendable {
  /// What the SDK called each time.
  var callback: DelegateCallback
  /// When it first did.
  var first: Instant
  /// The time between two calls (zero for a single call).
  var interval: Duration
  /// How many calls (at least one).
  var count: Int

  /// When the `index`-th call (from zero) happened.
  func at(_ index: Int) -> Instant {
    first.advanced(by: interval * index)
  }

  /// When the last call happened.
  var last: Instant { at(count - 1) }
}

/// Every entry of an `EventLog`, oldest first, read from its runs without copying them out.
public struct EventLogEntries: RandomAccessCollection, Equatable, Sendable {
  private let runs: [EventLogRun]
  /// For each run, the index of its first entry.
  private let starts: [Int]

  /// The entries of `runs`.
  init(runs: [EventLogRun]) {
    self.runs = runs
    var starts: [Int] = []
    starts.reserveCapacity(runs.count)
    var total = 0
    for run in runs {
      starts.append(total)
      total += run.count
    }
    self.starts = starts
    self.endIndex = total
  }

  public var startIndex: Int { 0 }
  public let endIndex: Int

  /// The `position`-th entry: its run found by binary search.
  public subscript(position: Int) -> EventLogEntry {
    precondition(position >= 0 && position < endIndex, "index out of range")
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= position { low = middle } else { high = middle - 1 }
    }
    let run = runs[low]
    return EventLogEntry(at: run.at(position - starts[low]), callback: run.callback)
  }

  /// The index of the first entry at or after `start` whose callback satisfies `predicate`,
  /// asking once per run rather than once per entry.
  public func firstIndex(from start: Int, where predicate: (DelegateCallback) -> Bool) -> Int? {
    for (index, run) in runs.enumerated() where starts[index] + run.count > start {
      if predicate(run.callback) { return Swift.max(start, starts[index]) }
    }
    return nil
  }

  public static func == (left: Self, right: Self) -> Bool { left.runs == right.runs }
}
