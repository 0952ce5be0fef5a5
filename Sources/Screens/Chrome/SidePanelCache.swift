import SessionEngine

/// The side panel's lines for the inputs they were last built from, so that a frame drawn while
/// the world, the log and the panel's size stay the same reuses them instead of formatting every
/// line again.
///
/// One cache serves one app, whose string table never changes.
public struct SidePanelCache {
  /// What the lines were built from.
  private struct Inputs: Equatable {
    var world: UInt64
    var log: UInt64
    var width: Int
    var height: Int
    var only: NarrowPanel
  }

  private var inputs: Inputs?
  private var cached: [(String, CellStyle)] = []
  /// The lines of the log's entries made so far, by index, with the entry each was made from.
  private var events: [(entry: EventLogEntry, line: String)] = []

  /// The line of the entry at `index` of `log`, made once: entries are only ever added.
  private mutating func eventLine(at index: Int, of log: EventLog) -> String {
    let entry = log.entries[index]
    if index < events.count, events[index].entry == entry { return events[index].line }
    let line = shared?.line(entry, of: log) ?? SidePanel.eventLine(entry, log: log)
    if index < events.count { events.removeSubrange(index...) }
    if index == events.count { events.append((entry, line)) }
    return line
  }

  /// The world's part of the panel, for the world revision and panel choice it was built for.
  private var top: (world: UInt64, only: NarrowPanel, width: Int, lines: [(String, CellStyle)])?

  /// Event lines shared with other caches (the views of one tape runner), if any.
  private let shared: SharedEventLines?

  /// An empty cache.
  public init() {
    shared = nil
  }

  /// An empty cache finding event lines made before in `shared` (and keeping new ones there).
  init(sharing shared: SharedEventLines) {
    self.shared = shared
  }

  /// `SidePanel.lines` for the session's scenario and log, built only when either of them or
  /// the size changed since the last call.
  mutating func lines(
    session: SessionView, strings: StringTable, width: Int, height: Int,
    only: NarrowPanel = .none
  ) -> [(String, CellStyle)] {
    let wanted = Inputs(
      world: session.worldRevision, log: session.logRevision, width: width, height: height,
      only: only)
    if inputs == wanted { return cached }
    let world: [(String, CellStyle)]
    if let top, top.world == wanted.world, top.only == only, top.width == width {
      world = top.lines
    } else {
      world = SidePanel.world(
        scenario: session.scenario, strings: strings, width: width, only: only)
      top = (wanted.world, only, width, world)
    }
    let log = session.log
    let decisions = session.dataLog.suffix(SidePanel.decisionsShown).map {
      SidePanel.decisionLine($0, strings: strings)
    }
    cached = SidePanel.lines(
      top: world, decisions: decisions, log: log, strings: strings, height: height, only: only
    ) { index in
      eventLine(at: index, of: log)
    }
    inputs = wanted
    return cached
  }
}
