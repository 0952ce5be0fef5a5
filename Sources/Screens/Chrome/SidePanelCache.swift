import SessionEngine

/// The side panel's lines for the inputs they were last built from, so that a frame whose
/// scenario, log and size did not change reuses them instead of formatting every line again.
///
/// One cache serves one app, whose string table never changes.
struct SidePanelCache {
  /// What the lines were built from.
  private struct Inputs: Equatable {
    var scenario: Scenario
    var log: EventLog
    var height: Int
    var only: NarrowPanel
  }

  private var inputs: Inputs?
  private var cached: [(String, CellStyle)] = []

  /// An empty cache.
  init() {}

  /// `SidePanel.lines` for these inputs, built only when they differ from the last call's.
  mutating func lines(
    scenario: Scenario, log: EventLog, strings: StringTable, height: Int, only: NarrowPanel = .none
  ) -> [(String, CellStyle)] {
    let wanted = Inputs(scenario: scenario, log: log, height: height, only: only)
    if inputs == wanted { return cached }
    cached = SidePanel.lines(
      scenario: scenario, log: log, strings: strings, height: height, only: only)
    inputs = wanted
    return cached
  }
}
