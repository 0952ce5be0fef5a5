import SessionEngine

/// The side panel's lines for the inputs they were last built from, so that a frame drawn while
/// the world, the log and the panel's size stay the same reuses them instead of formatting every
/// line again.
///
/// One cache serves one app, whose string table never changes.
struct SidePanelCache {
  /// What the lines were built from.
  private struct Inputs: Equatable {
    var world: UInt64
    var log: UInt64
    var height: Int
    var only: NarrowPanel
  }

  private var inputs: Inputs?
  private var cached: [(String, CellStyle)] = []
  /// The world's part of the panel, for the world revision and panel choice it was built for.
  private var top: (world: UInt64, only: NarrowPanel, lines: [(String, CellStyle)])?

  /// An empty cache.
  init() {}

  /// `SidePanel.lines` for `runtime`'s scenario and log, built only when either of them or the
  /// size changed since the last call.
  mutating func lines(
    runtime: SessionRuntime, strings: StringTable, height: Int, only: NarrowPanel = .none
  ) -> [(String, CellStyle)] {
    let wanted = Inputs(
      world: runtime.worldRevision, log: runtime.logRevision, height: height, only: only)
    if inputs == wanted { return cached }
    let world: [(String, CellStyle)]
    if let top, top.world == wanted.world, top.only == only {
      world = top.lines
    } else {
      world = SidePanel.world(scenario: runtime.scenario, strings: strings, only: only)
      top = (wanted.world, only, world)
    }
    cached = SidePanel.lines(
      top: world, log: runtime.log, strings: strings, height: height, only: only)
    inputs = wanted
    return cached
  }
}
