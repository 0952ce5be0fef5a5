import SessionEngine
import Synchronization

/// The side panel's event lines made so far, kept for every view of a tape runner (through its
/// `DrawingCache`): plays of a tape, and tapes that start alike, log the same entries at the same
/// instants, and each line (time, callback, status, scrubbed) cost ≈ 9 K instructions to make.
///
/// A line is a function of its entry and the log's scrubber (`SidePanel.eventLine(_:log:)`
/// reads nothing else), so both are its key. At most `limit` lines, the oldest quarter going
/// when full; searched newest first. `SidePanelEventLineTests` compares with lines made afresh.
final class SharedEventLines: Sendable {
  /// The most lines kept.
  static let limit = 64

  /// The lines, oldest first, with what each was made from.
  private let lines = Mutex<[(entry: EventLogEntry, scrubber: LogScrubber, line: String)]>([])

  /// An empty store.
  init() {}

  /// The line of `entry` in `log`: kept from an earlier call, else made (outside the lock) and
  /// kept.
  func line(_ entry: EventLogEntry, of log: EventLog) -> String {
    let scrubber = log.scrubber
    if let kept = lines.withLock({ list in
      list.last { $0.entry == entry && $0.scrubber == scrubber }?.line
    }) {
      return kept
    }
    let line = SidePanel.eventLine(entry, log: log)
    lines.withLock { list in
      if list.count >= Self.limit { list.removeFirst(Self.limit / 4) }
      list.append((entry, scrubber, line))
    }
    return line
  }
}
